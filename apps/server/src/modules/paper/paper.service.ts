import { randomInt } from 'node:crypto';
import type { ItemTypeCode } from '@cloud-exam/contract/bank/item';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { Language } from '@cloud-exam/contract/languages';
import {
  AUTH_CODE_ALPHABET,
  AUTH_CODE_LENGTH,
  type PaperDraft,
  type PaperKind,
  PAPER_NAME_MAX,
  type paperApi,
  type PaperStatistics,
} from '@cloud-exam/contract/paper/paper';
import {
  durationCovers,
  itemScore,
  PERSONALITY_TYPES,
  paperItemCount,
  paperProblems,
  paperTotalScore,
  passMarkProblem,
  ruleScore,
  secondsNeeded,
} from '@cloud-exam/contract/paper/rules';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import { recordAudit } from '../audit';
import { writeWordItems } from '../bank';
import { type PaperListRow, paperRepo, paperUseRepo, type PaperValues } from './paper.repo';
import { packageRepo } from './package.repo';
import { drawCurrent, freeze } from './snapshot';

type Input = Inputs<typeof paperApi>;

const DAY_MS = 86_400_000;

/**
 * Papers: the draft's own rules (`paperProblems`), then what needs the banks — every bank and item one the caller
 * sees, items of the paper's banks, a personality paper's types, each rule finding enough items, the duration
 * covering the items' time limits (for rules, the longest a draw can take). Papers belong to a department within the
 * caller's data rights; every save is a new version; every write is audited.
 */
export function createPaperService(db: Db) {
  /** The paper, if the caller may see (and so manage) it; otherwise not found, as for another institution's. */
  const visiblePaper = async (tenant: Tenant, id: string) => {
    const paper = await paperRepo(db, tenant).findVisible(await tenant.rights(), id);
    if (!paper) throw new AppError(ErrorCodes.notFound);
    return paper;
  };

  /** The draft as it will be kept, or the first rule it breaks. */
  const prepared = async (tenant: Tenant, draft: PaperDraft, exceptId?: string): Promise<PaperValues> => {
    const problem = paperProblems(draft)[0];
    if (problem) throw new AppError(problem.code, problem.params, 200, { field: problem.path });
    const repo = paperRepo(db, tenant);
    if (await repo.nameTaken(draft.name, exceptId)) throw new AppError(ErrorCodes.paperNameTaken);
    const rights = await tenant.rights();
    if (!rights.all && !(draft.deptId && rights.deptIds.has(draft.deptId))) throw new AppError(ErrorCodes.noDataRights);
    if (draft.deptId && !(await repo.departmentExists(draft.deptId))) throw new AppError(ErrorCodes.notFound);
    const bankIds = [...new Set(draft.bankIds)];
    if ((await repo.visibleBanks(rights, bankIds)).length !== bankIds.length) throw new AppError(ErrorCodes.notFound);

    const refs = draft.sections.flatMap((s) => s.items);
    const found = new Map(
      (
        await repo.items(
          refs.map((r) => r.itemId),
          rights,
        )
      ).map((i) => [i.id, i]),
    );
    if (found.size !== refs.length) throw new AppError(ErrorCodes.notFound);
    for (const item of found.values()) {
      if (!bankIds.includes(item.bankId)) throw new AppError(ErrorCodes.paperItemOutsideBanks);
      if (draft.kind === 'personality' && !PERSONALITY_TYPES.includes(item.itemTypeCode as ItemTypeCode))
        throw new AppError(ErrorCodes.personalityPaperQuestionType);
    }
    const pools: { count: number; pool: number[] }[] = [];
    for (const [s, section] of draft.sections.entries())
      for (const [r, rule] of section.rules.entries()) {
        if (rule.bankIds.some((b) => !bankIds.includes(b))) throw new AppError(ErrorCodes.paperItemOutsideBanks);
        const { available, longest } = await repo.stock(bankIds, rule, draft.kind, rights);
        if (available < rule.count)
          throw new AppError(ErrorCodes.ruleShortOfItems, { section: s + 1, rule: r + 1, available, needed: rule.count });
        pools.push({ count: rule.count, pool: longest });
      }
    const seconds = secondsNeeded(
      [...found.values()].map((i) => i.outTimeSecond),
      pools,
    );
    if (!durationCovers(draft.duration, seconds)) throw new AppError(ErrorCodes.paperDurationTooShort, { seconds });

    const sections = draft.sections.map((s) => ({
      ...s,
      items: s.items.map((i) => {
        const item = found.get(i.itemId)!;
        return { ...i, itemVersion: item.version, ownScore: item.score };
      }),
    }));
    const totalScore = paperTotalScore(sections);
    // The draft alone could not tell the total of items that keep their own scores.
    const passMark = passMarkProblem(draft, totalScore);
    if (passMark) throw new AppError(passMark.code, undefined, 200, { field: passMark.path });
    return {
      name: draft.name,
      description: draft.description,
      deptId: draft.deptId,
      bankIds,
      kind: draft.kind,
      passMark: draft.passMark,
      duration: draft.duration,
      sections,
      totalScore,
      itemCount: paperItemCount(sections),
      itemIds: refs.map((r) => r.itemId),
    };
  };

  const toRow = (p: PaperListRow) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    deptId: p.deptId,
    deptName: p.deptName,
    bankIds: p.bankIds,
    kind: p.kind as PaperKind,
    totalScore: p.totalScore,
    passMark: p.passMark,
    duration: p.duration,
    itemCount: p.itemCount,
    version: p.version,
    locked: p.locked,
    useCount: p.useCount,
    createdByName: p.createdByName,
    createTime: p.createdAt.toISOString(),
    updateTime: p.updatedAt.toISOString(),
  });

  /** The current version drawn as a candidate would get it. */
  const drawn = async (tenant: Tenant, id: string, seed: string | undefined) => {
    const paper = await visiblePaper(tenant, id);
    return drawCurrent(db, tenant, paper, seed ?? paper.id);
  };

  return {
    async page(tenant: Tenant, filter: Input['page']) {
      const page = await paperRepo(db, tenant).page(await tenant.rights(), filter);
      return { ...page, records: page.records.map(toRow) };
    },

    async get(tenant: Tenant, { id }: Input['get']) {
      const paper = await visiblePaper(tenant, id);
      const uses = await paperUseRepo(db, tenant).uses(id);
      return {
        ...toRow(paper),
        bankNames: await paperRepo(db, tenant).bankNames(paper.bankIds),
        sections: paper.sections,
        uses: uses.map((u) => ({ examId: u.examId, examName: u.examName, version: u.version, published: u.published })),
      };
    },

    async add(tenant: Tenant, input: Input['add']) {
      const values = await prepared(tenant, input);
      return db.transaction(async (tx) => {
        const row = await paperRepo(tx, tenant).insert({ ...values, createdBy: tenant.userId, updatedBy: tenant.userId });
        await recordAudit(tx, tenant.actor, { action: 'paper.add', targetType: 'paper', targetId: row.id, targetName: row.name });
        return { id: row.id, version: row.version };
      });
    },

    async update(tenant: Tenant, { id, version, ...draft }: Input['update']) {
      const before = await visiblePaper(tenant, id);
      const values = await prepared(tenant, draft, id);
      return db.transaction(async (tx) => {
        const saved = await paperRepo(tx, tenant).saveVersion(id, version, { ...values, updatedBy: tenant.userId });
        if (saved === undefined) throw new AppError(ErrorCodes.paperChanged);
        await recordAudit(tx, tenant.actor, {
          action: 'paper.edit',
          targetType: 'paper',
          targetId: id,
          targetName: values.name,
          detail: { version: saved, lockedVersion: before.locked ? before.version : undefined },
        });
        return { version: saved };
      });
    },

    async copy(tenant: Tenant, { id, name }: Input['copy'], lang: Language) {
      const source = await visiblePaper(tenant, id);
      const repo = paperRepo(db, tenant);
      let copyName = name;
      if (copyName) {
        if (await repo.nameTaken(copyName)) throw new AppError(ErrorCodes.paperNameTaken);
      } else {
        const suffix = lang === 'zh' || lang === 'ja' ? '-副本' : ' copy';
        const stem = source.name.slice(0, PAPER_NAME_MAX - suffix.length - 3) + suffix;
        copyName = stem;
        for (let n = 2; await repo.nameTaken(copyName); n++) copyName = `${stem}${lang === 'zh' || lang === 'ja' ? n : ` ${n}`}`;
      }
      return db.transaction(async (tx) => {
        const row = await paperRepo(tx, tenant).insert({
          name: copyName,
          description: source.description,
          deptId: source.deptId,
          bankIds: source.bankIds,
          kind: source.kind,
          totalScore: source.totalScore,
          passMark: source.passMark,
          duration: source.duration,
          sections: source.sections,
          itemIds: source.itemIds,
          itemCount: source.itemCount,
          createdBy: tenant.userId,
          updatedBy: tenant.userId,
        });
        await recordAudit(tx, tenant.actor, {
          action: 'paper.copy',
          targetType: 'paper',
          targetId: row.id,
          targetName: row.name,
          detail: { from: source.name },
        });
        return { id: row.id, name: row.name };
      });
    },

    async remove(tenant: Tenant, { id }: Input['remove']) {
      const paper = await visiblePaper(tenant, id);
      const uses = await paperUseRepo(db, tenant).uses(id);
      if (uses.length) throw new AppError(ErrorCodes.paperInUse, { exams: uses.map((u) => u.examName).join('、') });
      const packages = await packageRepo(db, tenant).holding(id);
      if (packages.length) throw new AppError(ErrorCodes.paperInPackage, { packages: packages.join('、') });
      await db.transaction(async (tx) => {
        await paperRepo(tx, tenant).remove(id);
        await recordAudit(tx, tenant.actor, { action: 'paper.delete', targetType: 'paper', targetId: id, targetName: paper.name });
      });
      return null;
    },

    /** Each rule on its own: items another rule of the paper also matches are counted for both. */
    async ruleStock(tenant: Tenant, { bankIds, kind, sections }: Input['ruleStock']) {
      const rights = await tenant.rights();
      const repo = paperRepo(db, tenant);
      const unique = [...new Set(bankIds)];
      if ((await repo.visibleBanks(rights, unique)).length !== unique.length) throw new AppError(ErrorCodes.notFound);
      // one rule after another: a draft may hold thousands, the connection pool a handful
      const answer: { rules: { available: number; needed: number; longest: number[] }[] }[] = [];
      for (const s of sections) {
        const rules = [];
        for (const rule of s.rules) {
          const { available, longest } = await repo.stock(bankIds, rule, kind, rights);
          rules.push({ available, needed: rule.count, longest });
        }
        answer.push({ rules });
      }
      return { sections: answer };
    },

    async statistics(tenant: Tenant, { id }: Input['statistics']): Promise<PaperStatistics> {
      const paper = await visiblePaper(tenant, id);
      const repo = paperRepo(db, tenant);
      const found = new Map((await repo.items(paper.itemIds)).map((i) => [i.id, i]));
      /** Each chosen item or rule as what the statistics count: how many, their score, under which keys. */
      const entries = paper.sections.flatMap((s) => [
        ...s.items.flatMap((ref) => {
          const item = found.get(ref.itemId);
          return item
            ? [
                {
                  type: item.itemTypeCode as ItemTypeCode,
                  difficulty: item.difficulty as number | null,
                  knowledge: item.knowledgeIds,
                  count: 1,
                  score: itemScore(s, ref)!,
                },
              ]
            : [];
        }),
        ...s.rules.map((r) => ({
          type: r.itemTypeCode,
          difficulty: r.difficulties.length === 1 ? r.difficulties[0]! : null,
          knowledge: r.knowledgeIds,
          count: r.count,
          score: r.count * ruleScore(s, r),
        })),
      ]);
      const names = await repo.knowledgeNames([...new Set(entries.flatMap((e) => e.knowledge))]);
      const tally = <K>(keysOf: (e: (typeof entries)[number]) => K[]) => {
        const totals = new Map<K, { count: number; score: number }>();
        for (const e of entries)
          for (const key of keysOf(e)) {
            const t = totals.get(key) ?? { count: 0, score: 0 };
            totals.set(key, { count: t.count + e.count, score: Math.round((t.score + e.score) * 10) / 10 });
          }
        return [...totals];
      };
      return {
        itemCount: paper.itemCount,
        totalScore: paper.totalScore,
        byType: tally((e) => [e.type]).map(([itemTypeCode, t]) => ({ itemTypeCode, ...t })),
        byDifficulty: tally((e) => [e.difficulty])
          .sort(([a], [b]) => (a ?? 9) - (b ?? 9))
          .map(([difficulty, t]) => ({ difficulty, ...t })),
        byKnowledge: tally((e) => (e.knowledge.length ? e.knowledge : [null])).map(([knowledgeId, t]) => ({
          knowledgeId,
          name: knowledgeId ? (names.get(knowledgeId) ?? null) : null,
          ...t,
        })),
      };
    },

    preview: (tenant: Tenant, { id, seed }: Input['preview']) => drawn(tenant, id, seed),

    /** The drawn paper as Word, through the bank's writer: a heading for each section, numbered items under it. */
    async exportWord(tenant: Tenant, { id, seed }: Input['exportWord'], lang: Language) {
      const paper = await drawn(tenant, id, seed);
      const items = paper.sections.flatMap((s) => s.items.map((i) => ({ ...i.content, score: i.score })));
      const sections = paper.sections.map((s) => ({ title: s.topicName, count: s.items.length }));
      return { name: paper.name, docx: await writeWordItems(items, lang, { sections }) };
    },

    async authCodes(tenant: Tenant, { id }: Input['authCodes']) {
      await visiblePaper(tenant, id);
      const rows = await paperUseRepo(db, tenant).authCodes(id);
      return rows.map(({ code: c, createdByName }) => ({
        code: c.code,
        version: c.version,
        expireTime: c.expiresAt.toISOString(),
        revoked: !!c.revokedAt,
        createdByName,
        createTime: c.createdAt.toISOString(),
      }));
    },

    /** Freezes the current version and shares it under a new code. */
    async addAuthCode(tenant: Tenant, { id, days }: Input['addAuthCode']) {
      const paper = await visiblePaper(tenant, id);
      const snapshot = await freeze(db, tenant, id);
      const code = Array.from({ length: AUTH_CODE_LENGTH }, () => AUTH_CODE_ALPHABET[randomInt(AUTH_CODE_ALPHABET.length)]).join('');
      return db.transaction(async (tx) => {
        const row = await paperUseRepo(tx, tenant).addAuthCode({
          paperId: id,
          code,
          version: snapshot.version,
          expiresAt: new Date(Date.now() + days * DAY_MS),
          createdBy: tenant.userId,
        });
        await recordAudit(tx, tenant.actor, {
          action: 'paper.share',
          targetType: 'paper',
          targetId: id,
          targetName: paper.name,
          detail: { version: snapshot.version, days },
        });
        return {
          code,
          version: row.version,
          expireTime: row.expiresAt.toISOString(),
          revoked: false,
          createdByName: null,
          createTime: row.createdAt.toISOString(),
        };
      });
    },

    async revokeAuthCode(tenant: Tenant, { id, code }: Input['revokeAuthCode']) {
      const paper = await visiblePaper(tenant, id);
      await db.transaction(async (tx) => {
        if (!(await paperUseRepo(tx, tenant).revokeAuthCode(id, code))) throw new AppError(ErrorCodes.authCodeUnknown);
        await recordAudit(tx, tenant.actor, { action: 'paper.unshare', targetType: 'paper', targetId: id, targetName: paper.name });
      });
      return null;
    },
  };
}

export type PaperService = ReturnType<typeof createPaperService>;
