import type { PaperKind } from '@cloud-exam/contract/paper/paper';

/** Addresses of the paper pages: console routes match exact paths, so what a page shows travels in its query. */
export const PAPERS_PATH = '/bank/papers';
export const newPaperPath = (kind: PaperKind) => `/bank/paper?kind=${kind}`;
export const editPaperPath = (id: string) => `/bank/paper?id=${encodeURIComponent(id)}`;
/** The preview of a paper, drawn with a candidate's seed (none: the paper's own id). */
export const paperPreviewPath = (id: string, seed?: string) =>
  `/bank/paper-preview?${new URLSearchParams(seed ? { id, seed } : { id }).toString()}`;
