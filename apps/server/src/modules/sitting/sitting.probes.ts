import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { examPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { type ModuleProbes, probesFor } from '../../test/probes';
import { examBankPaper } from '../exam/exam.probes';

const MINUTE = 60_000;
const ID_NUMBER = '11010519491231002X';

/**
 * The exam client's calls read only the caller's own sitting (its token names it); sign-in, its code and the entry name
 * an exam by its id, which another institution's unpublished exam refuses. The invigilators' actions name the session, its room
 * and the candidate (`sittingSession`, `sittingRoom`, `sittingCandidate`). The rows hold a published exam whose session
 * opens soon and a candidate signed in to it (`candidateToken`), for the calls that need a candidate.
 */
export const sittingProbes: ModuleProbes = {
  rows: async (api, mark) => {
    const { paper } = await examBankPaper(api, `${mark}考试日`);
    const now = Date.now();
    const sittingExam = (
      await api.call(examApi.add, {
        examName: `${mark}考试日`,
        beginDate: new Date(now + 5 * MINUTE).toISOString(),
        endDate: new Date(now + 24 * 60 * MINUTE).toISOString(),
        subjects: [{ subjectName: '语文', duration: 60 }],
      })
    ).id;
    const subjectId = (await api.call(examApi.baseInfo, { id: sittingExam })).subjects[0]!.id;
    await api.call(examPaperApi.importPaper, { examId: sittingExam, subjectId, paperIds: [paper] });
    const { id: sittingCandidate, admissionNumber } = await api.call(examCandidateApi.add, {
      examId: sittingExam,
      name: `${mark}考生`,
      certType: '0',
      idNumber: ID_NUMBER,
    });
    const window = { beginDate: new Date(now + 10 * MINUTE).toISOString(), endDate: new Date(now + 130 * MINUTE).toISOString() };
    const session = (await api.call(scheduleApi.addSession, { examId: sittingExam, subjectId, sessionName: '上午场', ...window })).id;
    const sittingRoom = (await api.call(scheduleApi.addRoom, { sessionId: session, roomName: '第一考场', capacity: 10, address: null })).id;
    await api.call(scheduleApi.assign, { examId: sittingExam, subjectId, strategy: 'order' });
    await api.call(examApi.updateBatch, { ids: [sittingExam], action: 'publish' });
    const { token } = await api.call(sittingApi.login, {
      examId: sittingExam,
      method: 'admissionNumber',
      admissionNumber,
      idNumber: ID_NUMBER,
    });
    return { sittingExam, candidateToken: token, sittingSession: session, sittingRoom, sittingCandidate };
  },
  endpoints: [
    ...probesFor(sittingApi, {
      entry: (rows) => ({ examId: rows.exam! }),
      login: (rows) => ({ examId: rows.exam!, method: 'admissionNumber' as const, admissionNumber: '000001', idNumber: ID_NUMBER }),
      sendCode: (rows) => ({ examId: rows.exam!, mobile: '13800138000' }),
      sitting: 'own',
      start: 'own',
      paper: 'own',
      save: 'own',
      heartbeat: 'own',
      snapshot: 'own',
      submit: 'own',
    }),
    // The invigilators' actions name a session, a room and candidates: another institution's are not found.
    ...probesFor(sittingControlApi, {
      pause: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom!, minutes: 5, reason: '探测' }),
      resume: (r) => ({ sessionId: r.sittingSession!, candidateIds: [r.sittingCandidate!], reason: '探测' }),
      extraTime: (r) => ({ sessionId: r.sittingSession!, minutes: 10, reason: '探测' }),
      forceSubmit: (r) => ({ sessionId: r.sittingSession!, candidateIds: [r.sittingCandidate!], reason: '探测' }),
      withdraw: (r) => ({ sessionId: r.sittingSession!, candidateIds: [r.sittingCandidate!], reason: '探测' }),
      lock: (r) => ({ sessionId: r.sittingSession!, locked: true, reason: '探测' }),
    }),
  ],
};
