// An exam to simulate exam day on, made through the console's API as an officer makes it.
import { randomInt } from 'node:crypto';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { examConfigApi } from '@cloud-exam/contract/exam/exam-config';
import { examPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { ROOM_CAPACITY_MAX, scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { paperApi } from '@cloud-exam/contract/paper/paper';
import { clientOf, consoleToken, must } from './api-client';
import { importCandidateRows, mainlandId } from './exam';
import { EXAM_DAY_ITEMS } from '../e2e/exam-day-items';

const MINUTE = 60_000;

export type Credentials = { admissionNumber: string; idNumber: string };

// ---------------------------------------------------------------------------------------------------------------
// Set-up: an exam to simulate on, made through the console's API.

export type SetupOptions = {
  base: string;
  username: string;
  password: string;
  candidates: number;
  /** Items in the paper, the item types in turn (single, multiple, true/false, cloze, matching, compound, short, essay). */
  items?: number;
  log?: (line: string) => void;
};

export async function setupExam(setup: SetupOptions): Promise<{ examId: string; credentials: Credentials[] }> {
  const { base, candidates, items = 16, log = () => {} } = setup;
  const client = clientOf(base, 8);
  try {
    const token = await consoleToken(client, setup.username, setup.password);
    const api = must(client, token);
    const run = `${Date.now().toString(36)}`;
    const bankId = (await api<{ id: string }>(bankApi.add, { name: `模拟题库${run}` })).id;
    const itemIds: string[] = [];
    for (let i = 0; i < items; i++) {
      const kind = EXAM_DAY_ITEMS[i % EXAM_DAY_ITEMS.length]! as { stemAttrs: { content: string } };
      // numbered: a bank refuses a second item with the same stem and options
      const stemAttrs = { content: kind.stemAttrs.content.replace('<p>', `<p>第${i + 1}题：`) };
      itemIds.push((await api<{ id: string }>(itemApi.add, { bankId, score: 4, ...kind, stemAttrs })).id);
    }
    const duration = 120;
    const paperId = (
      await api<{ id: string }>(paperApi.add, {
        name: `模拟试卷${run}`,
        bankIds: [bankId],
        kind: 'fixed',
        duration,
        sections: [{ topicName: '一、综合题', score: 4, items: itemIds.map((itemId) => ({ itemId })) }],
      })
    ).id;
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const examId = (
      await api<{ id: string }>(examApi.add, {
        examName: `模拟考试${run}`,
        beginDate: iso(now - 10 * MINUTE),
        endDate: iso(now + 24 * 60 * MINUTE),
        subjects: [{ subjectName: '综合', duration }],
      })
    ).id;
    const subjectId = (await api<{ subjects: { id: string }[] }>(examApi.baseInfo, { id: examId })).subjects[0]!.id;
    await api(examPaperApi.importPaper, { examId, subjectId, paperIds: [paperId] });
    await api(examConfigApi.update, {
      id: examId,
      examConfigList: [
        { configKey: 'lateEntryMinutes', configValue: duration },
        { configKey: 'camera', configValue: false },
      ],
    });
    // ID numbers of this run's own (another run's on the same institution would link those people instead), imported
    // from the exam's template as an officer would; their admission numbers then read from the candidate page.
    const first = randomInt(0, 5_000_000);
    const rows = Array.from({ length: candidates }, (_, i) => ({ name: `模拟考生${i + 1}`, idNumber: mainlandId(first + i) }));
    const { importMs } = await importCandidateRows(base, token, examId, rows);
    log(`${candidates} candidates imported in ${(importMs / 1000).toFixed(1)} s`);
    const idOf = new Map(rows.map((r) => [r.name, r.idNumber]));
    const credentials: Credentials[] = [];
    for (let current = 1; credentials.length < candidates; current++) {
      const page = await api<{ records: { name: string; admissionNumber: string }[] }>(examCandidateApi.page, {
        examId,
        current,
        size: 500,
      });
      for (const r of page.records) credentials.push({ admissionNumber: r.admissionNumber, idNumber: idOf.get(r.name)! });
      if (page.records.length < 500) break;
    }
    if (credentials.length !== candidates) throw new Error(`${credentials.length} of ${candidates} candidates imported`);
    const window = (from: number, to: number) => ({ beginDate: iso(from), endDate: iso(to) });
    const sessionId = (
      await api<{ id: string }>(scheduleApi.addSession, {
        examId,
        subjectId,
        sessionName: '模拟场',
        ...window(now + 60 * MINUTE, now + 60 * MINUTE + (duration + 60) * MINUTE),
      })
    ).id;
    for (let r = 0; r * ROOM_CAPACITY_MAX < candidates; r++)
      await api(scheduleApi.addRoom, {
        sessionId,
        roomName: `第${r + 1}考场`,
        capacity: Math.min(ROOM_CAPACITY_MAX, candidates - r * ROOM_CAPACITY_MAX),
        address: null,
      });
    await api(scheduleApi.assign, { examId, subjectId, strategy: 'order' });
    await api(scheduleApi.updateSession, {
      id: sessionId,
      sessionName: '模拟场',
      ...window(now - MINUTE, now - MINUTE + (duration + 60) * MINUTE),
    });
    await api(examApi.updateBatch, { ids: [examId], action: 'publish' });
    return { examId, credentials };
  } finally {
    client.close();
  }
}
