import { z } from 'zod';
import { Authority } from '../authorities';
import { endpoints, needs } from '../endpoint';
import { optionalText, pageOf, pageParams } from '../fields';

/** The institution's audit log: who did what, when, from where, on which record (spec §7 Organisation). */

export const auditEntrySchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createTime: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  action: optionalText(60),
  username: optionalText(50),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...pageParams,
});

export const auditLogApi = endpoints('organisation', needs(Authority.system), {
  page: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/audit/page',
    summary: 'Audit log of the institution: who did what, when, from where, on which record',
    input: auditQuerySchema,
    output: pageOf(auditEntrySchema),
  },
});
