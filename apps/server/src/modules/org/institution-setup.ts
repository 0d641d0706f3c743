import { ErrorCodes } from '@cloud-exam/contract/errors';
import { validatePasswordStrength } from '@cloud-exam/contract/validators';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../lib/crypto';
import { institutionRepo } from './institution.repo';

export type NewInstitution = { officeName: string; username: string; name?: string; password: string; mobile?: string; email?: string };

/** Creates an institution, its built-in roles and its first administrator (system administrator), in one transaction. */
export async function createInstitutionWithAdmin(db: Db, input: NewInstitution) {
  const weak = validatePasswordStrength(input.password);
  if (weak) throw new AppError(weak.code);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const repo = institutionRepo(tx);
    if (await repo.usernameTaken(input.username)) throw new AppError(ErrorCodes.userNameTaken);
    const { officeName, name, password: _, ...contact } = input;
    return repo.create(officeName, { ...contact, name: name ?? input.username, passwordHash });
  });
}
