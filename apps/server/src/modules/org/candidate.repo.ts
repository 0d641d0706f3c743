import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates } from '../../db/schema';
import { type PageParams, type Scope, scopedRepo } from '../../db/scoped-repo';
import { exactPattern, likePattern } from '../../lib/sql-like';

export { UserStatus } from '../../db/schema';
export type CandidateRow = typeof candidates.$inferSelect;
export type NewCandidate = Omit<typeof candidates.$inferInsert, 'id' | 'officeId'>;
export type CandidateQuery = {
  keyword?: string;
  certType?: string;
  status?: number;
  /**
   * Whether a keyword finds a certificate number or mobile by a part of it (the default); false: only by the whole of
   * it, for a caller who reads them masked and whose searches by parts would spell them out.
   */
  personalByPart?: boolean;
};

const scoped = scopedRepo(candidates);

function matching(q: CandidateQuery) {
  const keywordMatch = (keyword: string) => {
    const number = q.personalByPart === false ? exactPattern(keyword) : likePattern(keyword);
    return or(ilike(candidates.name, likePattern(keyword)), ilike(candidates.idNumber, number), ilike(candidates.mobile, number));
  };
  return and(
    q.keyword ? keywordMatch(q.keyword) : undefined,
    q.certType ? eq(candidates.certType, q.certType) : undefined,
    q.status === undefined ? undefined : eq(candidates.status, q.status),
  );
}

/** Candidates' sign-in accounts of the caller's institution. */
export function candidateRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    /** The accounts a query finds, newest first, one page of them with the total. */
    page: (q: CandidateQuery & PageParams) =>
      base.page({ ...q, where: matching(q), orderBy: [desc(candidates.createdAt), asc(candidates.id)] }),
    /** Every account a query finds, newest first. */
    findAll: (q: CandidateQuery) => base.list({ where: matching(q), orderBy: [desc(candidates.createdAt)] }),
    /**
     * Accounts with one of these certificate numbers (compared upper-case) or mobile numbers, other than
     * `exceptId`.
     */
    clashes(idNumbers: string[], mobiles: string[], exceptId?: string) {
      if (!idNumbers.length && !mobiles.length) return Promise.resolve([]);
      return db
        .select({ id: candidates.id, idNumber: candidates.idNumber, mobile: candidates.mobile })
        .from(candidates)
        .where(
          base.where(
            or(
              idNumbers.length ? inArray(sql`upper(${candidates.idNumber})`, idNumbers) : undefined,
              mobiles.length ? inArray(candidates.mobile, mobiles) : undefined,
            ),
            exceptId ? ne(candidates.id, exceptId) : undefined,
          ),
        );
    },
    /** Changes one account, stamping the time of the change. */
    edit: (id: string, changes: Partial<NewCandidate>) => base.update(id, { ...changes, updatedAt: new Date() }),
    /** Disables or enables these accounts. */
    async setStatus(ids: string[], status: number) {
      if (!ids.length) return;
      await db
        .update(candidates)
        .set({ status, updatedAt: new Date() })
        .where(base.where(inArray(candidates.id, ids)));
    },
  };
}
