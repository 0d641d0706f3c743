import { mainlandIdCheck } from '@cloud-exam/contract/validators';

/** A valid mainland ID number for a serial, born in January 1990 (a day for each thousand): distinct serials, distinct numbers. */
export function mainlandId(serial: number) {
  const first17 = `110105199001${String(1 + Math.floor(serial / 1000)).padStart(2, '0')}${String(serial % 1000).padStart(3, '0')}`;
  return first17 + mainlandIdCheck(first17);
}
