import { mainlandIdCheck } from '@cloud-exam/contract/validators';

/** A valid mainland ID number for a serial, born 1 January 1990: distinct serials, distinct numbers. */
export function mainlandId(serial: number) {
  const first17 = `11010519900101${String(serial).padStart(3, '0')}`;
  return first17 + mainlandIdCheck(first17);
}
