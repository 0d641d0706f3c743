import { ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../../http/app-error';
import type { DataRights } from '../../http/tenant';

export const canSeeDept = (rights: DataRights, deptId: string | null | undefined) => rights.all || (!!deptId && rights.deptIds.has(deptId));

/** Refuses with the catalogued 'no organisation data rights' unless the department is within the caller's rights. */
export function assertDeptRight(rights: DataRights, deptId: string | null | undefined) {
  if (!canSeeDept(rights, deptId)) throw new AppError(ErrorCodes.noDataRights);
}
