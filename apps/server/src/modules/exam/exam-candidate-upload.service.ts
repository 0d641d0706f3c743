import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { CollectComponentType } from '@cloud-exam/contract/exam/collect-info';
import {
  ENCLOSURE_MAX_BYTES,
  ENCLOSURE_TYPES,
  type examCandidateApi,
  PHOTO_MAX_BYTES,
  type SignedUploadPurpose,
} from '@cloud-exam/contract/exam/exam-candidate';
import { UPLOAD_PURPOSES } from '@cloud-exam/contract/files/stored-file';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { newToken, sha256Hex } from '../../lib/crypto';
import type { ExamDeps } from './exam.deps';
import { type SignedUpload, signedUploadRepo } from './signed-upload.repo';

type Input = Inputs<typeof examCandidateApi>;
const TOKEN_MINUTES = 10;

/** A candidate's picture: a photo, or an enrolment form's image. */
export const imagePolicy = () => ({
  purpose: 'image' as const,
  types: UPLOAD_PURPOSES.image.types,
  maxBytes: PHOTO_MAX_BYTES,
  missing: () => new AppError(ErrorCodes.uploadMissing),
  wrongType: () => new AppError(ErrorCodes.uploadTypeRefused, { types: 'PNG, JPEG, GIF, WebP' }),
  tooLarge: () => new AppError(ErrorCodes.uploadTooLarge, { max: PHOTO_MAX_BYTES / 1024 / 1024 }),
});
const enclosurePolicy = () => ({
  purpose: 'attachment' as const,
  types: ENCLOSURE_TYPES,
  maxBytes: ENCLOSURE_MAX_BYTES,
  missing: () => new AppError(ErrorCodes.uploadMissing),
  wrongType: () => new AppError(ErrorCodes.uploadTypeRefused, { types: 'PDF, DOC, DOCX, XLS, XLSX, ZIP, JPG, PNG' }),
  tooLarge: () => new AppError(ErrorCodes.uploadTooLarge, { max: ENCLOSURE_MAX_BYTES / 1024 / 1024 }),
});
/** What a file of an information form's upload field may be: a photo field's a picture, the others' an attachment. */
export const collectUploadPolicy = (type: CollectComponentType) => (type === 'photo' ? imagePolicy() : enclosurePolicy());
const policyOf = (purpose: SignedUploadPurpose) => (purpose === 'enclosure' ? enclosurePolicy() : imagePolicy());
/** A token is 43 characters (32 random bytes); anything much longer is not one, and is not looked up. */
const TOKEN_MAX_LENGTH = 64;

/**
 * Uploads of the enrolment forms and of the browser: the enrolment's picture and attachment, and short-lived upload
 * addresses (getBucketTempCredential) — straight into the bucket when the store presigns, else through this server.
 * An address takes one file, for its minutes, and only while the session that asked for it lasts: signing out,
 * being disabled or leaving the institution ends it (spec: a credential, not a standing permission).
 */
export function createExamCandidateUploads({
  db,
  now,
  storedFiles,
  resolveSession,
}: Pick<ExamDeps, 'db' | 'now' | 'storedFiles' | 'resolveSession'>) {
  const addresses = signedUploadRepo(db);
  const invalid = () => new AppError(ErrorCodes.uploadTokenInvalid);
  /** The address of a token, while unexpired and while the session that asked for it still stands. */
  const addressOf = async (token: string): Promise<SignedUpload> => {
    const address = token.length <= TOKEN_MAX_LENGTH ? await addresses.find(sha256Hex(token), new Date(now())) : undefined;
    const session = address && (await resolveSession(address.sessionTokenHash));
    if (!address || session?.officeId !== address.officeId) throw invalid();
    return address;
  };

  return {
    enrollPhoto: (tenant: Tenant, request: FastifyRequest) => storedFiles.upload(request, tenant, imagePolicy()),
    enrollEnclosure: (tenant: Tenant, request: FastifyRequest) => storedFiles.upload(request, tenant, enclosurePolicy()),

    async tempCredential(tenant: Tenant, { purpose, size, contentType }: Input['tempCredential']) {
      const expiresAt = new Date(Math.floor(now() / 1000) * 1000 + TOKEN_MINUTES * 60_000);
      const policy = policyOf(purpose);
      const limits = { expireTime: expiresAt.toISOString(), maxBytes: policy.maxBytes, types: [...policy.types] };
      const direct = size && contentType ? await storedFiles.presign(policy, { size, contentType }, TOKEN_MINUTES * 60) : undefined;
      const token = newToken();
      await addresses.add({
        tokenHash: sha256Hex(token),
        officeId: tenant.officeId,
        userId: tenant.userId,
        sessionTokenHash: tenant.session.tokenHash,
        purpose,
        key: direct?.key ?? null,
        expiresAt,
      });
      if (direct)
        return {
          mode: 'presigned' as const,
          uploadUrl: direct.url,
          method: 'PUT' as const,
          headers: { 'Content-Type': contentType!, 'Content-Length': String(size) },
          key: direct.key,
          confirmToken: token,
          ...limits,
        };
      return { mode: 'signed' as const, uploadUrl: `cloudeFile/file/signedUpload/${token}`, ...limits };
    },

    /** An upload to an address: its one file, kept for the member who asked for the address. */
    async signedUpload(token: string, request: FastifyRequest) {
      const address = await addressOf(token);
      if (address.key) throw invalid(); // a bucket's address is confirmed, not uploaded to
      if (!(await addresses.claim(address.tokenHash))) throw new AppError(ErrorCodes.uploadAddressUsed);
      try {
        return await storedFiles.upload(request, address, policyOf(address.purpose));
      } catch (error) {
        await addresses.release(address.tokenHash);
        throw error;
      }
    },

    /** The file put into the bucket at a presigned address: checked like an upload, then kept for who asked for it. */
    async confirmUpload(token: string, name: string | undefined) {
      const address = await addressOf(token);
      if (!address.key) throw invalid();
      return storedFiles.adopt(address.key, address, policyOf(address.purpose), name ?? '');
    },
  };
}
