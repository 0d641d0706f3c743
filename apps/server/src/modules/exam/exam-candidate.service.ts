import { collectProblems } from '@cloud-exam/contract/exam/collect-info';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import {
  admissionNumber,
  admissionRuleOf,
  admissionStem,
  type EditLockReason,
  type examCandidateApi,
  ENCLOSURE_MAX_BYTES,
  ENCLOSURE_TYPES,
  EXAM_CANDIDATE_COLUMNS,
  PHOTO_IMPORT_KIND,
  PHOTO_MAX_BYTES,
  PHOTO_ZIP_ENTRIES_MAX,
  PHOTO_ZIP_MAX_BYTES,
  type SignedUploadPurpose,
} from '@cloud-exam/contract/exam/exam-candidate';
import { CANDIDATE_NAME_MAX } from '@cloud-exam/contract/org/candidate';
import { storedFileUrl, UPLOAD_PURPOSES } from '@cloud-exam/contract/files/stored-file';
import type { Language } from '@cloud-exam/contract/languages';
import {
  type Validation,
  validateIdNumber,
  validateLength,
  validateOptionalEmail,
  validateOptionalMobile,
} from '@cloud-exam/contract/validators';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { uploadedFile } from '../../http/upload';
import type { Clock } from '../../lib/clock';
import { NO_PASSWORD } from '../../lib/crypto';
import { sheetFormat } from '../../lib/sheet-import';
import { ArchiveRefused, openZip } from '../../lib/zip-reader';
import { changedFields, recordAudit } from '../audit';
import type { StoredFiles } from '../files';
import type { ImportReport } from '@cloud-exam/contract/sheet';
import type { FileImportSpec, ImportSpec } from '../jobs';
import { candidateRepo, deptRepo, dictItemsOf, type NewCandidate, normalisePath, pathsOf } from '../org';
import { toCollectField } from './collect-info.repo';
import { type ExamCandidateRow, examCandidateRepo } from './exam-candidate.repo';
import { type ExamBase, examRepo } from './exam.repo';

type Input = Inputs<typeof examCandidateApi>;
type Keeper = { officeId: string; userId: string };

const CERTIFICATE_TYPES = 'certificate_type';
const TOKEN_MINUTES = 10;
/** The import's progress once the file's accounts and numbers have been looked up; its rows' checks then report every PROGRESS_ROWS rows. */
const LOOKED_UP = 0.2;
const PROGRESS_ROWS = 500;
/** Pictures of a photo zip kept together (their bytes, at most the reader's budget, held meanwhile). */
const PHOTOS_AT_ONCE = 500;
const normaliseId = (idNumber: string) => idNumber.trim().toUpperCase();
const check = (invalid: Validation) => {
  if (invalid) throw new AppError(invalid.code, invalid.params);
};

export const candidateSheet = sheetFormat('candidates', EXAM_CANDIDATE_COLUMNS, {
  certType: 22,
  idNumber: 22,
  dept: 30,
  admissionNumber: 22,
});

/** The first answer that names no field of the exam's information form (the answers' rules are `collectProblems`'). */
function unknownField(fieldIds: Set<string>, collected: Record<string, unknown>): string | undefined {
  return Object.keys(collected).find((key) => !fieldIds.has(key));
}

/** An answer as comparable text: objects' keys in order (stored JSON comes back with its keys reordered), nothing as null. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : (v ?? null);
const sameAnswer = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Whether an exam's candidates' information may change: unpublished, or published and its window not begun. */
export function editLock(exam: Pick<ExamBase, 'published' | 'beginAt' | 'endAt'>, now: number): EditLockReason | undefined {
  if (!exam.published || exam.beginAt.getTime() > now) return undefined;
  return exam.endAt.getTime() < now ? 'examEnded' : 'examInProgress';
}

/** An entry name that could step outside where it is unpacked: `..` anywhere, or an absolute or drive path. */
export const unsafeEntryName = (name: string) => /^[/\\]|^[A-Za-z]:/.test(name) || name.split(/[/\\]/).some((part) => part === '..');

export type ExamCandidateDeps = {
  db: Db;
  now: Clock;
  storedFiles: StoredFiles;
  /** Signs the browser's upload addresses (getBucketTempCredential). */
  uploadSecret: Buffer;
  /** The largest photo zip (100 MB; a test makes it small). */
  photoZipMaxBytes?: number;
  /** A photo zip's pictures kept together, the job's progress told after each batch (PHOTOS_AT_ONCE; a test makes it few). */
  photosAtOnce?: number;
};

/**
 * An exam's candidates: added from accounts or new people, admission numbers by the exam's rule, removal while
 * unpublished, the information form's answers while the exam allows, photos one by one or from a zip, the import.
 * Every write is audited with the exam candidate as its target, which is the candidate's history.
 */
export function createExamCandidateService({
  db,
  now,
  storedFiles,
  uploadSecret,
  photoZipMaxBytes = PHOTO_ZIP_MAX_BYTES,
  photosAtOnce = PHOTOS_AT_ONCE,
}: ExamCandidateDeps) {
  const examOf = async (tenant: Tenant, id: string) => {
    const row = await examRepo(db, tenant).findBase(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };
  /** Candidates join an exam until it ends: after, nobody could sit it (41300607). */
  const joinable = async (tenant: Tenant, id: string) => {
    const exam = await examOf(tenant, id);
    if (exam.endAt.getTime() < now()) throw new AppError(ErrorCodes.examEnded);
    return exam;
  };
  /** A photo zip's refusal as the catalogue names it: past the reader's budget (a bomb) as too large, else unreadable. */
  const zipRefusal = (e: ArchiveRefused) =>
    new AppError(e.reason === 'tooLarge' ? ErrorCodes.photoImportTooLarge : ErrorCodes.photoZipUnreadable);
  /** A photo zip's directory, read and checked: not a zip, too large unpacked or an unsafe name refuses it all. */
  const openPhotoZip = (data: Buffer) => {
    let zip: ReturnType<typeof openZip>;
    try {
      zip = openZip(data, { maxUnpackedBytes: photoZipMaxBytes * 2, maxParts: PHOTO_ZIP_ENTRIES_MAX });
    } catch (e) {
      throw e instanceof ArchiveRefused ? zipRefusal(e) : e;
    }
    const unsafe = zip.rawNames().find(unsafeEntryName);
    if (unsafe !== undefined) throw new AppError(ErrorCodes.photoZipEntryUnsafe, { name: unsafe.slice(0, 100) });
    return zip;
  };
  const candidateOf = async (tenant: Tenant, id: string) => {
    const row = await examCandidateRepo(db, tenant).find(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };
  const certCodesOf = async (tenant: Tenant, lang: Language) =>
    (await dictItemsOf(db, tenant, [CERTIFICATE_TYPES], lang, false))[CERTIFICATE_TYPES] ?? [];
  const audit = (tx: Db, tenant: Tenant, action: string, c: { id: string; name: string }, detail?: Record<string, unknown>) =>
    recordAudit(tx, tenant.actor, {
      action: `examCandidate.${action}`,
      targetType: 'examCandidate',
      targetId: c.id,
      targetName: c.name,
      detail,
    });

  /** `count` new admission numbers by the exam's rule, after the greatest it has given, none of `avoid`. */
  async function nextNumbers(tenant: Tenant, exam: ExamBase, count: number, avoid: Set<string> = new Set()) {
    const rule = admissionRuleOf(exam.admissionRule);
    const stem = admissionStem(rule, exam.beginAt);
    const greatest = await examCandidateRepo(db, tenant).greatestNumber(exam.id, stem, rule.serialDigits);
    let serial = Math.max(rule.start, greatest ? Number(greatest.slice(stem.length)) + 1 : rule.start);
    const numbers: string[] = [];
    while (numbers.length < count) {
      const number = admissionNumber(rule, exam.beginAt, serial++);
      if (number === undefined) throw new AppError(ErrorCodes.admissionSerialExhausted);
      if (!avoid.has(number)) numbers.push(number);
    }
    return numbers;
  }

  const deptChecked = async (tenant: Tenant, deptId: string | undefined | null) => {
    if (deptId && !(await deptRepo(db, tenant).findOne(deptId))) throw new AppError(ErrorCodes.notFound);
    return deptId || null;
  };

  const toCandidate = (r: ExamCandidateRow) => ({
    id: r.id,
    examId: r.examId,
    candidateId: r.candidateId,
    ...r.account,
    admissionNumber: r.admissionNumber,
    deptId: r.deptId,
    deptName: r.deptName,
    photo: r.photoKey,
    photoUrl: storedFileUrl(r.photoKey),
    enrollId: r.enrollId,
    orderNo: r.orderNo,
    createTime: r.createdAt.toISOString(),
  });

  const seatsOf = async (tenant: Tenant, id: string) =>
    (await examCandidateRepo(db, tenant).seats(id)).map((s) => ({
      sessionId: s.sessionId,
      sessionName: s.sessionName,
      subjectName: s.subjectName,
      beginDate: s.beginAt.toISOString(),
      endDate: s.endAt.toISOString(),
      roomId: s.roomId,
      roomName: s.roomName,
      seat: s.seat,
    }));

  /** An upload's token: institution, member, purpose and expiry, signed; short enough for a path segment. */
  const sign = (body: string) => createHmac('sha256', uploadSecret).update(body).digest().subarray(0, 16).toString('base64url');
  const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
  const uuidOf = (b64: string) => {
    const hex = Buffer.from(b64, 'base64url').toString('hex');
    return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : '';
  };
  const PURPOSE_CODES: Record<SignedUploadPurpose, string> = { image: 'i', photo: 'p', enclosure: 'e' };

  const imagePolicy = (purpose: 'image') => ({
    purpose,
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
  const policyOf = (purpose: SignedUploadPurpose) => (purpose === 'enclosure' ? enclosurePolicy() : imagePolicy('image'));
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
    /** Refuses an import into an exam that has ended before its file is read. */
    joinable: async (tenant: Tenant, examId: string) => void (await joinable(tenant, examId)),
    async page(tenant: Tenant, input: Input['page']) {
      await examOf(tenant, input.examId);
      const page = await examCandidateRepo(db, tenant).page(input);
      return { ...page, records: page.records.map((r) => toCandidate(r as ExamCandidateRow)) };
    },

    async accounts(tenant: Tenant, { keyword }: Input['accounts']) {
      const page = await candidateRepo(db, tenant).page({ keyword, current: 1, size: 20 });
      return page.records.map((c) => ({
        id: c.id,
        name: c.name,
        certType: c.certType,
        idNumber: c.idNumber,
        mobile: c.mobile,
        email: c.email,
      }));
    },

    async add(tenant: Tenant, input: Input['add'], lang: Language) {
      const exam = await joinable(tenant, input.examId);
      const accounts = candidateRepo(db, tenant);
      let accountId = input.candidateId;
      let name: string;
      let newAccount: NewCandidate | undefined;
      if (accountId) {
        const found = await accounts.findOne(accountId);
        if (!found) throw new AppError(ErrorCodes.notFound);
        name = found.name;
      } else {
        if (!input.name || !input.certType || !input.idNumber) throw new AppError(ErrorCodes.candidateFieldsMissing);
        const codes = new Set((await certCodesOf(tenant, lang)).map((t) => t.code));
        check(validateLength(input.name, 1, CANDIDATE_NAME_MAX));
        if (!codes.has(input.certType)) throw new AppError(ErrorCodes.certificateTypeUnknown);
        check(validateIdNumber(input.certType, input.idNumber));
        check(validateOptionalMobile(input.mobile));
        check(validateOptionalEmail(input.email));
        const clashes = await accounts.clashes([normaliseId(input.idNumber)], input.mobile ? [input.mobile] : []);
        const idKey = normaliseId(input.idNumber);
        const same = clashes.find((c) => normaliseId(c.idNumber) === idKey);
        name = input.name;
        if (same) accountId = same.id;
        else if (clashes.length) throw new AppError(ErrorCodes.candidateMobileTaken);
        else
          newAccount = {
            name: input.name,
            certType: input.certType,
            idNumber: input.idNumber,
            mobile: input.mobile ?? null,
            email: input.email ?? null,
            passwordHash: NO_PASSWORD,
          };
      }
      const repo = examCandidateRepo(db, tenant);
      if (accountId && (await repo.accountsIn(exam.id, [accountId])).size) throw new AppError(ErrorCodes.candidateInExam);
      const deptId = await deptChecked(tenant, input.deptId);
      let number = input.admissionNumber;
      if (number) {
        if ((await repo.numbersTaken(exam.id, [number])).size) throw new AppError(ErrorCodes.admissionNumberTaken, { number });
      } else [number] = await nextNumbers(tenant, exam, 1);
      const added = db.transaction(async (tx) => {
        if (newAccount) {
          accountId = (await candidateRepo(tx, tenant).insert(newAccount)).id;
          await recordAudit(tx, tenant.actor, { action: 'candidate.add', targetType: 'candidate', targetId: accountId, targetName: name });
        }
        const txRepo = examCandidateRepo(tx, tenant);
        const row = await txRepo.insert({
          examId: exam.id,
          candidateId: accountId!,
          admissionNumber: number!,
          deptId,
          orderNo: await txRepo.nextOrderNo(exam.id),
          createdBy: tenant.userId,
        });
        await audit(tx, tenant, 'add', { id: row.id, name }, { exam: exam.name, admissionNumber: number });
        return { id: row.id, admissionNumber: number! };
      });
      // Two adds at once may take the same number (or account): the database's unique keys decide, the loser is told.
      return added.catch((e: unknown) => {
        const constraint = uniqueViolation(e);
        if (constraint === 'exam_candidates_exam_admission_key') throw new AppError(ErrorCodes.admissionNumberTaken, { number: number! });
        if (constraint === 'exam_candidates_exam_candidate_key') throw new AppError(ErrorCodes.candidateInExam);
        throw e;
      });
    },

    async admissionRule(tenant: Tenant, { id }: Input['admissionRule']) {
      const exam = await examOf(tenant, id);
      const rule = admissionRuleOf(exam.admissionRule);
      return { ...rule, example: admissionNumber(rule, exam.beginAt, rule.start) ?? '' };
    },

    async saveAdmissionRule(tenant: Tenant, { id, ...rule }: Input['saveAdmissionRule']) {
      const exam = await examOf(tenant, id);
      if (admissionNumber(rule, exam.beginAt, rule.start) === undefined) throw new AppError(ErrorCodes.admissionSerialExhausted);
      await db.transaction(async (tx) => {
        await examRepo(tx, tenant).update(id, { admissionRule: rule, updatedAt: new Date(now()), updatedBy: tenant.userId });
        await recordAudit(tx, tenant.actor, {
          action: 'exam.admissionRule',
          targetType: 'exam',
          targetId: id,
          targetName: exam.name,
          detail: rule,
        });
      });
      return null;
    },

    async remove(tenant: Tenant, { examId, ids }: Input['remove']) {
      const exam = await examOf(tenant, examId);
      const rows = await examCandidateRepo(db, tenant).ofExam(examId, ids);
      if (rows.length !== new Set(ids).size) throw new AppError(ErrorCodes.notFound);
      if (exam.published) throw new AppError(ErrorCodes.examCandidatesLocked);
      await db.transaction(async (tx) => {
        await examCandidateRepo(tx, tenant).remove(ids);
        await recordAudit(
          tx,
          tenant.actor,
          rows.map((r) => ({
            action: 'examCandidate.delete',
            targetType: 'examCandidate',
            targetId: r.id,
            targetName: r.admissionNumber,
            detail: { exam: exam.name },
          })),
        );
      });
      return null;
    },

    async info(tenant: Tenant, { id }: Input['info']) {
      const row = await candidateOf(tenant, id);
      const exam = await examOf(tenant, row.examId);
      const repo = examCandidateRepo(db, tenant);
      const lock = editLock(exam, now());
      return {
        ...toCandidate(row),
        examName: exam.name,
        collected: row.collected,
        fields: (await repo.collectFields(exam.id)).map(toCollectField),
        seats: await seatsOf(tenant, row.id),
        history: (await repo.history(row.id)).map((h) => ({
          id: String(h.id),
          action: h.action,
          username: h.username,
          createTime: h.createdAt.toISOString(),
          detail: h.detail ?? null,
        })),
        editable: !lock,
        ...(lock ? { editReason: lock } : {}),
      };
    },

    async updateInfo(tenant: Tenant, input: Input['updateInfo']) {
      const row = await candidateOf(tenant, input.id);
      const exam = await examOf(tenant, row.examId);
      if (editLock(exam, now())) throw new AppError(ErrorCodes.candidateInfoLocked);
      const fields = (await examCandidateRepo(db, tenant).collectFields(exam.id)).map(toCollectField);
      // Answers the call does not name stay as they were (a hidden field's, or all when only the photo changes).
      const collected = { ...row.collected, ...input.collected };
      const unknown = unknownField(new Set(fields.map((f) => f.id)), input.collected ?? {});
      if (unknown) throw new AppError(ErrorCodes.collectFieldUnknown, { field: unknown });
      // a read-only field (editable 0) keeps its answer: it may be sent back as it was, not changed
      const readOnly = fields.find(
        (f) => f.editable !== 1 && input.collected && f.id in input.collected && !sameAnswer(input.collected[f.id], row.collected[f.id]),
      );
      if (readOnly) throw new AppError(ErrorCodes.collectFieldReadOnly, { title: readOnly.title });
      const [problem] = input.collected ? collectProblems(fields, collected) : [];
      if (problem) throw new AppError(problem.code, problem.params);
      if (input.photo && !(await storedFiles.isOwnPicture(tenant.officeId, input.photo))) throw new AppError(ErrorCodes.notFound);
      const changes = {
        collected,
        ...(input.photo !== undefined ? { photoKey: input.photo } : {}),
        ...(input.deptId !== undefined ? { deptId: await deptChecked(tenant, input.deptId) } : {}),
      };
      await db.transaction(async (tx) => {
        await examCandidateRepo(tx, tenant).update(row.id, { ...changes, updatedAt: new Date(now()) });
        const before = { collected: row.collected, photoKey: row.photoKey, deptId: row.deptId };
        await audit(tx, tenant, 'edit', { id: row.id, name: row.account.name }, changedFields(before, { ...before, ...changes }));
      });
      return null;
    },

    async isEditable(tenant: Tenant, { examId }: Input['isEditable']) {
      const lock = editLock(await examOf(tenant, examId), now());
      return lock ? { editable: false, reason: lock } : { editable: true };
    },

    async monitoring(tenant: Tenant, { examId, candidateId }: Input['monitoring']) {
      await examOf(tenant, examId);
      const row = await examCandidateRepo(db, tenant).findInExam(examId, candidateId);
      if (!row) throw new AppError(ErrorCodes.notFound);
      return {
        examCandidateId: row.id,
        name: row.account.name,
        admissionNumber: row.admissionNumber,
        idNumber: row.account.idNumber,
        photoUrl: storedFileUrl(row.photoKey),
        seats: await seatsOf(tenant, row.id),
        state: 'notStarted' as const,
      };
    },

    async validByEnroll(tenant: Tenant, { enrollId }: Input['validByEnroll']) {
      const exams = (await examCandidateRepo(db, tenant).examsOfEnroll(enrollId)).map((e) => ({
        examId: e.id,
        examName: e.name,
        endDate: e.endAt.toISOString(),
        valid: e.endAt.getTime() > now(),
      }));
      return { valid: exams.every((e) => e.valid), exams };
    },

    /** A photo upload; with `examCandidateId` in the query it becomes that candidate's photo (while editable). */
    async uploadPhoto(tenant: Tenant, request: FastifyRequest, examCandidateId: string | undefined) {
      const row = examCandidateId ? await candidateOf(tenant, examCandidateId) : undefined;
      if (row && editLock(await examOf(tenant, row.examId), now())) throw new AppError(ErrorCodes.candidateInfoLocked);
      const file = await storedFiles.upload(request, tenant, imagePolicy('image'));
      if (row)
        await db.transaction(async (tx) => {
          await examCandidateRepo(tx, tenant).setPhoto(row.id, file.key, new Date(now()));
          await audit(tx, tenant, 'photo', { id: row.id, name: row.account.name });
        });
      return file;
    },

    enrollPhoto: (tenant: Tenant, request: FastifyRequest) => storedFiles.upload(request, tenant, imagePolicy('image')),
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

    /**
     * The upload of a zip of photos, checked before its job is queued: the exam open to changes, the upload read as
     * it arrives and refused past the limit, the archive's directory readable and every name safe (a `..` or
     * absolute name refuses it all). Answers its bytes, for `photoImportSpec`'s job.
     */
    async photoZip(tenant: Tenant, examId: string, request: FastifyRequest) {
      const exam = await examOf(tenant, examId);
      if (editLock(exam, now())) throw new AppError(ErrorCodes.candidateInfoLocked);
      const upload = await uploadedFile(request, photoZipMaxBytes, new AppError(ErrorCodes.photoImportTooLarge));
      if (!upload) throw new AppError(ErrorCodes.uploadMissing);
      openPhotoZip(upload.data);
      return upload.data;
    },

    /**
     * A zip of photos named `<certificate number>.<ext>` or `<admission number>.<ext>` (the jobs kit runs it, the
     * upload checked by `photoZip`): each picture is inflated alone within the reader's budget, told by its content
     * and kept, PHOTOS_AT_ONCE at a time, the progress told after each; the matched candidates' photos are set with
     * the job's end. The report names every picture not taken and why.
     */
    photoImportSpec: {
      kind: PHOTO_IMPORT_KIND,
      async run({ tenant, lang, params, progress }, file) {
        const exam = await examOf(tenant, params.examId ?? '');
        if (editLock(exam, now())) throw new AppError(ErrorCodes.candidateInfoLocked);
        const zip = openPhotoZip(file);
        const candidates = await examCandidateRepo(db, tenant).photoKeys(exam.id);
        const byId = new Map(candidates.map((c) => [c.idNumber, c]));
        const byNumber = new Map(candidates.map((c) => [c.admissionNumber.toUpperCase(), c]));
        type Entry = { name: string; base: string; candidate?: (typeof candidates)[number]; stem: string };
        const entries: Entry[] = [];
        for (const name of zip.rawNames()) {
          const base = name.split(/[/\\]/).pop() ?? '';
          if (!base || name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('.')) continue;
          const stem = base
            .replace(/\.[^.]*$/, '')
            .trim()
            .toUpperCase();
          entries.push({ name, base, stem, candidate: byId.get(stem) ?? byNumber.get(stem) });
        }
        // The pictures are kept PHOTOS_AT_ONCE at a time: inflated, then told, deduplicated and stored together.
        const keys: (string | undefined)[] = [];
        const wanted = entries.flatMap((entry, at) => (entry.candidate ? [at] : []));
        const keeper = { officeId: tenant.officeId, userId: tenant.userId };
        for (let i = 0; i < wanted.length; i += photosAtOnce) {
          const batch = wanted.slice(i, i + photosAtOnce);
          const pictures: Buffer[] = [];
          try {
            for (const at of batch) pictures.push(await zip.bytes(entries[at]!.name));
          } catch (e) {
            throw e instanceof ArchiveRefused ? zipRefusal(e) : e;
          }
          // A picture past PHOTO_MAX_BYTES (the image upload's limit) is refused as one that is none.
          const kept = await storedFiles.keepPictures(keeper, pictures);
          batch.forEach((at, n) => (keys[at] = kept[n]?.key));
          await progress((i + batch.length) / wanted.length);
        }
        const errors: ImportReport['errors'] = [];
        const matched = new Map<string, { key: string; name: string }>();
        entries.forEach(({ name, base, stem, candidate }, at) => {
          const key = keys[at];
          const row = at + 1;
          if (!candidate) errors.push({ row, column: name, reason: errorMessage(ErrorCodes.photoNotMatched, lang, { name: stem }) });
          else if (!key) errors.push({ row, column: name, reason: errorMessage(ErrorCodes.photoNotImage, lang, { name: base }) });
          else matched.set(candidate.id, { key, name: candidate.name });
        });
        const write = async (tx: Db) => {
          if (!matched.size) return;
          await examCandidateRepo(tx, tenant).setPhotos(
            [...matched].map(([id, { key }]) => ({ id, photoKey: key })),
            new Date(now()),
          );
          const audited = [...matched].map(([id, { name }]) => ({
            action: 'examCandidate.photo',
            targetType: 'examCandidate',
            targetId: id,
            targetName: name,
          }));
          for (let i = 0; i < audited.length; i += 1000) await recordAudit(tx, tenant.actor, audited.slice(i, i + 1000));
        };
        return { report: { total: entries.length, imported: matched.size, errors }, write };
      },
    } satisfies FileImportSpec,

    template(lang: Language) {
      const example =
        lang === 'zh'
          ? ['张三', '居民身份证', '11010519491231002X', '13800138000', '', '', '']
          : ['Zhang San', 'Mainland ID card', '11010519491231002X', '13800138000', '', '', ''];
      return candidateSheet.write(lang, [example]);
    },

    /**
     * The candidate import (the jobs kit runs it): every row checked against the file, the exam and the accounts;
     * one bad row and nothing is written. A row's certificate number links an existing account, else one is made.
     */
    importSpec: {
      kind: 'examCandidate.import',
      format: candidateSheet,
      async prepare({ tenant, lang, params, progress }, rows, report) {
        const exam = await joinable(tenant, params.examId ?? '');
        const types = await certCodesOf(tenant, lang);
        const certCodes = new Set(types.map((t) => t.code));
        const codeOf = new Map(types.flatMap((t) => [[t.code, t.code] as const, [t.name, t.code] as const]));
        const deptByPath = new Map([...pathsOf(await deptRepo(db, tenant).nodes())].map(([id, path]) => [path, id]));
        const ids = rows.map((r) => normaliseId(r.cells.idNumber)).filter(Boolean);
        const mobiles = rows.map((r) => r.cells.mobile).filter(Boolean);
        const existing = await candidateRepo(db, tenant).clashes(ids, mobiles);
        const accountById = new Map(existing.map((c) => [normaliseId(c.idNumber), c]));
        const mobileOwner = new Map(existing.filter((c) => c.mobile).map((c) => [c.mobile!, normaliseId(c.idNumber)]));
        const repo = examCandidateRepo(db, tenant);
        const inExam = await repo.idNumbersIn(exam.id, ids);
        const given = rows.map((r) => r.cells.admissionNumber.trim()).filter(Boolean);
        const taken = await repo.numbersTaken(exam.id, given);
        const seenIds = new Set<string>();
        const seenMobiles = new Set<string>();
        const seenNumbers = new Set<string>();
        type Accepted = { account: NewCandidate; accountId?: string; number?: string; deptId: string | null };
        const accepted: Accepted[] = [];
        await progress(LOOKED_UP);
        for (const [at, { row, cells }] of rows.entries()) {
          if (at && at % PROGRESS_ROWS === 0) await progress(LOOKED_UP + ((1 - LOOKED_UP) * at) / rows.length);
          const before = report.count();
          const certType = codeOf.get(cells.certType) ?? cells.certType;
          if (!cells.name) report.fail(row, 'name', ErrorCodes.fieldRequired, { title: candidateSheet.label('name', lang) });
          else report.check(row, 'name', validateLength(cells.name, 1, CANDIDATE_NAME_MAX));
          if (!certCodes.has(certType)) report.fail(row, 'certType', ErrorCodes.certificateTypeUnknown);
          else report.check(row, 'idNumber', validateIdNumber(certType, cells.idNumber));
          report.check(row, 'mobile', validateOptionalMobile(cells.mobile));
          report.check(row, 'email', validateOptionalEmail(cells.email));
          const idKey = normaliseId(cells.idNumber);
          if (idKey && seenIds.has(idKey)) report.fail(row, 'idNumber', ErrorCodes.duplicateInFile);
          else if (idKey && inExam.has(idKey)) report.fail(row, 'idNumber', ErrorCodes.candidateInExam);
          if (cells.mobile) {
            const owner = mobileOwner.get(cells.mobile);
            if (seenMobiles.has(cells.mobile)) report.fail(row, 'mobile', ErrorCodes.duplicateInFile);
            else if (owner && owner !== idKey) report.fail(row, 'mobile', ErrorCodes.candidateMobileTaken);
          }
          const number = cells.admissionNumber.trim();
          if (number) {
            if (number.length > 40) report.fail(row, 'admissionNumber', ErrorCodes.fieldLength, { min: 1, max: 40 });
            else if (seenNumbers.has(number)) report.fail(row, 'admissionNumber', ErrorCodes.duplicateInFile);
            else if (taken.has(number)) report.fail(row, 'admissionNumber', ErrorCodes.admissionNumberTaken, { number });
            seenNumbers.add(number);
          }
          const deptPath = normalisePath(cells.dept);
          const deptId = deptPath ? deptByPath.get(deptPath) : undefined;
          if (deptPath && !deptId) report.fail(row, 'dept', ErrorCodes.deptUnknown, { name: deptPath });
          if (idKey) seenIds.add(idKey);
          if (cells.mobile) seenMobiles.add(cells.mobile);
          if (report.count() === before)
            accepted.push({
              account: {
                name: cells.name.trim(),
                certType,
                idNumber: cells.idNumber.trim(),
                mobile: cells.mobile || null,
                email: cells.email || null,
                passwordHash: NO_PASSWORD,
              },
              accountId: accountById.get(idKey)?.id,
              number: number || undefined,
              deptId: deptId ?? null,
            });
        }
        if (report.count()) return [];
        const numbers = await nextNumbers(tenant, exam, accepted.filter((a) => !a.number).length, seenNumbers);
        let next = 0;
        return accepted.map((a) => ({ ...a, number: a.number ?? numbers[next++]! }));
      },
      async write(tx, { tenant, params }, values) {
        const examId = params.examId!;
        const enrollId = params.enrollId || null;
        const accounts = candidateRepo(tx, tenant);
        const fresh = values.filter((v) => !v.accountId);
        for (let i = 0; i < fresh.length; i += 500) {
          const made = await accounts.insertMany(fresh.slice(i, i + 500).map((v) => v.account));
          made.forEach((m, j) => (fresh[i + j]!.accountId = m.id));
        }
        const repo = examCandidateRepo(tx, tenant);
        const first = await repo.nextOrderNo(examId);
        const made = await repo.insertImported(
          examId,
          values.map((v, i) => ({ candidateId: v.accountId!, admissionNumber: v.number, deptId: v.deptId, orderNo: first + i })),
          { enrollId, createdBy: tenant.userId },
        );
        const nameOf = new Map(values.map((v) => [v.accountId!, v.account.name]));
        for (let i = 0; i < made.length; i += 1000)
          await recordAudit(
            tx,
            tenant.actor,
            made.slice(i, i + 1000).map((m) => ({
              action: 'examCandidate.import',
              targetType: 'examCandidate',
              targetId: m.id,
              targetName: nameOf.get(m.candidateId)!,
            })),
          );
        if (fresh.length)
          await recordAudit(tx, tenant.actor, { action: 'candidate.import', targetType: 'candidate', detail: { imported: fresh.length } });
      },
    } satisfies ImportSpec<
      typeof EXAM_CANDIDATE_COLUMNS,
      { account: NewCandidate; accountId?: string; number: string; deptId: string | null }
    >,
  };
}
