import { QA_MATCHES_MAX, type ServiceContact } from '@cloud-exam/contract/service/service';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import type { Clock } from '../../lib/clock';
import { bestMatches } from './qa-match';
import { quickMessageRepo } from './quick-message.repo';
import { serviceContactRepo } from './service-contact.repo';
import { platformQaRepo, type QaRow, qaRepo } from './smart-qa.repo';

const toMatch = ({ id, question, answer, score }: QaRow & { score: number }) => ({ id, question, answer, score });

/**
 * The widget: a signed-out visitor reads the platform's published quick messages and Q&A; a member reads their
 * institution's first, then the platform's (less the Q&A items their institution blocked).
 */
export function createServiceDeskService(db: Db, now: Clock, platform: () => Promise<Scope>, fallbackUrl: string | undefined) {
  async function contact(): Promise<ServiceContact | null> {
    const row = await serviceContactRepo(db, await platform()).get();
    if (row && (row.qrUrl || row.note)) return { qrUrl: row.qrUrl, note: row.note };
    return fallbackUrl ? { qrUrl: fallbackUrl, note: null } : null;
  }
  /** The institutions whose items a caller reads: theirs, then the platform's (once, for the operator). */
  async function sources(member?: Scope) {
    const p = await platform();
    return { platform: p, own: member && member.officeId !== p.officeId ? member : undefined };
  }
  const quickOf = async (scope: Scope) =>
    (await quickMessageRepo(db, scope).published()).map(({ id, title, reply }) => ({ id, title, reply }));

  return {
    async desk(member?: Scope) {
      const { platform: p, own } = await sources(member);
      const quickMessages = [...(own ? await quickOf(own) : []), ...(await quickOf(p))];
      return { quickMessages, contact: await contact() };
    },

    async ask(q: string, member?: Scope) {
      const { platform: p, own } = await sources(member);
      const items = own
        ? [...(await qaRepo(db, own).published()), ...(await platformQaRepo(db, p, own).shown())]
        : await qaRepo(db, p).published();
      return bestMatches(q, items, QA_MATCHES_MAX).map(toMatch);
    },

    contact: async () => {
      const row = await serviceContactRepo(db, await platform()).get();
      return { qrUrl: row?.qrUrl ?? null, note: row?.note ?? null };
    },
    save: async (values: ServiceContact) => {
      await serviceContactRepo(db, await platform()).save(values, new Date(now()));
      return null;
    },
  };
}
