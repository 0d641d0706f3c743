import { Authority } from '@cloud-exam/contract/authorities';
import {
  candidateAccountSchema,
  candidateAddSchema,
  candidateEditSchema,
  candidateIdsSchema,
  candidatePageQuerySchema,
  candidateResetPasswordSchema,
  candidateStatusSchema,
} from '@cloud-exam/contract/candidate';
import { importReportSchema, pageOf } from '@cloud-exam/contract/org';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthority } from '../../http/access';
import { ok, okResponse } from '../../http/envelope';
import { type CandidateServiceDeps, createCandidateService } from './candidate.service';
import { bearer, importAnswer, orgCaller, sendExport, sendXlsx, uploadedXlsx } from './org-context';
import type { FileTasks } from '../files/file-task.service';

const P = '/gl/ua/ogt/gl/candidate';

/** Candidates' sign-in accounts: list, add, edit, disable/enable, reset password, delete, template, import, export. */
export async function candidateRoutes(app: FastifyInstance, deps: CandidateServiceDeps & { fileTasks: FileTasks }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const accounts = createCandidateService(deps);
  const access = requireAuthority(Authority.system);
  const base = { tags: ['candidate accounts'], security: bearer };
  const actorOf = async (request: Parameters<typeof orgCaller>[1]) => (await orgCaller(deps.db, request)).actor;
  const done = okResponse(z.null());

  r.get(
    `${P}/page`,
    {
      config: access,
      schema: {
        ...base,
        summary: 'Candidate accounts, searched by name, certificate or mobile number, filtered and paged',
        querystring: candidatePageQuerySchema,
        response: okResponse(pageOf(candidateAccountSchema)),
      },
    },
    async (request) => ok(await accounts.page((await actorOf(request)).officeId, request.query)),
  );

  r.get(
    `${P}/export`,
    {
      config: access,
      schema: {
        ...base,
        summary: 'The accounts the same filters find, as .xlsx in the import template’s columns',
        querystring: candidatePageQuerySchema.omit({ current: true, size: true }),
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const data = await accounts.export((await actorOf(request)).officeId, request.query, request.lang);
      const fileName = request.lang === 'zh' ? '考生账号.xlsx' : 'candidate-accounts.xlsx';
      return sendExport(reply, deps.fileTasks, request, { fileType: 'candidate.export', fileName, data });
    },
  );

  r.get(
    `${P}/downloadTemplate`,
    { config: access, schema: { ...base, summary: 'The import template (.xlsx)', produces: ['application/octet-stream'] } },
    async (request, reply) =>
      sendXlsx(
        reply,
        request.lang === 'zh' ? '考生账号导入模板.xlsx' : 'candidate-import-template.xlsx',
        await accounts.template(request.lang),
      ),
  );

  r.post(
    `${P}/import`,
    {
      config: access,
      schema: {
        ...base,
        summary: 'Import accounts from the template (multipart); nothing is written unless every row is valid',
        consumes: ['multipart/form-data'],
        response: okResponse(importReportSchema),
      },
    },
    async (request) => {
      const data = await uploadedXlsx(request);
      return importAnswer(await accounts.import(await actorOf(request), data, request.lang));
    },
  );

  r.post(
    `${P}/add`,
    {
      config: access,
      schema: {
        ...base,
        summary: 'Add an account (password encrypted, optional)',
        body: candidateAddSchema,
        response: okResponse(z.object({ id: z.string() })),
      },
    },
    async (request) => ok(await accounts.add(await actorOf(request), request.body, request.lang)),
  );

  r.post(
    `${P}/edit`,
    {
      config: access,
      schema: { ...base, summary: 'Edit an account’s name, certificate and contact', body: candidateEditSchema, response: done },
    },
    async (request) => {
      await accounts.edit(await actorOf(request), request.body, request.lang);
      return ok(null);
    },
  );

  r.post(
    `${P}/status`,
    { config: access, schema: { ...base, summary: 'Disable (0) or enable (1) accounts', body: candidateStatusSchema, response: done } },
    async (request) => {
      await accounts.setStatus(await actorOf(request), request.body.ids, request.body.status);
      return ok(null);
    },
  );

  r.post(
    `${P}/resetPassword`,
    {
      config: access,
      schema: { ...base, summary: 'Set an account’s password (encrypted)', body: candidateResetPasswordSchema, response: done },
    },
    async (request) => {
      await accounts.resetPassword(await actorOf(request), request.body.id, request.body.password);
      return ok(null);
    },
  );

  r.delete(
    `${P}/delete`,
    { config: access, schema: { ...base, summary: 'Delete accounts', body: candidateIdsSchema, response: done } },
    async (request) => {
      await accounts.remove(await actorOf(request), request.body.ids);
      return ok(null);
    },
  );
}
