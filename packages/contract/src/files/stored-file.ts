import { z } from 'zod';
import { authenticated, endpoints, FILE, publicAccess } from '../endpoint';

/**
 * The file store (/cloudeFile/file): media uploaded for question stems and the like, institution logos and member
 * avatars are kept as files, each under a random key, and served to whoever holds the key.
 */

const MB = 1024 * 1024;

/**
 * What the upload endpoint accepts for each purpose, told by the file's content: the types (as served) and the
 * largest size. Never SVG, which is a document that can run script.
 */
export const UPLOAD_PURPOSES = {
  image: { types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 10 * MB },
  media: {
    types: ['audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg', 'audio/wav', 'video/mp4', 'video/webm'],
    maxBytes: 200 * MB,
  },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** A stored file's key: 32 url-safe characters, 192 random bits, which no one guesses. */
export const STORED_FILE_KEY = /^[A-Za-z0-9_-]{32}$/;

/**
 * Where a stored file is served, relative to the app's root: without a leading slash it resolves against the
 * page's `<base href>`, so it holds under any BASE_PATH. No key, no address.
 */
export function storedFileUrl(key: string): string;
export function storedFileUrl(key: string | null): string | null;
export function storedFileUrl(key: string | null) {
  return key === null ? null : `cloudeFile/file/${key}`;
}

export const storedFileSchema = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  name: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

const purposes = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];
const limits = purposes.map((p) => `${p}: ${UPLOAD_PURPOSES[p].types.join(', ')} up to ${UPLOAD_PURPOSES[p].maxBytes / MB} MB`);

export const storedFileApi = endpoints('files', authenticated, {
  upload: {
    method: 'POST',
    path: '/cloudeFile/file/upload/{purpose}',
    summary: `Upload a file (multipart), its type told by its content — ${limits.join('; ')}; answers its key and address`,
    encoding: 'multipart',
    input: z.object({ purpose: z.enum(purposes) }),
    output: storedFileSchema,
  },
  serve: {
    method: 'GET',
    path: '/cloudeFile/file/{key}',
    summary: 'A stored file, to whoever holds its key (plain <img> and <audio> tags send no token); byte ranges for seeking',
    access: publicAccess,
    input: z.object({ key: z.string().regex(STORED_FILE_KEY) }),
    output: FILE,
  },
});
