import { Authority, hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { examPaperApi, subjectPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { areaApi } from '@cloud-exam/contract/org/area';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../api/call';
import { useCurrentUser } from '../../auth/current-user';
import { useViewName } from '../../layout/tags-view-store';

/**
 * The reads the exam pages share: what each kind of change refreshes, and the queries several pages make. Pages take
 * them from here, never from each other.
 */

/** Every read a change of an exam (its base information, publishing, order) shows in. */
export const EXAM_READS = [examApi.page, examApi.baseInfo, examApi.examBaseInfo, examApi.publishGaps, examApi.order];
/** Every read a change of an exam's candidates shows in. */
export const CANDIDATE_READS = [examCandidateApi.page, examCandidateApi.info, examApi.page, examApi.baseInfo, examApi.publishGaps];
/** Every read a change of the schedule shows in. */
export const SCHEDULE_READS = [scheduleApi.schedule, scheduleApi.session, scheduleApi.seats, examApi.publishGaps, examCandidateApi.info];
/** Every read of an exam's papers, the exam's and each subject's: a change anywhere refreshes both. */
export const PAPER_READS = [examPaperApi.query, subjectPaperApi.query];

/** An exam's name and whether it is published (`examBaseInfo`); its page's tab takes the exam's name. */
export function useNamedExam(id: string, enabled = true) {
  const exam = useQuery({ ...endpointQuery(examApi.examBaseInfo, { id }), enabled });
  useViewName(exam.data?.examName);
  return exam;
}

/** The regions (province → city → district), read once, for an information form that has a region field. */
export const useAreaTree = (enabled: boolean) => useQuery({ ...endpointQuery(areaApi.tree), enabled, staleTime: Infinity });

/**
 * What the server would refuse of an exam's candidates now, each with the reason to show: their information and
 * photos once a published exam has begun (`isEditCandidateInfo`), adding or importing once it has ended (41300607),
 * removing while it is published (41020604).
 */
export function useCandidateLocks(examId: string) {
  const { t } = useTranslation('exam');
  const state = useQuery(endpointQuery(examCandidateApi.isEditable, { examId }));
  const exam = useQuery(endpointQuery(examApi.examBaseInfo, { id: examId }));
  const reason = state.data && !state.data.editable ? state.data.reason : undefined;
  return {
    /** Why information and photos cannot change, or undefined while they can. */
    edit: reason && t(`candidate.locked.${reason}`),
    /** Why no candidate may join (added or imported). */
    join: reason === 'examEnded' ? t('candidate.locked.noJoin') : undefined,
    /** Why no candidate may be removed. */
    remove: exam.data?.published ? t('candidate.locked.published') : undefined,
  };
}

/** Whether the member may ask for candidates' personal data whole (gl_kw_pii); the server still bounds it by data rights. */
export const useRevealsPersonalData = () => hasAnyAuthority(useCurrentUser().authorities, [Authority.candidatePersonalData]);

/**
 * One exam candidate's personal data whole. Never fetched by itself: each call is audited, so it is asked for by a
 * click (`refetch`) or by the edit page of a member who may; forgotten as soon as nothing shows it.
 */
export const usePersonalData = (examCandidateId: string, enabled = false) =>
  useQuery({ ...endpointQuery(examCandidateApi.personal, { id: examCandidateId }), enabled, gcTime: 0, retry: false });
