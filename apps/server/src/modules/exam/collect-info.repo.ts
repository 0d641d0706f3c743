import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { CollectField, CollectOption } from '@cloud-exam/contract/exam/collect-info';
import type { Db } from '../../db/client';
import { examCollectFields } from '../../db/schema';
import { type Scope, scopedRepo } from '../../db/scoped-repo';

const scoped = scopedRepo(examCollectFields);

export type CollectFieldRow = typeof examCollectFields.$inferSelect;
export type NewCollectField = Omit<typeof examCollectFields.$inferInsert, 'id' | 'officeId'>;

/** The information-form fields of the caller's institution's exams. */
export function collectFieldRepo(db: Db, scope: Scope) {
  const base = scoped(db, scope);
  return {
    ...base,
    /** An exam's fields in order. */
    ofExam: (examId: string) =>
      base.list({ where: eq(examCollectFields.examId, examId), orderBy: [asc(examCollectFields.sort), asc(examCollectFields.id)] }),
    /** Removes the exam's fields other than these. */
    async removeOthers(examId: string, keep: string[]) {
      await db
        .delete(examCollectFields)
        .where(base.where(and(eq(examCollectFields.examId, examId), keep.length ? notInArray(examCollectFields.id, keep) : undefined)));
    },
  };
}

/** A stored field as the renderer and the candidate's information take it (spec §3). */
export const toCollectField = (
  row: Pick<
    CollectFieldRow,
    | 'id'
    | 'componentId'
    | 'title'
    | 'defaultValue'
    | 'description'
    | 'componentType'
    | 'componentName'
    | 'optionList'
    | 'required'
    | 'editable'
    | 'visible'
    | 'collectImageStandard'
  >,
): CollectField => {
  const optionList = (row.optionList ?? []) as CollectOption[];
  const standard = (row.collectImageStandard ?? {}) as Partial<CollectField['collectImageStandard']>;
  return {
    id: row.id,
    componentId: row.componentId,
    title: row.title,
    defaultValue: row.defaultValue,
    description: row.description,
    componentType: row.componentType as CollectField['componentType'],
    componentName: row.componentName,
    optionList,
    optionJson: JSON.stringify(optionList),
    required: row.required,
    editable: row.editable,
    visible: row.visible,
    collectImageStandard: {
      minWordNum: standard.minWordNum ?? null,
      maxWordNum: standard.maxWordNum ?? null,
      maxUploadNum: standard.maxUploadNum ?? null,
      projectCollectInfoId: row.id,
    },
  };
};

/** An exam's information form as its candidates fill it in on exam day: its fields in order. */
export async function examCollectForm(db: Db, scope: Scope, examId: string): Promise<CollectField[]> {
  return (await collectFieldRepo(db, scope).ofExam(examId)).map(toCollectField);
}
