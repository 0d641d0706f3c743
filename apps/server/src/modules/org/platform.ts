import { ErrorCodes } from '@cloud-exam/contract/errors';
import { validatePasswordStrength } from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../lib/crypto';
import { institutionRepo } from './institution.repo';
import { platformRepo } from './platform.repo';

/**
 * The platform: one office row (kind 'platform') above the institutions, whose members are the platform operators
 * (authority pt_operator). An operator signs in like anyone and acts in the platform office, so what they write
 * through the repository kit belongs to it; public pages read the platform's rows through `platformOfficeId`. It is
 * never an institution to switch to, list or register.
 */

const platformIds = new WeakMap<Db, string>();

/** The platform office's id (cached once found), or undefined while no operator has been created. */
export async function platformOfficeId(db: Db): Promise<string | undefined> {
  const cached = platformIds.get(db);
  if (cached) return cached;
  const office = await platformRepo(db).find();
  if (office) platformIds.set(db, office.id);
  return office?.id;
}

export type NewOperator = { username: string; name?: string; password: string };

/** Creates a platform operator, and the platform office with its operator role when there is none yet. */
export async function createPlatformOperator(db: Db, input: NewOperator) {
  const weak = validatePasswordStrength(input.password);
  if (weak) throw new AppError(weak.code);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await institutionRepo(tx).usernameTaken(input.username)) throw new AppError(ErrorCodes.userNameTaken);
    const platform = platformRepo(tx);
    const { office, role } = await platform.ensure();
    const user = await platform.addOperator(office.id, role.id, {
      username: input.username,
      name: input.name ?? input.username,
      passwordHash,
    });
    return { office, user };
  });
}
