import type { ExamDetail, ExamInput } from '@cloud-exam/contract/exam/exam';
import dayjs, { type Dayjs } from 'dayjs';

/** What the base-information form holds: the exam's input with its window as two pickers' values. */
export type ExamFormValues = Omit<ExamInput, 'beginDate' | 'endDate'> & { window?: [Dayjs, Dayjs] };

export const newExamValues = (agreement: string): ExamFormValues => ({
  examName: '',
  agreement,
  subjects: [{ subjectName: '', duration: 60, earlySubmitMinutes: 0, lateEntryMinutes: 0 }],
});

export const examToValues = (exam: ExamDetail): ExamFormValues => ({
  examName: exam.examName,
  categoryId: exam.categoryId ?? undefined,
  examMethod: exam.examMethod,
  description: exam.description,
  cover: exam.cover,
  agreement: exam.agreement,
  window: [dayjs(exam.beginDate), dayjs(exam.endDate)],
  subjects: exam.subjects,
});

export function valuesToInput({ window, ...values }: ExamFormValues): ExamInput {
  return {
    ...values,
    beginDate: window?.[0].toISOString() ?? '',
    endDate: window?.[1].toISOString() ?? '',
    subjects: values.subjects.map((s) => ({
      ...s,
      duration: Number(s.duration),
      earlySubmitMinutes: Number(s.earlySubmitMinutes ?? 0),
      lateEntryMinutes: Number(s.lateEntryMinutes ?? 0),
    })),
  };
}
