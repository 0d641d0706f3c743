import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessionOf } from '../../http/request-context';
import { attachment, XLSX_MIME } from '../../lib/excel';
import { actorOf } from '../audit/audit';
import { dataRightsOf } from './data-rights';

/** What every organisation route needs of its caller: the institution, who acts (for the audit log), their data rights. */
export async function orgCaller(db: Db, request: FastifyRequest) {
  const session = sessionOf(request);
  return {
    officeId: session.officeId,
    actor: { ...actorOf(request), officeId: session.officeId },
    rights: await dataRightsOf(db, session),
  };
}

export const sendXlsx = (reply: FastifyReply, fileName: string, data: Buffer) =>
  reply.header('content-type', XLSX_MIME).header('content-disposition', attachment(fileName)).send(data);

export const bearer = [{ bearer: [] }];
