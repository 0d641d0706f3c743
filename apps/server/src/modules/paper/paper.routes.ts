import { paperApi } from '@cloud-exam/contract/paper/paper';
import type { FastifyInstance } from 'fastify';
import { sendDocx } from '../../http/disposition';
import { routes } from '../../http/route';
import type { PaperDeps } from './paper.deps';
import { createPaperService } from './paper.service';

/** Papers (/gl/tk/paper): list, detail, add, edit, copy, delete, rule stock, statistics, preview, Word, auth codes. */
export async function paperRoutes(app: FastifyInstance, { db }: PaperDeps) {
  const papers = createPaperService(db);
  routes(app, paperApi, {
    page: (input, { tenant }) => papers.page(tenant, input),
    get: (input, { tenant }) => papers.get(tenant, input),
    add: (input, { tenant }) => papers.add(tenant, input),
    update: (input, { tenant }) => papers.update(tenant, input),
    copy: (input, { tenant, request }) => papers.copy(tenant, input, request.lang),
    remove: (input, { tenant }) => papers.remove(tenant, input),
    ruleStock: (input, { tenant }) => papers.ruleStock(tenant, input),
    statistics: (input, { tenant }) => papers.statistics(tenant, input),
    preview: (input, { tenant }) => papers.preview(tenant, input),
    exportWord: async (input, { tenant, request, reply }) => {
      const { name, docx } = await papers.exportWord(tenant, input, request.lang);
      return sendDocx(reply, `${name}.docx`, docx);
    },
    authCodes: (input, { tenant }) => papers.authCodes(tenant, input),
    addAuthCode: (input, { tenant }) => papers.addAuthCode(tenant, input),
    revokeAuthCode: (input, { tenant }) => papers.revokeAuthCode(tenant, input),
  });
}
