import { categoryApi } from '@cloud-exam/contract/exam/category';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { collectInfoApi } from '@cloud-exam/contract/exam/collect-info';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examPaperApi, subjectPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { paperApi } from '@cloud-exam/contract/paper/paper';
import { type ModuleProbes, type ProbeApi, probesFor } from '../../test/probes';
import { examConfigApi } from '@cloud-exam/contract/exam/exam-config';
import { examCandidateApi, signedUploadApi } from '@cloud-exam/contract/exam/exam-candidate';
import { scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { examNotificationApi } from '@cloud-exam/contract/exam/exam-notification';

const DAY = 86_400_000;
export const examInput = (name: string, extra: { categoryId?: string } = {}) => ({
  examName: name,
  beginDate: new Date(Date.now() + DAY).toISOString(),
  endDate: new Date(Date.now() + 2 * DAY).toISOString(),
  subjects: [{ subjectName: '语文', duration: 90 }],
  ...extra,
});

/** A bank paper of its own bank and item, with an authorisation code, for an exam to import. */
export async function examBankPaper(api: ProbeApi, mark: string) {
  const bank = (await api.call(bankApi.add, { name: `${mark}考试题库` })).id;
  const item = (
    await api.call(itemApi.add, {
      bankId: bank,
      itemTypeCode: 'single_choice',
      stemAttrs: { content: `<p>${mark}考试试题</p>` },
      optionsDataList: [{ optionContent: '甲' }, { optionContent: '乙' }],
      answerAttrs: { options: ['A'] },
      score: 2,
    })
  ).id;
  const paper = (
    await api.call(paperApi.add, {
      name: `${mark}考试试卷`,
      bankIds: [bank],
      kind: 'fixed',
      duration: 30,
      sections: [{ topicName: `${mark}单选题`, score: 2, items: [{ itemId: item }] }],
    })
  ).id;
  const code = (await api.call(paperApi.addAuthCode, { id: paper, days: 7 })).code;
  return { bank, item, paper, code };
}

/** A notification by text message and e-mail to one chosen candidate of an exam. */
const notificationInput = (examId: string, examCandidateId: string, mark: string) => ({
  examId,
  channels: ['sms' as const, 'email' as const],
  subject: `${mark}通知`,
  body: `{name}同学：${mark}通知正文`,
  audience: { kind: 'candidates' as const, ids: [examCandidateId] },
});

/** An exam in a category; how each exam endpoint is reached with another institution's. */
export const examProbes: ModuleProbes = {
  rows: async (api, mark) => {
    const examCategory = (await api.call(categoryApi.add, { name: `${mark}考试分类` })).id;
    const exam = (await api.call(examApi.add, examInput(`${mark}考试`, { categoryId: examCategory }))).id;
    const examSubject = (await api.call(examApi.baseInfo, { id: exam })).subjects[0]!.id;
    const bankPaper = await examBankPaper(api, mark);
    const [examPaper] = (await api.call(examPaperApi.importPaper, { examId: exam, subjectId: examSubject, paperIds: [bankPaper.paper] }))
      .ids;
    await api.call(collectInfoApi.save, { projectId: exam, fields: [{ componentId: 'input', title: `${mark}字段` }] });
    const examCandidate = (
      await api.call(examCandidateApi.add, { examId: exam, name: `${mark}考生`, certType: '0', idNumber: '11010519491231002X' })
    ).id;
    const candidateAccount = (await api.call(examCandidateApi.info, { id: examCandidate })).candidateId;
    const exam0 = await api.call(examApi.baseInfo, { id: exam });
    const sessionBegin = new Date(Date.parse(exam0.beginDate) + 3_600_000);
    const examSession = (
      await api.call(scheduleApi.addSession, {
        examId: exam,
        subjectId: examSubject,
        sessionName: `${mark}场次`.slice(0, 20),
        beginDate: sessionBegin.toISOString(),
        endDate: new Date(sessionBegin.getTime() + 2 * 3_600_000).toISOString(),
      })
    ).id;
    const examRoom = (await api.call(scheduleApi.addRoom, { sessionId: examSession, roomName: `${mark}考场`, capacity: 30 })).id;
    await api.call(scheduleApi.move, { examCandidateId: examCandidate, sessionId: examSession, roomId: examRoom });
    const examNotification = (await api.call(examNotificationApi.send, notificationInput(exam, examCandidate, mark))).id;
    // Delivered before the owner's reads are taken, so that the job's progress is no change an intruder made.
    while ((await api.call(examNotificationApi.page, { examId: exam })).records[0]!.status === 'sending')
      await new Promise((resolve) => setTimeout(resolve, 20));
    // new:module adds rows above this line
    return {
      examCategory,
      exam,
      examSubject,
      examBankPaper: bankPaper.paper,
      examAuthCode: bankPaper.code,
      examPaper: examPaper!,
      examCandidate,
      candidateAccount,
      examSession,
      examRoom,
      examNotification,
    };
  },
  endpoints: [
    ...probesFor(categoryApi, {
      tree: 'own',
      add: (r) => ({ name: '子分类', parentId: r.examCategory! }),
      edit: (r) => ({ id: r.examCategory!, name: '改名' }),
      remove: (r) => ({ id: r.examCategory! }),
    }),
    ...probesFor(examApi, {
      page: 'own',
      baseInfo: (r) => ({ id: r.exam! }),
      examBaseInfo: (r) => ({ id: r.exam! }),
      defaultAgreement: 'own',
      add: (r) => examInput('新考试', { categoryId: r.examCategory! }),
      update: (r) => ({ id: r.exam!, ...examInput('改名考试') }),
      updateBatch: (r) => ({ ids: [r.exam!], action: 'delete' as const }),
      publishGaps: (r) => ({ id: r.exam! }),
      copy: (r) => ({ id: r.exam! }),
      remove: (r) => ({ id: r.exam! }),
      order: 'own',
      saveOrder: (r) => ({ ids: [r.exam!] }),
    }),
    ...probesFor(examPaperApi, {
      query: (r) => ({ id: r.exam! }),
      queryTkPaper: 'own',
      importPaper: (r) => ({ examId: r.exam!, paperIds: [r.examBankPaper!] }),
      importPaperAuthCode: (r) => ({ examId: r.exam!, subjectId: r.examSubject!, authCode: r.examAuthCode! }),
      update: (r) => ({ id: r.examPaper!, variant: 'C' }),
      remove: (r) => ({ id: r.examPaper! }),
      paperType: 'own',
      updateDealMode: (r) => ({ subjectId: r.examSubject!, dealMode: 'random' as const }),
      mergePaper: (r) => ({ id: r.examPaper! }),
    }),
    ...probesFor(subjectPaperApi, {
      queryTkPaper: 'own',
      query: (r) => ({ examId: r.exam!, subjectId: r.examSubject! }),
      importPaper: (r) => ({ examId: r.exam!, subjectId: r.examSubject!, paperIds: [r.examBankPaper!] }),
      importPaperAuthCode: (r) => ({ examId: r.exam!, subjectId: r.examSubject!, authCode: r.examAuthCode! }),
      mergePaper: (r) => ({ id: r.examPaper! }),
    }),
    ...probesFor(examConfigApi, {
      list: 'own',
      query: (r) => ({ id: r.exam! }),
      update: (r) => ({ id: r.exam!, examConfigList: [{ configKey: 'camera', configValue: false }] }),
    }),
    ...probesFor(collectInfoApi, {
      components: 'own',
      componentsSlash: 'own',
      form: (r) => ({ id: r.exam! }),
      save: (r) => ({ projectId: r.exam!, fields: [{ componentId: 'name', title: '姓名' }] }),
    }),
    ...probesFor(examCandidateApi, {
      page: (r) => ({ examId: r.exam!, current: 1, size: 10 }),
      accounts: 'own',
      add: (r) => ({ examId: r.exam!, candidateId: r.candidateAccount! }),
      admissionRule: (r) => ({ id: r.exam! }),
      saveAdmissionRule: (r) => ({ id: r.exam!, prefix: 'X', dateFormat: 'none' as const, serialDigits: 4, start: 1 }),
      remove: (r) => ({ examId: r.exam!, ids: [r.examCandidate!] }),
      info: (r) => ({ id: r.examCandidate! }),
      personal: (r) => ({ id: r.examCandidate! }),
      updateInfo: (r) => ({ id: r.examCandidate!, collected: {} }),
      isEditable: (r) => ({ examId: r.exam! }),
      monitoring: (r) => ({ examId: r.exam!, candidateId: r.examCandidate! }),
      validByEnroll: (r) => ({ enrollId: r.exam! }),
      uploadPhoto: 'own',
      template: 'own',
      import: 'own',
      importPhotos: 'own',
      tempCredential: 'own',
      enrollPhoto: 'own',
      enrollEnclosure: 'own',
    }),
    ...probesFor(signedUploadApi, { upload: 'own', confirm: 'own' }),
    ...probesFor(scheduleApi, {
      schedule: (r) => ({ examId: r.exam! }),
      addSession: (r) => ({
        examId: r.exam!,
        subjectId: r.examSubject!,
        sessionName: '新场次',
        beginDate: new Date(Date.now() + 1.1 * DAY).toISOString(),
        endDate: new Date(Date.now() + 1.5 * DAY).toISOString(),
      }),
      updateSession: (r) => ({
        id: r.examSession!,
        sessionName: '改名场次',
        beginDate: new Date(Date.now() + 1.1 * DAY).toISOString(),
        endDate: new Date(Date.now() + 1.5 * DAY).toISOString(),
      }),
      removeSession: (r) => ({ id: r.examSession! }),
      session: (r) => ({ id: r.examSession! }),
      addRoom: (r) => ({ sessionId: r.examSession!, roomName: '新考场', capacity: 10 }),
      updateRoom: (r) => ({ id: r.examRoom!, roomName: '改名考场', capacity: 40 }),
      removeRoom: (r) => ({ id: r.examRoom! }),
      invigilators: 'own',
      seats: (r) => ({ sessionId: r.examSession!, roomId: r.examRoom!, current: 1, size: 10 }),
      assign: (r) => ({ examId: r.exam!, subjectId: r.examSubject!, strategy: 'order' as const, reseat: true }),
      move: (r) => ({ examCandidateId: r.examCandidate!, sessionId: r.examSession!, roomId: r.examRoom!, seat: 2 }),
      unseat: (r) => ({ sessionId: r.examSession!, examCandidateIds: [r.examCandidate!] }),
      export: (r) => ({ examId: r.exam! }),
      import: 'own',
    }),
    ...probesFor(examNotificationApi, {
      channels: 'own',
      templates: 'own',
      preview: (r) => notificationInput(r.exam!, r.examCandidate!, '改'),
      send: (r) => notificationInput(r.exam!, r.examCandidate!, '改'),
      // a session's view of them names the session and a room of it too
      page: (r) => ({ examId: r.exam!, sessionId: r.examSession!, roomId: r.examRoom!, current: 1, size: 10 }),
      deliveries: (r) => ({ notificationId: r.examNotification!, sessionId: r.examSession!, current: 1, size: 10 }),
      exportDeliveries: (r) => ({ notificationId: r.examNotification!, sessionId: r.examSession!, roomId: r.examRoom! }),
    }),
    // new:module adds endpoint probes above this line
  ],
};
