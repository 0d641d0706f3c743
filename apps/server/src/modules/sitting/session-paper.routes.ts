import { sessionPaperApi } from '@cloud-exam/contract/exam/session-paper';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { SessionPaperService } from './session-paper.service';

/** The paper a session uses (/gl/kw/kw/exam/session/paper): `gl_kw` reads and sets it, an invigilator reads it. */
export async function sessionPaperRoutes(app: FastifyInstance, { sessionPaper }: { sessionPaper: SessionPaperService }) {
  routes(app, sessionPaperApi, {
    get: (input, { tenant }) => sessionPaper.get(tenant, input),
    update: (input, { tenant }) => sessionPaper.update(tenant, input),
  });
}
