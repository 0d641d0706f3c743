import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, FILE, needs } from '../endpoint';
import { id, optionalText, pageOf, pageParams } from '../fields';
import { importStartSchema } from '../files/import-job';
import type { ColumnLabel } from '../sheet';
import { MEMBER_IMPORT_COLUMNS } from './member';

/**
 * Candidate accounts (/sys/candidate): the sign-in accounts candidates use in the exam client. The request
 * schemas are the server's rules; the web form runs the same validators (validateIdNumber, mobile, e-mail).
 */

export const CANDIDATE_NAME_MAX = 30;

/** A candidate account as a search for one shows it (an exam's candidates are taken from these). */
export const candidateAccountBriefSchema = z.object({
  id: z.string(),
  name: z.string(),
  certType: z.string(),
  idNumber: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});

export const candidateAccountSchema = candidateAccountBriefSchema.extend({
  status: z.number().int(),
  /** False when no password was ever set: the candidate signs in with a code until one is. */
  hasPassword: z.boolean(),
  lastSignInTime: z.string().nullable(),
  createTime: z.string(),
});
export type CandidateAccount = z.infer<typeof candidateAccountSchema>;

export const candidatePageQuerySchema = z.object({
  /** Name, certificate number or mobile contains this. */
  keyword: optionalText(50),
  certType: optionalText(20),
  status: z.coerce.number().int().min(0).max(1).optional(),
  ...pageParams,
});

const candidateFields = {
  name: z.string().trim().min(1).max(CANDIDATE_NAME_MAX),
  certType: z.string().trim().min(1).max(20),
  idNumber: z.string().trim().min(1).max(30),
  mobile: optionalText(11),
  email: optionalText(100),
};
export const candidateAddSchema = z.object({
  ...candidateFields,
  /** Encrypted like every password in transit; without one the candidate signs in with a code. */
  password: z.string().max(2048).optional(),
});
export const candidateEditSchema = z.object({ id, ...candidateFields });
export type CandidateInput = z.input<typeof candidateAddSchema>;
export const candidateStatusSchema = z.object({ ids: z.array(id).min(1).max(500), status: z.coerce.number().int().min(0).max(1) });
export const candidateResetPasswordSchema = z.object({ id, password: z.string().min(1).max(2048) });
export const candidateIdsSchema = z.object({ ids: z.array(id).min(1).max(500) });

/** The template, the import and the export share these columns (the export leaves the password empty). */
export const CANDIDATE_COLUMNS = {
  name: ['姓名', 'Name', 'Nombre', '氏名', '이름'],
  certType: ['证件类型', 'Certificate type', 'Tipo de documento', '証明書の種類', '신분증 유형'],
  idNumber: ['证件号码', 'Certificate number', 'Número de documento', '証明書番号', '신분증 번호'],
  mobile: ['手机号', 'Mobile', 'Móvil', '携帯番号', '휴대폰'],
  email: ['邮箱', 'E-mail', 'Correo', 'メール', '이메일'],
  password: MEMBER_IMPORT_COLUMNS.password,
} as const satisfies Record<string, ColumnLabel>;

export const candidateApi = endpoints('candidate accounts', needs(Authority.system), {
  page: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/candidate/page',
    summary: 'Candidate accounts, searched by name, certificate or mobile number, filtered and paged',
    input: candidatePageQuerySchema,
    output: pageOf(candidateAccountSchema),
  },
  export: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/candidate/export',
    summary: 'The accounts the same filters find, as .xlsx in the import template’s columns',
    input: candidatePageQuerySchema.omit({ current: true, size: true }),
    output: FILE,
  },
  template: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/candidate/downloadTemplate',
    summary: 'The import template (.xlsx)',
    output: FILE,
  },
  import: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/candidate/import',
    summary: 'Import accounts from the template (multipart); nothing is written unless every row is valid; answers the job that imports it',
    encoding: 'multipart',
    output: importStartSchema,
  },
  add: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/candidate/add',
    summary: 'Add an account (password encrypted, optional)',
    input: candidateAddSchema,
    output: z.object({ id: z.string() }),
  },
  edit: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/candidate/edit',
    summary: 'Edit an account’s name, certificate and contact',
    input: candidateEditSchema,
    output: z.null(),
  },
  status: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/candidate/status',
    summary: 'Disable (0) or enable (1) accounts',
    input: candidateStatusSchema,
    output: z.null(),
  },
  resetPassword: {
    method: 'POST',
    path: '/gl/ua/ogt/gl/candidate/resetPassword',
    summary: 'Set an account’s password (encrypted)',
    input: candidateResetPasswordSchema,
    output: z.null(),
  },
  remove: {
    method: 'DELETE',
    path: '/gl/ua/ogt/gl/candidate/delete',
    summary: 'Delete accounts',
    input: candidateIdsSchema,
    output: z.null(),
  },
});
