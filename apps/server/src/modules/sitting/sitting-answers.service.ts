import type { ItemPart } from '@cloud-exam/contract/bank/item';
import { isPart } from '@cloud-exam/contract/bank/item-rules';
import { scoreItem } from '@cloud-exam/contract/bank/scoring';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { DrawnPaper } from '@cloud-exam/contract/paper/paper';
import { isAnswered } from '@cloud-exam/contract/sitting/sitting';
import type { AnswerSheet, ItemScoreState, sittingAnswersApi } from '@cloud-exam/contract/sitting/sitting-answers';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import { sittingAnswersRepo } from './sitting-answers.repo';
import { breachesOf, disciplineScores } from './sitting-discipline.service';
import { sittingRosterRepo } from './sitting-roster.repo';
import { invigilated, notYourRoom } from './sitting-target';
import { iso } from './sitting-view';
import { sittingRepo } from './sitting.repo';

type Input = Inputs<typeof sittingAnswersApi>;

export type SittingAnswersDeps = { db: Db; now: Clock };

/** Types a marker scores: they add nothing to the objective score. */
const MARKED: readonly string[] = ['short_answer', 'essay'];

/** What the machine's scoring can give an item: its objective parts' worth (a personality item's nothing). */
function objectiveMax(part: ItemPart): number {
  if (MARKED.includes(part.itemTypeCode)) return 0;
  if (part.itemTypeCode === 'compound') return part.childItemList.filter(isPart).reduce((sum, c) => sum + objectiveMax(c), 0);
  return scoreItem(part, undefined).max;
}

/** Each item's number in the drawn paper, from 1 across its sections. */
const numbersOf = (paper: DrawnPaper | null) =>
  new Map((paper?.sections.flatMap((s) => s.items) ?? []).map((item, i) => [item.itemId, i + 1]));

/**
 * A candidate's answer sheet and answer history in a session, for the console: `gl_kw` reads every candidate of its
 * institution, a `gl_kw_monitor` holder without it the candidates of the rooms they invigilate (41300623 otherwise).
 * A candidate not seated in the session, or another institution's, is not found; one seated without a sitting signed
 * in is refused with 41300625 (not signed in), which the console shows as "no answer sheet yet".
 */
export function createSittingAnswersService({ db, now }: SittingAnswersDeps) {
  /** The candidate's seat and signed-in sitting in the session, when the caller may read them. */
  async function sittingOf(tenant: Tenant, { examCandidateId, sessionId }: Input['sheet']) {
    const seats = await sittingRosterRepo(db, tenant).ofCandidate(examCandidateId, new Date(now()));
    const seat = seats.find((s) => s.sessionId === sessionId);
    if (!seat) throw new AppError(ErrorCodes.notFound);
    const mine = invigilated(tenant, seat.roomId ? [{ id: seat.roomId, invigilatorIds: seat.invigilatorIds ?? [] }] : []);
    if (mine && !mine.size) throw notYourRoom();
    const repo = sittingAnswersRepo(db, tenant);
    const candidate = await repo.candidate(examCandidateId);
    if (!candidate) throw new AppError(ErrorCodes.notFound);
    const sitting = seat.sittingId ? await repo.sitting(seat.sittingId) : undefined;
    if (!sitting?.signedInAt) throw new AppError(ErrorCodes.sittingNotSignedIn, { name: candidate.name });
    return { seat, candidate, sitting, repo };
  }

  return {
    /** The sheet: the drawn paper item by item, each with the answer held, the key and the score kept at hand-in. */
    async sheet(tenant: Tenant, input: Input['sheet']): Promise<AnswerSheet> {
      const { seat, candidate, sitting } = await sittingOf(tenant, input);
      const answers = new Map((await sittingRepo(db, tenant).answers(sitting.id)).map((a) => [a.itemId, a]));
      const numbers = numbersOf(sitting.paper);
      const sections = (sitting.paper?.sections ?? []).map((s) => ({
        topicName: s.topicName,
        topicDescription: s.topicDescription,
        score: s.score,
        items: s.items.map((item) => {
          const held = answers.get(item.itemId);
          const result = sitting.itemScores?.[item.itemId];
          return {
            itemId: item.itemId,
            number: numbers.get(item.itemId)!,
            score: item.score,
            content: item.content,
            answer: held?.value ?? null,
            answered: isAnswered(held?.value),
            savedAt: iso(held?.savedAt ?? null),
            result: result ? { score: result.score, max: result.max, state: result.state as ItemScoreState } : null,
          };
        }),
      }));
      const items = sections.flatMap((s) => s.items);
      const [after] = await disciplineScores(db, tenant, [
        { sessionId: seat.sessionId, candidateId: input.examCandidateId, score: sitting.score },
      ]);
      const discipline = {
        breaches: await breachesOf(db, tenant, seat.sessionId, input.examCandidateId),
        scoreBefore: sitting.score,
        scoreAfter: after!.score,
        cancelled: after!.cancelled,
      };
      return {
        candidate: { examCandidateId: input.examCandidateId, ...candidate },
        session: {
          id: seat.sessionId,
          name: seat.sessionName,
          subjectName: seat.subjectName,
          beginDate: seat.beginAt.toISOString(),
          endDate: seat.endAt.toISOString(),
        },
        roomName: seat.roomName,
        seat: seat.seat,
        state: seat.state,
        signedInAt: iso(sitting.signedInAt),
        startedAt: iso(sitting.startedAt),
        deadline: iso(sitting.deadlineAt),
        submittedAt: iso(sitting.submittedAt),
        score: sitting.score,
        discipline,
        objectiveMax: Math.round(items.reduce((sum, i) => sum + objectiveMax(i.content), 0) * 10) / 10,
        paperName: sitting.paper?.name ?? null,
        totalScore: sitting.paper?.totalScore ?? null,
        itemCount: items.length,
        answeredCount: items.filter((i) => i.answered).length,
        sections,
      };
    },

    /** A page of the saves in the order the server took them, each with the save of the same item before it. */
    async saves(tenant: Tenant, { current, size, ...input }: Input['saves']) {
      const { sitting, repo } = await sittingOf(tenant, input);
      const numbers = numbersOf(sitting.paper);
      const page = await repo.saves(sitting.id, { current, size });
      return {
        ...page,
        records: page.records.map((r) => ({
          id: r.id,
          savedAt: r.savedAt.toISOString(),
          clientTime: r.clientTime.toISOString(),
          itemId: r.itemId,
          number: numbers.get(r.itemId) ?? null,
          seq: r.seq,
          previous:
            r.previousSeq === null
              ? null
              : { seq: r.previousSeq, savedAt: new Date(r.previousAt!).toISOString(), value: r.previousValue ?? null },
          value: r.value ?? null,
        })),
      };
    },
  };
}

export type SittingAnswersService = ReturnType<typeof createSittingAnswersService>;
