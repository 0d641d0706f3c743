/** A byte count as people read it: 812 B, 14.2 KB, 3.1 MB; '-' when unknown. */
export function fileSize(bytes: number | null) {
  if (bytes === null) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
