import { CHOICE_TYPES, type ItemTypeCode, ITEM_TYPE_CODES } from '@cloud-exam/contract/bank/item';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { type Language } from '@cloud-exam/contract/languages';
import type { DrawnPaper } from '@cloud-exam/contract/paper/paper';
import { richTextPlain } from '@cloud-exam/contract/rich-text-plain';
import {
  type DataReport,
  DEFAULT_PASS_SHARE,
  REPORT_BANDS,
  type ReportGroup,
  type ReportItem,
  type sittingReportApi,
} from '@cloud-exam/contract/sitting/sitting-report';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { writeWorkbook, XLSX_MIME } from '../../lib/excel';
import type { JobQueue } from '../../lib/job-queue';
import { backgroundFile, type FileTasks } from '../files';
import { type GroupRow, type PassMarks, type ReportScope, sittingReportRepo } from './sitting-report.repo';
import { reportSheets } from './sitting-report-workbook';
import { sittingRosterRepo } from './sitting-roster.repo';
import { invigilated, refuseUnwatched } from './sitting-target';

type Filter = Inputs<typeof sittingReportApi>['report'];
type Owner = { officeId: string; userId: string };
type ExportJob = { examId: string; sessionId?: string; roomIds?: string[]; at: number };

const STEM_MAX = 80;
const round = (v: number | null, places = 2) => (v === null ? null : Math.round(v * 10 ** places) / 10 ** places);

/** A group's figures from its row (none: nobody). */
function groupOf(r: GroupRow | undefined, id: string | null, name: string | null): ReportGroup {
  const handed = (r?.completed ?? 0) + (r?.force_submitted ?? 0);
  return {
    id,
    name,
    seated: r?.seated ?? 0,
    signedIn: r?.signed_in ?? 0,
    inProgress: r?.in_progress ?? 0,
    completed: r?.completed ?? 0,
    forceSubmitted: r?.force_submitted ?? 0,
    absent: r?.absent ?? 0,
    mean: round(r?.mean ?? null),
    median: round(r?.median ?? null),
    highest: round(r?.highest ?? null),
    lowest: round(r?.lowest ?? null),
    stdDev: round(r?.std_dev ?? null),
    passed: r?.passed ?? 0,
    passRate: handed ? round((r?.passed ?? 0) / handed, 4) : null,
  };
}

type Catalogued = {
  number: number | null;
  sectionName: string | null;
  type: ItemTypeCode | null;
  stem: string;
  letters: string[];
  key: string[];
  subjective: boolean;
};

const SUBJECTIVE: readonly string[] = ['short_answer', 'essay'];
/** Short answers and essays, and a compound with one among its parts: scored by a marker. */
const isSubjective = (c: { itemTypeCode: string; childItemList?: unknown[] }): boolean =>
  SUBJECTIVE.includes(c.itemTypeCode) ||
  (c.itemTypeCode === 'compound' &&
    (c.childItemList ?? []).some((x) => SUBJECTIVE.includes((x as { itemTypeCode?: string }).itemTypeCode ?? '')));

/** The items of the sampled papers in paper order, each with its options and key by the letters as written. */
function catalogue(papers: DrawnPaper[]) {
  const items = new Map<string, Catalogued>();
  for (const paper of papers) {
    let number = 0;
    for (const section of paper.sections)
      for (const item of section.items) {
        number += 1;
        if (items.has(item.itemId)) continue;
        const c = item.content;
        const shown = c.optionsDataList.map((o) => o.optionName);
        // shuffled: `optionOrder[shown index]` is the letter as written
        const written = (letter: string) => item.optionOrder?.[shown.indexOf(letter)] ?? letter;
        items.set(item.itemId, {
          number,
          sectionName: section.topicName,
          type: c.itemTypeCode,
          stem: richTextPlain(c.stemAttrs.content).slice(0, STEM_MAX),
          letters: shown.map(written).sort(),
          key: (c.answerAttrs.options ?? []).map(written),
          subjective: isSubjective(c),
        });
      }
  }
  return items;
}

export type SittingReportDeps = { db: Db; now: Clock; queue: JobQueue; fileTasks: FileTasks };

/**
 * The data report of an exam or a session (`dataReport`, `report`): participation, the objective score's distribution
 * and statistics, the item analysis, per session, room and department; read in a few aggregate queries. An invigilator
 * (`gl_kw_monitor` without `gl_kw`) reads the candidates of their rooms; exported to Excel through the download centre.
 */
export function createSittingReportService({ db, now, queue, fileTasks }: SittingReportDeps) {
  /** The sessions and rooms a report covers; another institution's exam or a session of another exam: 10000404. */
  async function scopeOf(tenant: Owner & Pick<Tenant, 'session'>, { examId, sessionId }: Filter, at: number): Promise<ReportScope> {
    const exam = await sittingRosterRepo(db, tenant).exam(examId);
    if (!exam || (sessionId && !exam.sessionIds.includes(sessionId))) throw new AppError(ErrorCodes.notFound);
    const rooms = sessionId ? exam.rooms.filter((r) => r.sessionId === sessionId) : exam.rooms;
    const mine = invigilated(tenant, rooms);
    refuseUnwatched(mine, undefined);
    return { sessionIds: sessionId ? [sessionId] : exam.sessionIds, roomIds: mine && [...mine], at: new Date(at) };
  }

  async function build(owner: Owner, { examId, sessionId }: Filter, scope: ReportScope): Promise<DataReport> {
    const repo = sittingReportRepo(db, owner);
    const names = await repo.names(examId, sessionId);
    if (!names) throw new AppError(ErrorCodes.notFound);
    const empty = !scope.sessionIds.length;
    const sampled = empty ? [] : await repo.papers(scope);
    const papers = sampled.map((p) => {
      const objectiveMax = p.paper.sections
        .flatMap((s) => s.items)
        .filter((i) => !isSubjective(i.content))
        .reduce((sum, i) => sum + i.score, 0);
      const own = p.paper.passMark;
      return {
        examPaperId: p.exam_paper_id,
        name: p.paper.name,
        total: p.paper.totalScore,
        objectiveMax,
        passMark: own ?? round(p.paper.totalScore * DEFAULT_PASS_SHARE)!,
        passMarkSource: own === null ? ('default' as const) : ('paper' as const),
        paper: p.paper,
      };
    });
    const pass: PassMarks = {
      byPaper: new Map(papers.flatMap((p) => (p.examPaperId ? [[p.examPaperId, p.passMark] as const] : []))),
      fallback: papers[0]?.passMark ?? 0,
    };
    // items a marker scores: by their type (an unanswered one is stored as `unanswered`, not `manual`)
    const known = catalogue(papers.map((p) => p.paper));
    const subjective = [...known].filter(([, c]) => c.subjective).map(([id]) => id);
    const shuffled = papers.some((p) => p.paper.sections.some((s) => s.items.some((i) => i.optionOrder)));
    const [groups, bands, itemRows, optionRows, times, places] = empty
      ? [[], [], [], [], [], { sessions: [], rooms: [] }]
      : await Promise.all([
          repo.groups(scope, pass),
          repo.distribution(scope, subjective),
          repo.items(scope),
          repo.options(scope, shuffled),
          repo.itemTimes(scope),
          repo.places(scope.sessionIds),
        ]);

    // the groups: the whole, each session, each room of a session, each department
    const overall = groupOf(
      groups.find((g) => g.gs && g.gr && g.gd),
      null,
      null,
    );
    const sessionName = new Map(places.sessions.map((s) => [s.id, s.name]));
    const sessions = places.sessions.flatMap((s) => {
      const row = groups.find((g) => !g.gs && g.gr && g.session_id === s.id);
      return row ? [groupOf(row, s.id, s.name)] : [];
    });
    const roomRows = groups.filter((g) => !g.gs && !g.gr);
    const roomOrder = new Map(places.rooms.map((r, i) => [r.id, i]));
    const roomName = new Map(places.rooms.map((r) => [r.id, r.name]));
    const rooms = roomRows
      .sort(
        (a, b) =>
          places.sessions.findIndex((s) => s.id === a.session_id) - places.sessions.findIndex((s) => s.id === b.session_id) ||
          (roomOrder.get(a.room_id ?? '') ?? Infinity) - (roomOrder.get(b.room_id ?? '') ?? Infinity),
      )
      .map((g) => ({
        ...groupOf(g, g.room_id, g.room_id ? (roomName.get(g.room_id) ?? null) : null),
        sessionName: sessionName.get(g.session_id ?? '') ?? null,
      }));
    const deptRows = groups.filter((g) => g.gs && g.gr && !g.gd);
    const deptNames = new Map((await repo.departments(deptRows.flatMap((g) => g.dept_id ?? []))).map((d) => [d.id, d.name]));
    const departments = deptRows.some((g) => g.dept_id)
      ? deptRows
          .map((g) => groupOf(g, g.dept_id, g.dept_id ? (deptNames.get(g.dept_id) ?? null) : null))
          .sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : (a.name ?? '').localeCompare(b.name ?? '')))
      : [];

    // the distribution: in points when every paper has one objective maximum
    const maxima = new Set(bands.map((b) => b.max));
    const bandMax = maxima.size === 1 ? [...maxima][0]! : null;
    const scale = bandMax ?? 100;
    const counted = new Map<number, number>();
    for (const b of bands) counted.set(b.band, (counted.get(b.band) ?? 0) + b.count);
    const distribution = Array.from({ length: REPORT_BANDS }, (_, i) => ({
      from: round((scale * i) / REPORT_BANDS)!,
      to: round((scale * (i + 1)) / REPORT_BANDS)!,
      count: counted.get(i) ?? 0,
    }));

    // the items, in the order of the first paper that has them; those drawn at random from the bank after
    const missing = itemRows.map((r) => r.item_id).filter((id) => !known.has(id));
    for (const b of await repo.bankItems(missing)) {
      const letters = (b.content.optionsDataList ?? []).map((_, i) => String.fromCharCode(65 + i));
      const type = (ITEM_TYPE_CODES as readonly string[]).includes(b.item_type_code) ? (b.item_type_code as ItemTypeCode) : null;
      known.set(b.id, {
        number: null,
        sectionName: null,
        type,
        stem: b.stem_text.slice(0, STEM_MAX),
        letters,
        key: b.content.answerAttrs?.options ?? [],
        subjective: type === 'short_answer' || type === 'essay',
      });
    }
    const chosen = new Map<string, Map<string | null, number>>();
    for (const o of optionRows) {
      const of = chosen.get(o.item_id) ?? new Map<string | null, number>();
      of.set(o.letter, o.count);
      chosen.set(o.item_id, of);
    }
    const seconds = new Map(times.map((t) => [t.item_id, t.seconds]));
    const items: ReportItem[] = itemRows
      .map((r) => {
        const c = known.get(r.item_id);
        const choice = !!c?.type && CHOICE_TYPES.includes(c.type);
        const picks = chosen.get(r.item_id);
        const awaiting = r.manual || !!c?.subjective;
        const figures = !awaiting && r.max > 0;
        return {
          itemId: r.item_id,
          number: c?.number ?? null,
          sectionName: c?.sectionName ?? null,
          itemTypeCode: c?.type ?? null,
          stem: c?.stem ?? '',
          max: r.max,
          papers: r.papers,
          awaitingMarking: awaiting,
          meanScore: awaiting ? null : round(r.mean),
          difficulty: figures && r.mean !== null ? round(r.mean / r.max) : null,
          discrimination: figures && r.upper !== null && r.lower !== null ? round((r.upper - r.lower) / r.max) : null,
          options: choice
            ? [...new Set([...(c?.letters ?? []), ...[...(picks?.keys() ?? [])].flatMap((l) => l ?? [])])]
                .sort()
                .map((letter) => ({ letter, count: picks?.get(letter) ?? 0, correct: !!c?.key.includes(letter) }))
            : null,
          unanswered: choice ? r.papers - (picks?.get(null) ?? 0) : null,
          averageSeconds: round(seconds.get(r.item_id) ?? null, 0),
        };
      })
      .sort((a, b) => (a.number ?? Infinity) - (b.number ?? Infinity) || a.itemId.localeCompare(b.itemId));

    return {
      examName: names.exam_name,
      sessionName: names.session_name,
      subjectName: names.subject_name,
      at: scope.at.toISOString(),
      roomsOnly: !!scope.roomIds,
      papers: papers.map(({ name, total, objectiveMax, passMark, passMarkSource }) => ({
        name,
        total,
        objectiveMax,
        passMark,
        passMarkSource,
      })),
      awaitingMarking: items.some((i) => i.awaitingMarking) || papers.some((p) => p.objectiveMax < p.total),
      overall,
      distribution,
      bandMax,
      items,
      sessions,
      rooms,
      departments,
    };
  }

  const exported = backgroundFile<ExportJob>(
    { queue, fileTasks },
    { name: 'sitting.report-export', fileType: 'sittingReport.export', mime: XLSX_MIME },
    async ({ officeId, userId, examId, sessionId, roomIds, at, lang }) => {
      const owner = { officeId, userId };
      const exam = await sittingRosterRepo(db, owner).exam(examId);
      const sessionIds = sessionId ? [sessionId] : (exam?.sessionIds ?? []);
      const report = await build(owner, { examId, sessionId }, { sessionIds, roomIds, at: new Date(at) });
      return writeWorkbook(reportSheets(report, lang));
    },
  );

  return {
    async report(tenant: Tenant, input: Filter) {
      const scope = await scopeOf(tenant, input, now());
      return build(tenant, input, scope);
    },

    /** Starts the export of the report as it stands now; answers the download centre's task. */
    async startExport(tenant: Tenant, input: Filter, lang: Language) {
      const at = now();
      const scope = await scopeOf(tenant, input, at);
      const fileName = lang === 'zh' ? '数据报告.xlsx' : 'data-report.xlsx';
      return exported.start(tenant, fileName, lang, {
        examId: input.examId,
        at,
        ...(input.sessionId ? { sessionId: input.sessionId } : {}),
        ...(scope.roomIds ? { roomIds: scope.roomIds } : {}),
      });
    },
  };
}

export type SittingReportService = ReturnType<typeof createSittingReportService>;
