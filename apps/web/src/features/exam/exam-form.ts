import type { ExamDetail, ExamInput } from '@cloud-exam/contract/exam/exam';
import type { Dayjs } from 'dayjs';
import type { ExamTimes } from '../../components/date-time';

/** What the base-information form holds: the exam's input with its window as two pickers' values (the institution's wall clock). */
export type ExamFormValues = Omit<ExamInput, 'beginDate' | 'endDate'> & { window?: [Dayjs, Dayjs] };

export const newExamValues = (agreement: string): ExamFormValues => ({
  examName: '',
  agreement,
  subjects: [{ subjectName: '', duration: 60, earlySubmitMinutes: 0, lateEntryMinutes: 0 }],
});

export const examToValues = (exam: ExamDetail, times: ExamTimes): ExamFormValues => ({
  examName: exam.examName,
  categoryId: exam.categoryId ?? undefined,
  examMethod: exam.examMethod,
  description: exam.description,
  cover: exam.cover,
  agreement: exam.agreement,
  window: [times.toPicker(exam.beginDate), times.toPicker(exam.endDate)],
  subjects: exam.subjects,
});

export function valuesToInput({ window, ...values }: ExamFormValues, times: ExamTimes): ExamInput {
  return {
    ...values,
    beginDate: window ? times.fromPicker(window[0]) : '',
    endDate: window ? times.fromPicker(window[1]) : '',
    subjects: values.subjects.map((s) => ({
      ...s,
      duration: Number(s.duration),
      earlySubmitMinutes: Number(s.earlySubmitMinutes ?? 0),
      lateEntryMinutes: Number(s.lateEntryMinutes ?? 0),
    })),
  };
}
