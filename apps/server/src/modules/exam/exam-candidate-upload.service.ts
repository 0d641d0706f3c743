import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
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
import type { ExamDeps } from './exam.deps';

type Input = Inputs<typeof examCandidateApi>;
type Keeper = { officeId: string; userId: string };

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
const policyOf = (purpose: SignedUploadPurpose) => (purpose === 'enclosure' ? enclosurePolicy() : imagePolicy());
const PURPOSE_CODES: Record<SignedUploadPurpose, string> = { image: 'i', photo: 'p', enclosure: 'e' };

/**
 * Uploads of the enrolment forms and of the browser: the enrolment's picture and attachment, short-lived signed
 * addresses (getBucketTempCredential) — straight into the bucket when the store presigns, else through this server —
 * and the upload to such an address, for whoever holds it until it expires.
 */
export function createExamCandidateUploads({ now, storedFiles, uploadSecret }: Pick<ExamDeps, 'now' | 'storedFiles' | 'uploadSecret'>) {
  /** An upload's token: institution, member, purpose and expiry, signed; short enough for a path segment. */
  const sign = (body: string) => createHmac('sha256', uploadSecret).update(body).digest().subarray(0, 16).toString('base64url');
  const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
  const uuidOf = (b64: string) => {
    const hex = Buffer.from(b64, 'base64url').toString('hex');
    return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : '';
  };
  /** What a token of `fields` signed fields names (institution, member, purpose, expiry [, key]), if unaltered and unexpired. */
  const signedBy = (token: string, fields: 4 | 5) => {
    const parts = token.split('.');
    const [office, user, code, expires, key] = parts;
    const signature = parts[fields];
    const valid =
      parts.length === fields + 1 &&
      !!signature &&
      Buffer.from(signature, 'base64url').length === 16 &&
      timingSafeEqual(Buffer.from(signature, 'base64url'), Buffer.from(sign(parts.slice(0, fields).join('.')), 'base64url')) &&
      parseInt(expires!, 36) * 1000 > now();
    const purpose = (Object.keys(PURPOSE_CODES) as SignedUploadPurpose[]).find((p) => PURPOSE_CODES[p] === code);
    const keeper: Keeper = { officeId: uuidOf(office ?? ''), userId: uuidOf(user ?? '') };
    if (!valid || !purpose || !keeper.officeId || !keeper.userId) throw new AppError(ErrorCodes.uploadTokenInvalid);
    return { keeper, purpose, key: fields === 5 ? key : undefined };
  };

  return {
    enrollPhoto: (tenant: Tenant, request: FastifyRequest) => storedFiles.upload(request, tenant, imagePolicy()),
    enrollEnclosure: (tenant: Tenant, request: FastifyRequest) => storedFiles.upload(request, tenant, enclosurePolicy()),

    async tempCredential(tenant: Tenant, { purpose, size, contentType }: Input['tempCredential']) {
      const expires = Math.floor(now() / 1000) + TOKEN_MINUTES * 60;
      const body = `${uuidBytes(tenant.officeId)}.${uuidBytes(tenant.userId)}.${PURPOSE_CODES[purpose]}.${expires.toString(36)}`;
      const policy = policyOf(purpose);
      const limits = { expireTime: new Date(expires * 1000).toISOString(), maxBytes: policy.maxBytes, types: [...policy.types] };
      const direct = size && contentType ? await storedFiles.presign(policy, { size, contentType }, TOKEN_MINUTES * 60) : undefined;
      if (direct) {
        // The confirmation's token names the key too: only who was handed this address may claim its file.
        const confirmed = `${body}.${direct.key}`;
        return {
          mode: 'presigned' as const,
          uploadUrl: direct.url,
          method: 'PUT' as const,
          headers: { 'Content-Type': contentType!, 'Content-Length': String(size) },
          key: direct.key,
          confirmToken: `${confirmed}.${sign(confirmed)}`,
          ...limits,
        };
      }
      return { mode: 'signed' as const, uploadUrl: `cloudeFile/file/signedUpload/${body}.${sign(body)}`, ...limits };
    },

    /** An upload to a signed address: the token names who and what, and must be unaltered and unexpired. */
    async signedUpload(token: string, request: FastifyRequest) {
      const { keeper, purpose } = signedBy(token, 4);
      return storedFiles.upload(request, keeper, policyOf(purpose));
    },

    /** A file put into the bucket at a presigned address: checked like an upload, then kept for who was handed it. */
    async confirmUpload(token: string, name: string | undefined) {
      const { keeper, purpose, key } = signedBy(token, 5);
      return storedFiles.adopt(key!, keeper, policyOf(purpose), name ?? '');
    },
  };
}
