import type { FastifyReply } from 'fastify';

/**
 * Content-Disposition values that carry any file name (RFC 6266): a plain-ASCII stand-in for old clients, the
 * name itself in UTF-8 for the rest.
 */
const disposition = (kind: 'inline' | 'attachment') => (fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** A file to save. */
export const attachment = disposition('attachment');
/** A file the browser shows itself (an image, audio, video). */
export const inline = disposition('inline');

/** A Word document's media type. */
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Sends a Word document to save under its name. */
export const sendDocx = (reply: FastifyReply, fileName: string, docx: Buffer) =>
  reply.header('content-type', DOCX_MIME).header('content-disposition', attachment(fileName)).send(docx);
