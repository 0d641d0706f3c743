// The data report's scenario of `npm run bench`: once the exam-day simulation has handed every candidate's paper in,
// the report of that exam, its one session (participation, statistics, distribution, item analysis, per room), is read
// a few times in a row through the console's API, as the page reads it. Goal: < 2 s for 10,000 candidates.
import { sittingReportApi } from '@cloud-exam/contract/sitting/sitting-report';
import { clientOf, consoleToken, must } from './api-client';

export type ReportTiming = { runs: number; p50: number; max: number; items: number; handedIn: number };

/** Reads the report of an exam (of one session when named) `runs` times, one after another; the times in ms. */
export async function timeDataReport(setup: {
  base: string;
  username: string;
  password: string;
  examId: string;
  sessionId?: string;
  runs?: number;
}): Promise<ReportTiming> {
  const { runs = 5 } = setup;
  const client = clientOf(setup.base, 1);
  try {
    const api = must(client, await consoleToken(client, setup.username, setup.password));
    const input = { examId: setup.examId, ...(setup.sessionId ? { sessionId: setup.sessionId } : {}) };
    const times: number[] = [];
    let last: { items: unknown[]; overall: { completed: number; forceSubmitted: number } } | undefined;
    for (let i = 0; i < runs; i++) {
      const began = performance.now();
      last = await api(sittingReportApi.report, input);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    return {
      runs,
      p50: Math.round(times[Math.floor(runs / 2)]!),
      max: Math.round(times[runs - 1]!),
      items: last!.items.length,
      handedIn: last!.overall.completed + last!.overall.forceSubmitted,
    };
  } finally {
    client.close();
  }
}
