import { validatePasswordStrength } from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../lib/crypto';
import { replacePassword } from './account.repo';

/** Sets a user's password (the server policy applies) and signs them out everywhere; undefined when no such user. */
export async function setUserPassword(db: Db, username: string, password: string) {
  const weak = validatePasswordStrength(password);
  if (weak) throw new AppError(weak.code);
  return replacePassword(db, username, await hashPassword(password));
}
