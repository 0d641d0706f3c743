// An exam to simulate exam day on, made through the console's API as an officer makes it.
import { randomInt } from 'node:crypto';
import { bankApi } from '@cloud-exam/contract/bank/bank';
import { itemApi } from '@cloud-exam/contract/bank/item';
import { examApi } from '@cloud-exam/contract/exam/exam';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import { examConfigApi } from '@cloud-exam/contract/exam/exam-config';
import { examPaperApi } from '@cloud-exam/contract/exam/exam-paper';
import { ROOM_CAPACITY_MAX, scheduleApi } from '@cloud-exam/contract/exam/schedule';
import { paperApi } from '@cloud-exam/contract/paper/paper';
import { clientOf, consoleToken, inTurns, must, OK } from './api-client';
import { mainlandId } from './exam';
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
    // ID numbers of this run's own (another run's on the same institution would link those people instead)
    const first = randomInt(0, 5_000_000);
    const credentials = await inTurns(
      Array.from({ length: candidates }, (_, i) => i),
      8,
      async (i) => {
        const idNumber = mainlandId(first + i);
        const input = { examId, certType: '0', name: `模拟考生${i + 1}`, idNumber };
        // On PostgreSQL two adds at once may draw the same next admission number: the loser is told, and tries again.
        let added = await client.call<{ admissionNumber: string }>(examCandidateApi.add, input, token);
        for (let retry = 0; added.code === ErrorCodes.admissionNumberTaken && retry < 20; retry++)
          added = await client.call<{ admissionNumber: string }>(examCandidateApi.add, input, token);
        if (added.code !== OK) throw new Error(`candidate ${i + 1} was not added: ${JSON.stringify(added).slice(0, 300)}`);
        const { admissionNumber } = added.data;
        if ((i + 1) % 1000 === 0) log(`${i + 1} candidates added`);
        return { admissionNumber, idNumber };
      },
    );
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
