import { parseArgs } from 'node:util';
import { errorMessage } from '@cloud-exam/contract/errors';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../http/app-error';
import { setUserPassword } from '../modules/account';
import { createInstitutionWithAdmin, createPlatformOperator } from '../modules/org';

const usage = `Usage:
  npm run admin -- create-admin --office NAME --user NAME --password PW
  npm run admin -- create-operator --user NAME --password PW   (a platform operator, who writes the portal)
  npm run admin -- reset-password --user NAME --password PW`;

async function run() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { office: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const [command] = positionals;
  if (!values.user || !values.password || (command === 'create-admin' && !values.office)) {
    console.error(usage);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    if (command === 'create-admin') {
      const { office, user } = await createInstitutionWithAdmin(database.db, {
        officeName: values.office!,
        username: values.user,
        name: values.name,
        password: values.password,
      });
      console.log(`Created institution "${office.name}" with administrator "${user.username}".`);
      return 0;
    }
    if (command === 'create-operator') {
      const { user } = await createPlatformOperator(database.db, { username: values.user, name: values.name, password: values.password });
      console.log(`Created platform operator "${user.username}".`);
      return 0;
    }
    if (command === 'reset-password') {
      const user = await setUserPassword(database.db, values.user, values.password);
      if (!user) {
        console.error(`No user named "${values.user}".`);
        return 1;
      }
      console.log(`Password of "${values.user}" reset; their sessions were signed out.`);
      return 0;
    }
    console.error(usage);
    return 2;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(errorMessage(error.code, 'en', error.params));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
