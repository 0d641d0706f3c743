import { z } from 'zod';
import { Authority } from '../authorities';
import { candidateAccess, endpoints, needs, publicAccess } from '../endpoint';
import { id, idOnly, nullableText, optionalId, pageOf, pageParams, text } from '../fields';

/**
 * The download centre of the portal (/downloadCenter): files published for download (client software, forms,
 * manuals) in categories, served from the file store. The platform's are public; an institution's reach only its own
 * candidates, in the exam client.
 */

export const DOWNLOAD_TITLE_MAX = 100;
export const DOWNLOAD_MAX_BYTES = 200 * 1024 * 1024;
/** What may be published for download, told by the file's content: documents, archives, installers. */
export const DOWNLOAD_TYPES = [
  'application/pdf',
  'application/zip',
  'application/x-7z-compressed',
  'application/x-rar-compressed',
  'application/gzip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb',
  'application/x-msdownload',
  'application/x-msi',
  'application/vnd.android.package-archive',
  'application/x-apple-diskimage',
] as const;
export const DownloadStatus = { hidden: 0, published: 1 } as const;

export const downloadSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  file: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  sort: z.number().int(),
  status: z.number().int(),
  updateTime: z.string(),
});
export type Download = z.infer<typeof downloadSchema>;

/** A category of the public download centre with its files. */
export const downloadGroupSchema = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  files: z.array(
    downloadSchema.pick({ id: true, title: true, description: true, fileUrl: true, fileName: true, size: true, updateTime: true }),
  ),
});
export type DownloadGroup = z.infer<typeof downloadGroupSchema>;

const downloadFields = {
  categoryId: id,
  title: text(DOWNLOAD_TITLE_MAX).min(1),
  description: nullableText(300),
  /** The key of a file uploaded through `upload`. */
  file: z.string().min(1).max(64),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: z.coerce.number().int().min(0).max(1).default(DownloadStatus.published),
};

export const downloadApi = endpoints('portal', needs(Authority.operator, Authority.portal), {
  page: {
    method: 'GET',
    path: '/gl/pt/pt/download/queryPage',
    summary: 'The caller’s downloads, filtered and paged',
    input: z.object({
      title: text(DOWNLOAD_TITLE_MAX).optional(),
      categoryId: optionalId,
      status: z.coerce.number().int().min(0).max(1).optional(),
      ...pageParams,
    }),
    output: pageOf(downloadSchema),
  },
  upload: {
    method: 'POST',
    path: '/gl/pt/pt/download/upload',
    summary: 'Upload a file to publish (multipart): a document, archive or installer told by its content, up to 200 MB',
    encoding: 'multipart',
    output: z.object({ key: z.string(), name: z.string(), size: z.number().int() }),
  },
  add: {
    method: 'POST',
    path: '/gl/pt/pt/download/add',
    summary: 'Add a download: an uploaded file (11070119 when it is not one of the caller’s) in a category',
    input: z.object(downloadFields),
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/pt/pt/download/update',
    summary: 'Edit a download',
    input: z.object({ id, ...downloadFields }),
    output: z.null(),
  },
  setStatus: {
    method: 'POST',
    path: '/gl/pt/pt/download/updateStatus',
    summary: 'Publish (1) or hide (0) a download',
    input: z.object({ id, status: z.coerce.number().int().min(0).max(1) }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/pt/pt/download/delete',
    summary: 'Delete a download',
    input: idOnly,
    inputAlsoInQuery: true,
    output: z.null(),
  },
  publicList: {
    method: 'GET',
    path: '/gl/pt/pt/download/queryList',
    summary: 'The platform’s published downloads by category, with size and date (public)',
    access: publicAccess,
    output: z.array(downloadGroupSchema),
  },
  candidateList: {
    method: 'GET',
    path: '/gl/pt/ptApi/pt/download/candidate/queryList',
    summary: 'The published downloads of the candidate’s institution by category (exam client)',
    access: candidateAccess,
    output: z.array(downloadGroupSchema),
  },
});
