/** A valid mainland ID number (GB 11643 check digit) for a serial, born 1 January 1990: distinct serials, distinct numbers. */
export function mainlandId(serial: number) {
  const body = `11010519900101${String(serial).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}
