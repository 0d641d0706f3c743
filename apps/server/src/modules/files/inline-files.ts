import type { Db } from '../../db/client';
import type { FileBody, FileStore } from '../../lib/file-store';
import { inlineFileRepo } from './inline-files.repo';
import { createStoredFiles } from './stored-file.service';

const FIRST_ID = '00000000-0000-0000-0000-000000000000';
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)(?:;[^,;]*)*;base64,(.*)$/s;

/** The type and bytes of a base64 data: URL; undefined for anything else (left as it is). */
function decoded(dataUrl: string | null) {
  const m = dataUrl ? DATA_URL.exec(dataUrl) : null;
  return m ? { contentType: m[1]!, body: Buffer.from(m[2]!, 'base64') as FileBody } : undefined;
}

/**
 * Moves the files rows still hold inline, from before the file store, into it: data: URL logos and avatars, and
 * the download centre's bytea contents; each row then holds the file's key. Run at start-up after the SQL
 * migrations (main.ts); it only finds what is left, so it can run at every start, and several instances at once:
 * a row is rewritten only if it still holds what was read, and the loser's copy is removed again.
 */
export async function moveInlineFiles(db: Db, store: FileStore) {
  const files = createStoredFiles(db, store);
  const repo = inlineFileRepo(db);

  /** Walks the rows a batch query finds, in id order; answers how many moved. */
  async function each<R extends { id: string }>(batch: (after: string) => Promise<R[]>, move: (row: R) => Promise<boolean>) {
    let count = 0;
    for (let rows = await batch(FIRST_ID); rows.length; rows = await batch(rows.at(-1)!.id))
      for (const row of rows) if (await move(row)) count++;
    return count;
  }
  /** Keeps a file, then points its row at it. */
  async function moved(kept: Promise<{ key: string }>, point: (key: string) => Promise<boolean>) {
    const { key } = await kept;
    if (await point(key)) return true;
    await files.discard([key]);
    return false;
  }

  return {
    logos: await each(repo.logos, async ({ id, dataUrl }) => {
      const image = decoded(dataUrl);
      return (
        !!image &&
        moved(files.keep({ officeId: id, userId: null }, 'logo', { name: 'logo', ...image }), (key) => repo.setLogo(id, dataUrl!, key))
      );
    }),
    avatars: await each(repo.avatars, async ({ id, dataUrl }) => {
      const image = decoded(dataUrl);
      return (
        !!image &&
        moved(files.keep({ officeId: null, userId: id }, 'avatar', { name: 'avatar', ...image }), (key) =>
          repo.setAvatar(id, dataUrl!, key),
        )
      );
    }),
    downloads: await each(repo.downloads, ({ id, officeId, userId, fileName, mime, content }) =>
      moved(
        files.keep({ officeId, userId }, 'download', { name: fileName, contentType: mime ?? 'application/octet-stream', body: content! }),
        (key) => repo.setDownload(id, key),
      ),
    ),
  };
}
