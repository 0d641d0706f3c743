import { ErrorCodes } from '@cloud-exam/contract/errors';
import { AppError } from '../../http/app-error';

/** An active period from its ends (either may be open); refused (11070116) unless it ends after it starts. */
export function periodOf(startTime: string | null, endTime: string | null) {
  const startAt = startTime ? new Date(startTime) : null;
  const endAt = endTime ? new Date(endTime) : null;
  if (startAt && endAt && endAt <= startAt) throw new AppError(ErrorCodes.portalPeriodInvalid);
  return { startAt, endAt };
}
