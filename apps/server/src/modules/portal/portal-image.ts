import { ErrorCodes } from '@cloud-exam/contract/errors';
import { imageSize } from 'image-size';
import { AppError } from '../../http/app-error';
import type { StoredFiles } from '../files';

/** Enough of an image's start for its header to tell its size (a JPEG's frame header may follow a long EXIF block). */
const HEADER_BYTES = 256 * 1024;

/** An image's width and height read from its header; undefined when the bytes are no image it knows. */
export function imageDimensions(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One of the office's uploaded images (the file store's `image` uploads) by its key, measured from its header;
 * refused (11070115) when it is not one of theirs or cannot be read.
 */
export async function ownImage(files: StoredFiles, officeId: string, key: string) {
  const file = await files.ownFile(officeId, 'image', key);
  const head = file && (await files.bytes(key, { start: 0, end: Math.min(file.size, HEADER_BYTES) - 1 }));
  const size = head && (imageDimensions(head) ?? (head.length < file.size ? imageDimensions((await files.bytes(key))!) : undefined));
  if (!file || !size) throw new AppError(ErrorCodes.portalImageMissing);
  return { ...file, ...size };
}
