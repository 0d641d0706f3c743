import { SMART_QA_QUESTION_MAX } from '@cloud-exam/contract/constants';
import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { QA_ANSWER_MAX, type smartQaApi } from '@cloud-exam/contract/service/service';
import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { questionKey } from './qa-match';
import { platformQaRepo, type QaRow, qaRepo } from './smart-qa.repo';

type Input = Inputs<typeof smartQaApi>;

const toQa = (q: QaRow) => ({
  id: q.id,
  question: q.question,
  answer: q.answer,
  published: q.published,
  updateTime: q.updatedAt.toISOString(),
});

/**
 * Smart Q&A: a question at most 64 and an answer at most 1000 characters, no two questions of an institution alike
 * (compared folded, `questionKey`); a published item is locked and only unpublished ones can be deleted. The
 * platform's items reach every institution's members unless the institution blocks them.
 */
export function createSmartQaService(db: Db, now: Clock, platform: () => Promise<Scope>) {
  async function assertValid(scope: Scope, { question, answer }: { question: string; answer: string }, exceptId?: string) {
    if ([...question].length > SMART_QA_QUESTION_MAX) throw new AppError(ErrorCodes.qaQuestionTooLong);
    if ([...answer].length > QA_ANSWER_MAX) throw new AppError(ErrorCodes.qaAnswerTooLong);
    if (await qaRepo(db, scope).keyTaken(questionKey(question), exceptId)) throw new AppError(ErrorCodes.qaQuestionTaken);
  }
  async function found(scope: Scope, id: string) {
    const row = await qaRepo(db, scope).findOne(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  }

  return {
    async page(scope: Scope, { published, ...filter }: Input['page']) {
      const page = await qaRepo(db, scope).page({ ...filter, published: published === undefined ? undefined : published === '1' });
      return { ...page, records: page.records.map(toQa) };
    },

    async add(scope: Scope, input: Input['add']) {
      await assertValid(scope, input);
      const row = await qaRepo(db, scope).insert({ ...input, questionKey: questionKey(input.question), published: false });
      return { id: row.id };
    },

    async update(scope: Scope, { id, ...fields }: Input['update']) {
      if ((await found(scope, id)).published) throw new AppError(ErrorCodes.qaPublishedCannotEdit);
      await assertValid(scope, fields, id);
      await qaRepo(db, scope).update(id, { ...fields, questionKey: questionKey(fields.question), updatedAt: new Date(now()) });
      return null;
    },

    async publish(scope: Scope, { id, published }: Input['publish']) {
      await found(scope, id);
      await qaRepo(db, scope).update(id, { published, updatedAt: new Date(now()) });
      return null;
    },

    async remove(scope: Scope, { id }: Input['remove']) {
      if ((await found(scope, id)).published) throw new AppError(ErrorCodes.qaPublishedCannotDelete);
      await qaRepo(db, scope).remove(id);
      return null;
    },

    async platformPage(scope: Scope, filter: Input['platformPage']) {
      const page = await platformQaRepo(db, await platform(), scope).page(filter);
      return { ...page, records: page.records.map((q) => ({ ...toQa(q), blocked: q.blocked })) };
    },

    async block(scope: Scope, { id, blocked }: Input['block']) {
      const repo = platformQaRepo(db, await platform(), scope);
      if (!(await repo.findPublished(id))) throw new AppError(ErrorCodes.qaNotPlatformItem);
      await repo.block(id, blocked);
      return null;
    },
  };
}
