import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { DOWNLOAD_MAX_BYTES, DOWNLOAD_TYPES, type downloadApi } from '@cloud-exam/contract/portal/download';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit';
import type { StoredFiles, UploadPolicy } from '../files';
import { platformOfficeId } from '../org';
import type { createCategoryService } from './portal-category.service';
import { downloadRepo } from './download.repo';

type Input = Inputs<typeof downloadApi>;

/** What may be published for download: documents, archives and installers told by their content, up to 200 MB. */
const downloadPolicy: UploadPolicy = {
  purpose: 'attachment',
  types: DOWNLOAD_TYPES,
  maxBytes: DOWNLOAD_MAX_BYTES,
  missing: () => new AppError(ErrorCodes.uploadMissing),
  wrongType: () => new AppError(ErrorCodes.uploadTypeRefused, { types: 'PDF, Office, ZIP, 7Z, RAR, EXE, MSI, APK, DMG' }),
  tooLarge: () => new AppError(ErrorCodes.uploadTooLarge, { max: DOWNLOAD_MAX_BYTES / 1024 / 1024 }),
};

/** The download centre's files: uploaded to the file store, put in the writer's categories, published or hidden. */
export function createDownloadService(db: Db, files: StoredFiles, categories: ReturnType<typeof createCategoryService>, now: Clock) {
  async function found(tenant: Tenant, id: string) {
    const download = await downloadRepo(db, tenant).findOne(id);
    if (!download) throw new AppError(ErrorCodes.notFound);
    return download;
  }

  /** The fields as kept: the category the writer's, the file one they uploaded here (11070119), with its name and size. */
  async function checked(tenant: Tenant, fields: Input['add']) {
    await categories.assertOwn(tenant.officeId, 'download', fields.categoryId);
    const file = await files.ownFile(tenant.officeId, downloadPolicy.purpose, fields.file);
    if (!file) throw new AppError(ErrorCodes.portalFileMissing);
    return { ...fields, fileName: file.name, contentType: file.contentType, size: file.size };
  }

  async function audited(
    tenant: Tenant,
    id: string,
    title: string,
    action: string,
    change: (repo: ReturnType<typeof downloadRepo>) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      await change(downloadRepo(tx, tenant));
      await recordAudit(tx, tenant.actor, { action, targetType: 'download', targetId: id, targetName: title });
    });
    return null;
  }

  return {
    page: (tenant: Tenant, filter: Input['page']) => downloadRepo(db, tenant).page(filter),

    async upload(tenant: Tenant, request: FastifyRequest) {
      const { key, name, size } = await files.upload(request, { officeId: tenant.officeId, userId: tenant.userId }, downloadPolicy);
      return { key, name, size };
    },

    async add(tenant: Tenant, input: Input['add']) {
      const values = await checked(tenant, input);
      return db.transaction(async (tx) => {
        const download = await downloadRepo(tx, tenant).insert(values);
        await recordAudit(tx, tenant.actor, {
          action: 'download.add',
          targetType: 'download',
          targetId: download.id,
          targetName: download.title,
        });
        return { id: download.id };
      });
    },

    async edit(tenant: Tenant, { id, ...input }: Input['edit']) {
      await found(tenant, id);
      const values = await checked(tenant, input);
      return audited(tenant, id, values.title, 'download.edit', (repo) => repo.update(id, { ...values, updatedAt: new Date(now()) }));
    },

    async setStatus(tenant: Tenant, { id, status }: Input['setStatus']) {
      const download = await found(tenant, id);
      const action = status ? 'download.publish' : 'download.hide';
      return audited(tenant, id, download.title, action, (repo) => repo.update(id, { status, updatedAt: new Date(now()) }));
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const download = await found(tenant, id);
      return audited(tenant, id, download.title, 'download.delete', (repo) => repo.remove(id));
    },

    /** The platform's published files by category (none before there is a platform). */
    async publicList() {
      const officeId = await platformOfficeId(db);
      return officeId ? downloadRepo(db, { officeId }).published() : [];
    },
    /** An institution's published files, for its own candidates. */
    candidateList: (officeId: string) => downloadRepo(db, { officeId }).published(),
  };
}
