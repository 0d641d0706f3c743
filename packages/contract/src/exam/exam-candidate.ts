import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs, publicAccess } from '../endpoint';
import { id, idOnly, optionalId, optionalText, pageOf, pageParams } from '../fields';
import { importStartSchema } from '../files/import-job';
import { storedFileSchema } from '../files/stored-file';
import { CANDIDATE_COLUMNS, CANDIDATE_NAME_MAX, candidateAccountBriefSchema } from '../org/candidate';
import type { ColumnLabel } from '../sheet';
import { zonedDateTime } from '../time-zone';
import { collectFieldSchema } from './collect-info';

/**
 * An exam's candidates (/examination/detail/add/:id, authority gl_kw): the institution's candidate accounts taken
 * into one exam, each with an admission number unique in the exam (made by the exam's rule unless given), a
 * department, a photo and the answers of the exam's information form. Added one by one (an existing account or a
 * new one), imported from a spreadsheet, with their photos from a zip.
 *
 * Personal data: the ID number, mobile and e-mail of a candidate (and the form's answers of those kinds) are answered
 * masked by every read (contract/personal-data.ts) unless the caller holds gl_kw_pii and their organisation data rights
 * cover the candidate's department (all departments, for a candidate without one); `personal` shows one candidate's
 * whole, audited. Everything else — name, admission number, department, photo — every gl_kw member sees of every
 * candidate: an exam is run as a whole.
 *
 * When a candidate's information may change (`isEditCandidateInfo`): while the exam is unpublished, or published
 * but its window has not begun. Once a published exam's window is open (or over) what candidates gave is frozen.
 */

const MB = 1024 * 1024;

export const ADMISSION_PREFIX_MAX = 10;
export const ADMISSION_NUMBER_MAX = 40;
export const ADMISSION_DATE_FORMATS = ['none', 'yyyyMMdd', 'yyMM'] as const;
export type AdmissionDateFormat = (typeof ADMISSION_DATE_FORMATS)[number];

export const admissionRuleSchema = z.object({
  /** Letters and digits, at most 10. */
  prefix: z
    .string()
    .trim()
    .max(ADMISSION_PREFIX_MAX)
    .regex(/^[A-Za-z0-9]*$/),
  /** The exam's first day (its begin date, in UTC+8) written after the prefix, or nothing. */
  dateFormat: z.enum(ADMISSION_DATE_FORMATS),
  serialDigits: z.coerce.number().int().min(3).max(8),
  /** The first serial number. */
  start: z.coerce.number().int().min(0).max(99_999_999),
});
export type AdmissionRule = z.infer<typeof admissionRuleSchema>;
export const DEFAULT_ADMISSION_RULE: AdmissionRule = { prefix: '', dateFormat: 'none', serialDigits: 6, start: 1 };

/** The stored rule (exams.admission_rule) read leniently: what is missing or broken falls back to the default. */
export function admissionRuleOf(stored: unknown): AdmissionRule {
  const parsed = admissionRuleSchema.safeParse({ ...DEFAULT_ADMISSION_RULE, ...(stored as object | null) });
  return parsed.success ? parsed.data : DEFAULT_ADMISSION_RULE;
}

/**
 * The part of an admission number before its serial: the prefix and the exam's first day (in the institution's time
 * zone) as the rule says.
 */
export function admissionStem(rule: AdmissionRule, examBegin: Date, timeZone: string) {
  const day = zonedDateTime(examBegin, timeZone);
  const [yyyy, mm, dd] = [day.slice(0, 4), day.slice(5, 7), day.slice(8, 10)];
  const date = rule.dateFormat === 'yyyyMMdd' ? `${yyyy}${mm}${dd}` : rule.dateFormat === 'yyMM' ? `${yyyy.slice(2)}${mm}` : '';
  return `${rule.prefix}${date}`;
}

/** Whether a serial fits the rule's digits. */
export const serialFits = (rule: AdmissionRule, serial: number) => String(serial).length <= rule.serialDigits;

/** The admission number of a serial after its stem, or undefined when the serial needs more digits than the rule has. */
export function admissionNumber(rule: AdmissionRule, stem: string, serial: number) {
  return serialFits(rule, serial) ? `${stem}${String(serial).padStart(rule.serialDigits, '0')}` : undefined;
}

export const examCandidateSchema = z.object({
  /** The exam candidate's id (not the account's). */
  id: z.string(),
  examId: z.string(),
  candidateId: z.string(),
  name: z.string(),
  certType: z.string(),
  idNumber: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  admissionNumber: z.string(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  photo: z.string().nullable(),
  photoUrl: z.string().nullable(),
  enrollId: z.string().nullable(),
  orderNo: z.number().int(),
  createTime: z.string(),
});
export type ExamCandidate = z.infer<typeof examCandidateSchema>;

/** What `personal` answers: the values the pages show masked, whole. */
export const examCandidatePersonalSchema = z.object({
  idNumber: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The answers of the information form's certificate number, mobile and e-mail fields (PERSONAL_COMPONENTS), by field id. */
  collected: z.record(z.string(), z.unknown()),
});
export type ExamCandidatePersonal = z.infer<typeof examCandidatePersonalSchema>;

export const candidateSeatSchema = z.object({
  sessionId: z.string(),
  sessionName: z.string(),
  subjectName: z.string().nullable(),
  beginDate: z.string(),
  endDate: z.string(),
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  seat: z.number().int().nullable(),
});
export type CandidateSeat = z.infer<typeof candidateSeatSchema>;

export const examCandidateInfoSchema = examCandidateSchema.extend({
  examName: z.string(),
  collected: z.record(z.string(), z.unknown()),
  /**
   * The exam's information form (spec §3 fields, as `queryByProjectId` answers them), to show and edit the answers
   * by with the shared renderer: hidden fields (visible 0) included, read-only ones (editable 0) shown disabled.
   */
  fields: z.array(collectFieldSchema),
  seats: z.array(candidateSeatSchema),
  history: z.array(
    z.object({ id: z.string(), action: z.string(), username: z.string().nullable(), createTime: z.string(), detail: z.unknown() }),
  ),
  editable: z.boolean(),
  editReason: z.string().optional(),
});
export type ExamCandidateInfo = z.infer<typeof examCandidateInfoSchema>;

/** Why a candidate's information cannot change now. */
export const EDIT_LOCK_REASONS = ['examInProgress', 'examEnded'] as const;
export type EditLockReason = (typeof EDIT_LOCK_REASONS)[number];

export const examCandidateAddSchema = z.object({
  examId: id,
  /** An existing account of the institution; or none and the person's fields below. */
  candidateId: optionalId,
  name: optionalText(CANDIDATE_NAME_MAX),
  certType: optionalText(20),
  idNumber: optionalText(30),
  mobile: optionalText(11),
  email: optionalText(100),
  /** Made by the exam's rule when absent. */
  admissionNumber: optionalText(ADMISSION_NUMBER_MAX),
  /** (Its own schema: one schema object used twice in a request becomes a reference the OpenAPI document lacks.) */
  deptId: z
    .union([id, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
});
export type ExamCandidateAddInput = z.input<typeof examCandidateAddSchema>;

/** The import template's columns: the account's, the department path, an optional admission number. */
export const EXAM_CANDIDATE_COLUMNS = {
  name: CANDIDATE_COLUMNS.name,
  certType: CANDIDATE_COLUMNS.certType,
  idNumber: CANDIDATE_COLUMNS.idNumber,
  mobile: CANDIDATE_COLUMNS.mobile,
  email: CANDIDATE_COLUMNS.email,
  dept: ['部门', 'Department', 'Departamento', '部門', '부서'],
  admissionNumber: ['准考证号', 'Admission number', 'Número de admisión', '受験番号', '수험번호'],
} as const satisfies Record<string, ColumnLabel>;

/** A photo zip: at most 100 MB uploaded; each picture as the image upload takes it (10 MB). */
export const PHOTO_ZIP_MAX_BYTES = 100 * MB;
export const PHOTO_MAX_BYTES = 10 * MB;
/**
 * Entries of a photo zip: a picture for each of the 10,000 candidates one spreadsheet adds, with the copies macOS
 * puts beside them (`__MACOSX/`); beyond, its directory and its report (every picture not taken) cost too much.
 */
export const PHOTO_ZIP_ENTRIES_MAX = 20_000;
/** Attachments of the enrolment form: the types (told by content) and size. */
export const ENCLOSURE_MAX_BYTES = 20 * MB;

/**
 * A photo zip's import runs as a job (files/import-job.ts), whose report reads: `total` pictures in the zip,
 * `imported` those matched to a candidate, and in `errors` each one not taken — `row` its place in the zip (from 1),
 * `column` its name in the zip, `reason` why.
 */
export const PHOTO_IMPORT_KIND = 'examCandidate.photos';

export const UPLOAD_PURPOSES_SIGNED = ['image', 'photo', 'enclosure'] as const;

export const examCandidateApi = endpoints('exam candidates', needs(Authority.exam), {
  page: {
    method: 'GET',
    path: '/gl/kw/kw/exam/candidate/page',
    summary:
      "An exam's candidates in the exam's order, searched by name, admission number, or certificate number or mobile (by a part of one only where the caller reads it whole), by department and whether they have a photo; their personal data masked unless the caller holds gl_kw_pii and data rights over their department; the total stops counting 10,000 rows past the page",
    input: z.object({
      examId: id,
      keyword: optionalText(50),
      deptId: optionalId,
      hasPhoto: z
        .enum(['true', 'false', ''])
        .optional()
        .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
      ...pageParams,
    }),
    output: pageOf(examCandidateSchema),
  },
  personal: {
    method: 'GET',
    path: '/gl/kw/kw/exam/candidate/personal',
    summary:
      "One exam candidate's personal data whole (ID number, mobile, e-mail, and the information form's answers of those kinds by field id), for a candidate within the caller's organisation data rights; every call is audited",
    access: needs(Authority.candidatePersonalData),
    input: idOnly,
    output: examCandidatePersonalSchema,
  },
  accounts: {
    method: 'GET',
    path: '/gl/kw/kw/exam/candidate/accounts',
    summary:
      "The institution's candidate accounts whose name holds the keyword or whose certificate number or mobile is it (holds it, for a holder of gl_xt or gl_kw_pii), at most 20; their personal data masked unless the caller holds gl_xt or gl_kw_pii",
    input: z.object({ keyword: optionalText(50) }),
    output: z.array(candidateAccountBriefSchema),
  },
  add: {
    method: 'POST',
    path: '/gl/kw/kw/exam/candidate/add',
    summary:
      'Add a candidate to an exam: an existing account, or a new person (their account is made, or linked when the certificate number has one); the admission number follows the rule unless given',
    input: examCandidateAddSchema,
    output: z.object({ id: z.string(), admissionNumber: z.string() }),
  },
  admissionRule: {
    method: 'GET',
    path: '/gl/kw/kw/exam/admissionRule',
    summary: "How the exam's admission numbers are made, with an example",
    input: idOnly,
    output: admissionRuleSchema.extend({ example: z.string() }),
  },
  saveAdmissionRule: {
    method: 'PUT',
    path: '/gl/kw/kw/exam/admissionRule',
    summary: "Set how the exam's admission numbers are made (numbers already given stay)",
    input: admissionRuleSchema.extend({ id }),
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/kw/kw/exam/candidate/delete',
    summary: 'Remove candidates from an unpublished exam (their accounts stay)',
    input: z.object({ examId: id, ids: z.array(id).min(1).max(500) }),
    inputAlsoInQuery: true,
    output: z.null(),
  },
  info: {
    method: 'GET',
    path: '/gl/kw/kw/exam-candidate-info/query/{id}',
    summary: "One exam candidate: account, admission number, photo, the information form's answers, seats and history",
    input: idOnly,
    output: examCandidateInfoSchema,
  },
  updateInfo: {
    method: 'PUT',
    path: '/gl/kw/kw/exam-candidate-info/updateCandidateInfo',
    summary: "Change a candidate's answers of the information form, photo and department while the exam allows it",
    input: z.object({
      id,
      /** The answers that change, by field id; those not named stay as they were. */
      collected: z.record(z.string().max(64), z.unknown()).optional(),
      /** A stored picture's key (uploadPhoto); null removes the photo; absent keeps it. */
      photo: z.string().max(64).nullish(),
      deptId: z.union([id, z.literal('')]).nullish(),
    }),
    inputAlsoInQuery: true,
    output: z.null(),
  },
  isEditable: {
    method: 'GET',
    path: '/gl/kw/kw/exam/candidate/isEditCandidateInfo',
    summary: "Whether the exam's candidates' information may change now: unpublished, or published and not begun",
    input: z.object({ examId: id }),
    output: z.object({ editable: z.boolean(), reason: z.enum(EDIT_LOCK_REASONS).optional() }),
  },
  monitoring: {
    method: 'GET',
    path: '/gl/kw/kw/exam/candidate/getCandidateDetailMonitoring',
    summary: "A candidate's summary for the monitoring pages (candidateId: the exam candidate's id or the account's)",
    input: z.object({ examId: id, candidateId: id }),
    output: z.object({
      examCandidateId: z.string(),
      name: z.string(),
      admissionNumber: z.string(),
      idNumber: z.string(),
      photoUrl: z.string().nullable(),
      seats: z.array(candidateSeatSchema),
      /** Only 'notStarted' until exam day exists. */
      state: z.literal('notStarted'),
    }),
  },
  validByEnroll: {
    method: 'GET',
    path: '/gl/kw/kw/exam/vaildExamDateByEnrollId',
    summary:
      "Whether the exams an enrolment project's candidates were taken into are all still ahead of their end (until enrolment exists: the exams whose candidates carry this enrolment id)",
    input: z.object({ enrollId: id }),
    output: z.object({
      valid: z.boolean(),
      exams: z.array(z.object({ examId: z.string(), examName: z.string(), endDate: z.string(), valid: z.boolean() })),
    }),
  },
  uploadPhoto: {
    method: 'POST',
    path: '/gl/kw/kw/exam/uploadPhoto',
    summary:
      "Upload a candidate photo (multipart, PNG/JPEG/GIF/WebP told by content, ≤ 10 MB); with ?examCandidateId= it becomes that candidate's photo; answers its key and address",
    encoding: 'multipart',
    output: storedFileSchema,
  },
  template: {
    method: 'GET',
    path: '/gl/kw/kw/exam/candidate/importTemplate',
    summary: 'The candidate import template (.xlsx)',
    output: FILE,
  },
  import: {
    method: 'POST',
    path: '/gl/kw/kw/exam/candidate/import/{examId}',
    summary:
      'Import candidates into an exam from the template (multipart .xlsx; ?enrollId= when from an enrolment project); nothing is written unless every row is valid; answers the job',
    encoding: 'multipart',
    input: z.object({ examId: id }),
    output: importStartSchema,
  },
  importPhotos: {
    method: 'POST',
    path: '/gl/kw/kw/exam/candidate/importPhotos/{examId}',
    summary:
      "Candidates' photos from a zip (multipart, ≤ 100 MB), each named <certificate number>.jpg or <admission number>.jpg; a file too large, not a zip or with an unsafe name is refused at once; answers the job that keeps the photos (its report: what was matched and what not)",
    encoding: 'multipart',
    input: z.object({ examId: id }),
    output: importStartSchema,
  },
  tempCredential: {
    method: 'GET',
    path: '/gl/kw/kw/bucket/getBucketTempCredential',
    summary:
      "What the browser needs to upload one file straight to the store, valid 10 minutes: with a bucket configured and the file's size and type stated, a presigned PUT to the bucket and the address that confirms it; otherwise a signed upload address on this server. Both with the types and size the purpose takes",
    input: z.object({
      purpose: z.enum(UPLOAD_PURPOSES_SIGNED).default('image'),
      /** The file's size in bytes and its type, for a presigned upload (both signed: the bucket takes no other). */
      size: z.coerce.number().int().min(1).optional(),
      contentType: z.string().max(100).optional(),
    }),
    output: z.discriminatedUnion('mode', [
      z.object({
        mode: z.literal('signed'),
        /** Multipart POST of the file here (relative to the site), no token needed. */
        uploadUrl: z.string(),
        expireTime: z.string(),
        maxBytes: z.number().int(),
        types: z.array(z.string()),
      }),
      z.object({
        mode: z.literal('presigned'),
        /** PUT the file's bytes to this bucket address with exactly these headers. */
        uploadUrl: z.string(),
        method: z.literal('PUT'),
        headers: z.record(z.string(), z.string()),
        key: z.string(),
        /** Then POST `{ token }` to `cloudeFile/file/confirmUpload` (no bearer token needed) to have it checked and kept. */
        confirmToken: z.string(),
        expireTime: z.string(),
        maxBytes: z.number().int(),
        types: z.array(z.string()),
      }),
    ]),
  },
  enrollPhoto: {
    method: 'POST',
    path: '/signupApi/bm/student-info/uploadPhoto',
    summary: "The enrolment form's photo (multipart, ?group=; a picture told by content, ≤ 10 MB); answers its key and address",
    encoding: 'multipart',
    output: storedFileSchema,
  },
  enrollEnclosure: {
    method: 'POST',
    path: '/signupApi/bm/student-info/uploadEnclosureFile',
    summary:
      'An attachment of the enrolment form (multipart, ?group=; PDF, Word, Excel, zip, JPEG or PNG told by content, ≤ 20 MB); answers its key and address',
    encoding: 'multipart',
    output: storedFileSchema,
  },
});

/** The upload a signed address takes: no token, the signature in the address is the credential. */
export const signedUploadApi = endpoints('exam candidates', publicAccess, {
  upload: {
    method: 'POST',
    path: '/cloudeFile/file/signedUpload/{token}',
    summary: 'Upload one file (multipart) to a signed address from getBucketTempCredential, within its types and size',
    encoding: 'multipart',
    input: z.object({ token: z.string().min(1).max(100) }),
    output: storedFileSchema,
  },
  confirm: {
    method: 'POST',
    path: '/cloudeFile/file/confirmUpload',
    summary:
      'Confirm a file put into the bucket with a presigned address from getBucketTempCredential: its content is checked against the types and size, then it is kept (or removed and refused)',
    input: z.object({ token: z.string().min(1).max(200), name: optionalText(255) }),
    output: storedFileSchema,
  },
});

export type SignedUploadPurpose = (typeof UPLOAD_PURPOSES_SIGNED)[number];

/** What an attachment of the enrolment form may be, by its content (Word and Excel 97 are OLE files; .docx and .xlsx zips). */
export const ENCLOSURE_TYPES = [
  'application/pdf',
  'application/x-cfb',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
  'image/jpeg',
  'image/png',
] as const;
