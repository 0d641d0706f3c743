/**
 * The one byte range a Range header asks of a file of `size` bytes (`bytes=0-99`, `bytes=100-`, `bytes=-100`),
 * inclusive; 'unsatisfiable' when it starts past the end; undefined when there is no header, or one asking for
 * several ranges or in another unit, which the whole file answers (RFC 9110 lets a server ignore Range).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  const [first, last] = [m[1] ? Number(m[1]) : undefined, m[2] ? Number(m[2]) : undefined];
  if (first === undefined) {
    // A suffix: the last `last` bytes.
    return last! > 0 && size > 0 ? { start: Math.max(0, size - last!), end: size - 1 } : 'unsatisfiable';
  }
  if (last !== undefined && last < first) return undefined;
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}
