import type { PaperKind } from '@cloud-exam/contract/paper/paper';

/** Addresses of the paper pages: console routes match exact paths, so what a page shows travels in its query. */
export const PAPERS_PATH = '/bank/papers';
export const PAPER_PATH = '/bank/paper';
export const PAPER_PREVIEW_PATH = '/bank/paper-preview';
export const PACKAGES_PATH = '/bank/packages';

export const newPaperPath = (kind: PaperKind) => `${PAPER_PATH}?kind=${kind}`;
export const editPaperPath = (id: string) => `${PAPER_PATH}?id=${encodeURIComponent(id)}`;
/** The preview of a paper, drawn with a candidate's seed (none: the paper's own id). */
export const paperPreviewPath = (id: string, seed?: string) =>
  `${PAPER_PREVIEW_PATH}?${new URLSearchParams(seed ? { id, seed } : { id }).toString()}`;
