import { bankApi } from '@cloud-exam/contract/bank/bank';
import { type CollectFieldInput, collectInfoApi } from '@cloud-exam/contract/exam/collect-info';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examConfigApi } from '@cloud-exam/contract/exam/exam-config';
import { paperApi } from '@cloud-exam/contract/paper/paper';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { examPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { sessionPaperApi } from '@cloud-exam/contract/exam/session-paper';
import { sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { sittingAnswersApi } from '@cloud-exam/contract/sitting/sitting-answers';
import { sittingControlApi } from '@cloud-exam/contract/sitting/sitting-control';
import { sittingOverviewApi } from '@cloud-exam/contract/sitting/sitting-overview';
import { sittingMessageApi } from '@cloud-exam/contract/sitting/sitting-message';
import { sittingRecordsApi } from '@cloud-exam/contract/sitting/sitting-records';
import { sittingAnomaliesApi } from '@cloud-exam/contract/sitting/sitting-anomalies';
import { ticketApi } from '@cloud-exam/contract/sitting/ticket';
import { sittingRecordApi } from '@cloud-exam/contract/sitting/sitting-record';
import { sittingReportApi } from '@cloud-exam/contract/sitting/sitting-report';
import { sittingDisciplineApi } from '@cloud-exam/contract/sitting/sitting-discipline';
import { type ModuleProbes, type ProbeApi, probesFor } from '../../test/probes';

const MINUTE = 60_000;
const ID_NUMBER = '11010519491231002X';

export type ExamDayPlan = {
  name: string;
  /** The time the windows are counted from (the test app's clock, or the wall clock). */
  now: number;
  agreement?: string;
  /** The bank's items, as `itemApi.add` takes them (one single choice unless told). */
  items?: object[];
  /** The paper's sections, from the items' ids (one section of every item, 2 points each, unless told). */
  sections?: (itemIds: string[]) => object[];
  people: { name: string; idNumber: string; mobile?: string }[];
  /** When the session begins and how long it lasts, from `now`. */
  session?: { name?: string; beginIn: number; lasts: number };
  rooms?: { roomName: string; capacity: number; invigilatorIds?: string[] }[];
  config?: { configKey: string; configValue: unknown }[];
  /** The exam's information form, as the form editor saves it. */
  form?: CollectFieldInput[];
  publish?: boolean;
};

/**
 * An exam ready for exam day, made through the API as an officer makes it: a bank and a paper of its items, an exam of
 * one subject (60 minutes) over a day, the people as its candidates, one session, its rooms, everyone seated in order,
 * the configuration, the information form, and (unless told) published.
 */
export async function givenExamDay(api: ProbeApi, plan: ExamDayPlan) {
  const { now } = plan;
  const bank = (await api.call(bankApi.add, { name: `${plan.name}题库` })).id;
  const contents = plan.items ?? [
    {
      itemTypeCode: 'single_choice',
      stemAttrs: { content: '<p>一加一等于几？</p>' },
      optionsDataList: [{ optionContent: '二' }, { optionContent: '三' }],
      answerAttrs: { options: ['A'] },
      score: 2,
    },
  ];
  const items: string[] = [];
  for (const content of contents) items.push((await api.call(itemApi.add, { bankId: bank, ...content } as never)).id);
  const sections = plan.sections?.(items) ?? [{ topicName: '一、选择题', score: 2, items: items.map((itemId) => ({ itemId })) }];
  const paper = (
    await api.call(paperApi.add, { name: `${plan.name}试卷`, bankIds: [bank], kind: 'fixed', duration: 60, sections } as never)
  ).id;
  const exam = (
    await api.call(examApi.add, {
      examName: plan.name,
      ...(plan.agreement ? { agreement: plan.agreement } : {}),
      beginDate: new Date(now + 5 * MINUTE).toISOString(),
      endDate: new Date(now + 24 * 60 * MINUTE).toISOString(),
      subjects: [{ subjectName: '语文', duration: 60 }],
    })
  ).id;
  const subjectId = (await api.call(examApi.baseInfo, { id: exam })).subjects[0]!.id;
  await api.call(examPaperApi.importPaper, { examId: exam, subjectId, paperIds: [paper] });
  const candidates: { id: string; admissionNumber: string }[] = [];
  for (const p of plan.people) candidates.push(await api.call(examCandidateApi.add, { examId: exam, ...p, certType: '0' }));
  const { name = '上午场', beginIn, lasts } = plan.session ?? { beginIn: 10 * MINUTE, lasts: 120 * MINUTE };
  const window = { beginDate: new Date(now + beginIn).toISOString(), endDate: new Date(now + beginIn + lasts).toISOString() };
  const session = (await api.call(scheduleApi.addSession, { examId: exam, subjectId, sessionName: name, ...window })).id;
  const rooms: string[] = [];
  for (const room of plan.rooms ?? [{ roomName: '第一考场', capacity: 30 }])
    rooms.push((await api.call(scheduleApi.addRoom, { sessionId: session, address: null, ...room })).id);
  await api.call(scheduleApi.assign, { examId: exam, subjectId, strategy: 'order' });
  if (plan.config) await api.call(examConfigApi.update, { id: exam, examConfigList: plan.config as never });
  if (plan.form) await api.call(collectInfoApi.save, { projectId: exam, fields: plan.form });
  if (plan.publish !== false) await api.call(examApi.updateBatch, { ids: [exam], action: 'publish' });
  return { exam, subjectId, session, rooms, candidates, items };
}

/**
 * The exam client's calls read only the caller's own sitting (its token names it); sign-in, its code and the entry name
 * an exam by its id, which another institution's unpublished exam refuses. The invigilators' actions, their messages
 * and the console's reads of sittings (answer sheets, histories and records too) name the session, its room and the
 * candidate (`sittingSession`, `sittingRoom`, `sittingCandidate`); the answer records the exam too (`sittingExam`); a
 * message's reading the message. The rows hold a published exam whose session opens soon, a candidate signed in to it
 * (`candidateToken`), for the calls that need a candidate, and a message to the session (`sittingMessage`) whose text
 * bears the mark.
 */
export const sittingProbes: ModuleProbes = {
  rows: async (api, mark) => {
    const day = await givenExamDay(api, {
      name: `${mark}考试日`,
      now: Date.now(),
      people: [{ name: `${mark}考生`, idNumber: ID_NUMBER }],
      rooms: [{ roomName: '第一考场', capacity: 10 }],
    });
    const [candidate] = day.candidates;
    const { token } = await api.call(sittingApi.login, {
      examId: day.exam,
      method: 'admissionNumber',
      admissionNumber: candidate!.admissionNumber,
      idNumber: ID_NUMBER,
    });
    const message = await api.call(sittingMessageApi.send, { sessionId: day.session, text: `${mark}考场通知` });
    const rule = await api.call(sittingDisciplineApi.addRule, { name: `${mark}违纪规则`, consequence: 'warning', enabled: true });
    const breach = await api.call(sittingDisciplineApi.record, {
      sessionId: day.session,
      examCandidateId: candidate!.id,
      ruleId: rule.id,
      snapshotIds: [],
      note: `${mark}违纪备注`,
    });
    const tickets = await api.call(ticketApi.add, { sessionId: day.session, name: `${mark}准考证` });
    // the task's job ends before anything is read, so that what the owner reads stays as it was
    for (const until = Date.now() + 30_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const { records } = await api.call(ticketApi.tasks, { sessionId: day.session });
      if (records.every((r) => r.state !== 'processing')) break;
    }
    return {
      ticketTask: tickets.id,
      sittingMessage: message.id,
      breakRule: rule.id,
      sittingBreach: breach.id,
      sittingExam: day.exam,
      candidateToken: token,
      sittingSession: day.session,
      sittingRoom: day.rooms[0]!,
      sittingCandidate: candidate!.id,
    };
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
      mediaPlay: 'own',
      info: 'own',
      infoSave: 'own',
      infoUpload: 'own',
      submit: 'own',
      messages: 'own',
      // a member's token is refused here; another candidate's ids change nothing (sitting-message.test.ts)
      readMessages: (r) => ({ ids: [r.sittingMessage!] }),
    }),
    // The invigilators' actions name a session, a room and candidates: another institution's are not found.
    ...probesFor(sittingControlApi, {
      pause: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom!, minutes: 5, reason: '探测' }),
      resume: (r) => ({ sessionId: r.sittingSession!, candidateIds: [r.sittingCandidate!], reason: '探测' }),
      extraTime: (r) => ({ sessionId: r.sittingSession!, minutes: 10, reason: '探测' }),
      forceSubmit: (r) => ({ sessionId: r.sittingSession!, candidateIds: [r.sittingCandidate!], reason: '探测' }),
      withdraw: (r) => ({ sessionId: r.sittingSession!, candidateIds: [r.sittingCandidate!], reason: '探测' }),
      lock: (r) => ({ sessionId: r.sittingSession!, locked: true, reason: '探测' }),
      list: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom! }),
      candidate: (r) => ({ examCandidateId: r.sittingCandidate! }),
    }),
    ...probesFor(sittingOverviewApi, { overview: (r) => ({ sessionId: r.sittingSession! }) }),
    ...probesFor(sittingMessageApi, {
      send: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom!, text: '探测' }),
      list: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom! }),
    }),
    // answer records name the exam, a session and a room of it
    ...probesFor(sittingRecordsApi, {
      records: (r) => ({ examId: r.sittingExam!, sessionId: r.sittingSession!, roomId: r.sittingRoom! }),
      exportRecords: (r) => ({ examId: r.sittingExam!, sessionId: r.sittingSession!, roomId: r.sittingRoom! }),
    }),
    // a candidate's answer sheet and history name the candidate and the session
    ...probesFor(sittingAnswersApi, {
      sheet: (r) => ({ examCandidateId: r.sittingCandidate!, sessionId: r.sittingSession! }),
      saves: (r) => ({ examCandidateId: r.sittingCandidate!, sessionId: r.sittingSession! }),
    }),
    // A candidate's record names the session and the candidate; a message's candidates name the message.
    ...probesFor(sittingRecordApi, {
      events: (r) => ({ sessionId: r.sittingSession!, examCandidateId: r.sittingCandidate! }),
      exportEvents: (r) => ({ sessionId: r.sittingSession!, examCandidateId: r.sittingCandidate! }),
      recipients: (r) => ({ messageId: r.sittingMessage!, roomId: r.sittingRoom! }),
    }),
    // a session's anomalies name the session, a room of it, and a candidate to review
    ...probesFor(sittingAnomaliesApi, {
      anomalies: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom! }),
      review: (r) => ({
        sessionId: r.sittingSession!,
        items: [{ candidateId: r.sittingCandidate!, kind: 'interrupted' as const }],
        state: 'handled' as const,
        note: '探测',
      }),
      exportAnomalies: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom! }),
    }),
    // the data report names the exam and a session of it
    ...probesFor(sittingReportApi, {
      report: (r) => ({ examId: r.sittingExam!, sessionId: r.sittingSession! }),
      exportReport: (r) => ({ examId: r.sittingExam!, sessionId: r.sittingSession! }),
    }),
    // Discipline: the rules are the institution's own list (another's rule id is not found), breaches name the session,
    // the room, the candidate or the breach.
    ...probesFor(sittingDisciplineApi, {
      rules: 'own',
      addRule: 'own',
      updateRule: (r) => ({ id: r.breakRule!, name: '探测', consequence: 'warning' as const, enabled: false }),
      breaches: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom! }),
      record: (r) => ({
        sessionId: r.sittingSession!,
        examCandidateId: r.sittingCandidate!,
        ruleId: r.breakRule!,
        snapshotIds: [],
        note: '探测',
      }),
      revoke: (r) => ({ id: r.sittingBreach!, reason: '探测' }),
      exportBreaches: (r) => ({ sessionId: r.sittingSession!, roomId: r.sittingRoom! }),
      snapshots: (r) => ({ sessionId: r.sittingSession!, examCandidateId: r.sittingCandidate! }),
      snapshot: (r) => ({ sessionId: r.sittingSession!, examCandidateId: r.sittingCandidate!, id: 1 }),
    }),
    // admission tickets name the exam, the session or a task
    ...probesFor(ticketApi, {
      layout: (r) => ({ examId: r.sittingExam! }),
      saveLayout: (r) => ({ examId: r.sittingExam!, title: '探测', logoKey: null, fields: [], rules: '' }),
      tasks: (r) => ({ sessionId: r.sittingSession! }),
      add: (r) => ({ sessionId: r.sittingSession!, name: '探测' }),
      remove: (r) => ({ id: r.ticketTask! }),
    }),
    ...probesFor(sessionPaperApi, {
      get: (r) => ({ sessionId: r.sittingSession! }),
      update: (r) => ({ sessionId: r.sittingSession!, examPaperId: null }),
    }),
  ],
};
