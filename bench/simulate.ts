// npm run simulate: exam day driven through the real HTTP and WebSocket API by simulated candidates. Each signs in,
// starts, opens the live channel, answers the paper's items with think time, saves in batches with rising sequence
// numbers, beats every 30 s, may lose the network and come back (resending what was not confirmed), and hands in.
// At the end every acknowledged answer is checked against what the server holds: through the API before the hand-in,
// and in the database afterwards when it can be read. `setupExam` makes an exam to simulate on, through the console's
// API. See docs/performance.md, "Exam day: the simulator".
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { type Endpoint } from '@cloud-exam/contract/endpoint';
import { type Queued, SIGN_IN_QUEUED_CODE } from '@cloud-exam/contract/sitting/queue';
import { examCandidateApi } from '@cloud-exam/contract/exam/exam-candidate';
import {
  type AnswerChange,
  type CandidateItemContent,
  HANDED_IN,
  type CandidatePaper,
  HEARTBEAT_SECONDS,
  type LiveMessage,
  type Receipt,
  type Response,
  type Sitting,
  sittingApi,
  type SittingEventKind,
} from '@cloud-exam/contract/sitting/sitting';
import { type Client, clientOf, consoleToken, inTurns, must, OK } from './api-client';
import { type Credentials, setupExam } from './exam-day-setup';

export { type Credentials, setupExam, type SetupOptions } from './exam-day-setup';
/** An answer the server holds for a candidate (the database's `exam_answers`), for the check after the hand-in. */
export type HeldAnswer = { admissionNumber: string; itemId: string; seq: number; value: Response | null };

export type SimulateOptions = {
  /** The product's address, with its base path if any: `http://127.0.0.1:8080`. */
  base: string;
  examId: string;
  /** How many candidates to simulate (the first N of `credentials`, or of the exam's candidates). */
  candidates: number;
  /** The candidates' sign-in; without it they are read through the console's API as `admin`. */
  credentials?: Credentials[];
  /** A console account that reads the exam's candidates whole (it needs gl_kw_pii). */
  admin?: { username: string; password: string };
  /** A candidate's mean think time between two changes (each wait is 0.5–1.5 times it). */
  thinkMs?: number;
  /** The share of candidates who lose the network once, mid-paper, and come back (half of them sign in again). */
  disconnect?: number;
  /** Candidates arrive spread over this long (0: all at the same moment, the 09:00 spike). */
  rampMs?: number;
  /** How often a candidate beats (the exam client: every HEARTBEAT_SECONDS). */
  heartbeatMs?: number;
  /** A candidate saves once this many changes wait (each candidate 1 to this many, drawn once). */
  batch?: number;
  /** Changes beyond one per item: this share of the items is answered again (a new value, or cleared). */
  revisit?: number;
  /** The most HTTP connections the simulator keeps open, kept alive and reused by every candidate (default 1,000; 0: no limit). */
  connections?: number;
  /**
   * How long the server may stop answering (a restart): a call that gets no answer (refused, reset) leaves the
   * candidate offline as a lost network does: it keeps answering, its changes wait, it tries the server again at its
   * next step and, once it answers, reads its sitting, checks the answers held, opens the live channel again and
   * resends what waits. Sign-in, start, the paper and the hand-in are tried again every 250 ms until then. Default 0:
   * a call without an answer is only counted.
   */
  outageMs?: number;
  /** After each save answered with receipts: the candidate's and the receipts (`{ itemId, seq }`). */
  onConfirmed?: (admissionNumber: string, receipts: Receipt[]) => void;
  /** Reads what the database holds for the exam once every candidate has handed in (`heldInDatabase`). */
  readHeld?: (examId: string) => Promise<HeldAnswer[]>;
  /** Progress lines; default none. */
  log?: (line: string) => void;
};

export type Latency = { n: number; p50: number; p99: number; max: number };
export type Summary = {
  candidates: number;
  /** Candidates whose hand-in the server confirmed (state completed). */
  completed: number;
  /** Save calls answered with receipts, and the answer changes made (each a new sequence number of an item). */
  saves: number;
  changes: number;
  /** Items whose answer was confirmed (a receipt, or the hand-in that carried it), checked against the server. */
  acknowledged: number;
  /** Of them, the server held an older sequence or another value: must be 0. */
  lost: number;
  lostDetails: string[];
  /** How the answers were checked: through GET paper before the hand-in, and in the database after it. */
  checkedBy: ('api' | 'database')[];
  disconnects: number;
  /** Saves the server committed whose answer the simulated lost network threw away (resent after the reconnect). */
  unansweredSaves: number;
  resignIns: number;
  /** Times a candidate found the server again after a call it did not answer (`outageMs`). */
  resumes: number;
  /** Sittings read (start, sitting, hand-in) whose deadline and seconds left were checked against the first start's. */
  clockChecks: number;
  heartbeats: number;
  liveReady: number;
  /** Sign-ins and starts the server's queue told to come back (each came back and is counted again). */
  queued: number;
  /** Per call: how many, p50 and p99 in ms, from the request's issue (a wait for a free connection included). */
  latency: Record<string, Latency>;
  /**
   * Failures by call and code (`save 41300620`, `login http 502`, `live refused`, `save ECONNREFUSED`): expected none.
   * `clock deadline moved`: a sitting read with another deadline than its start gave; `clock remainingSeconds`: seconds
   * left that are not the deadline less the server's time.
   */
  errors: Record<string, number>;
  durationMs: number;
};

// ---------------------------------------------------------------------------------------------------------------
// One timer for every candidate: a heap of wake-up times, so 10,000 thinking candidates cost one timeout.

class Sleeper {
  private heap: { at: number; wake: () => void }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private armedAt = Infinity;

  sleep(ms: number) {
    return new Promise<void>((wake) => {
      this.push({ at: performance.now() + Math.max(0, ms), wake });
      this.arm();
    });
  }

  private arm() {
    const first = this.heap[0];
    if (!first || first.at >= this.armedAt) return;
    clearTimeout(this.timer);
    this.armedAt = first.at;
    this.timer = setTimeout(() => this.fire(), Math.max(0, first.at - performance.now()));
  }

  private fire() {
    this.armedAt = Infinity;
    this.timer = undefined;
    const now = performance.now();
    while (this.heap[0] && this.heap[0].at <= now) this.pop().wake();
    this.arm();
  }

  private push(entry: { at: number; wake: () => void }) {
    const h = this.heap;
    h.push(entry);
    for (let i = h.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.at <= h[i]!.at) break;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  private pop() {
    const h = this.heap;
    const top = h[0]!;
    const last = h.pop()!;
    if (h.length) {
      h[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && h[l]!.at < h[m]!.at) m = l;
        if (r < h.length && h[r]!.at < h[m]!.at) m = r;
        if (m === i) break;
        [h[m], h[i]] = [h[i]!, h[m]!];
        i = m;
      }
    }
    return top;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Answers: a valid response for each item type, different for each variant.

type Part = Omit<CandidateItemContent, 'childItemList'> & { childItemList: unknown[] };

/** A response the item's type takes (variant `v` picks the options and words). */
export function answerFor(content: Part, v: number): Response {
  const names = content.optionsDataList.map((o) => o.optionName);
  const pick = (k: number) => names[((k % names.length) + names.length) % names.length] ?? 'A';
  switch (content.itemTypeCode) {
    case 'single_choice':
    case 'true_false':
      return { options: [pick(v)] };
    case 'multiple_choice': {
      const n = Math.min(names.length || 1, 8);
      const mask = (v % ((1 << n) - 1)) + 1;
      return { options: names.slice(0, n).filter((_, i) => mask & (1 << i)) };
    }
    case 'cloze_fill':
      return { blanks: Array.from({ length: content.blankCount ?? 1 }, (_, i) => `第${v}稿空${i + 1}`) };
    case 'matching':
      return { pairs: content.childItemList.map((_, i) => (names.length ? pick(i + v) : null)) };
    case 'forced_choice':
      return { most: pick(v), least: pick(v + 1) };
    case 'compound':
      return {
        children: content.childItemList.map((child) =>
          child && typeof child === 'object' && 'itemTypeCode' in child ? partAnswer(child as Part, v) : null,
        ),
      };
    default:
      return { text: `第${v}稿：物体在不受外力作用时保持静止或匀速直线运动的状态，这是牛顿第一定律。` };
  }
}
const partAnswer = (part: Part, v: number) => {
  const { children: _, ...rest } = answerFor(part, v);
  return rest;
};

/** JSON with its keys sorted: a jsonb column gives them back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

type Stats = {
  latency: Map<string, number[]>;
  errors: Map<string, number>;
  saves: number;
  changes: number;
  disconnects: number;
  unansweredSaves: number;
  resignIns: number;
  resumes: number;
  clockChecks: number;
  heartbeats: number;
  liveReady: number;
  queued: number;
  completed: number;
  lostDetails: string[];
};

/** What one candidate did: each item's newest change, and the newest sequence the server confirmed. */
type Ledger = { admissionNumber: string; latest: Map<string, AnswerChange>; acked: Map<string, number>; handedIn: boolean };

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export async function simulate(options: SimulateOptions): Promise<Summary> {
  const {
    base,
    examId,
    thinkMs = 2000,
    disconnect = 0.1,
    rampMs = 0,
    heartbeatMs = HEARTBEAT_SECONDS * 1000,
    batch = 3,
    revisit = 0.25,
    connections = 1000,
    outageMs = 0,
    onConfirmed,
    log = () => {},
  } = options;
  const client = clientOf(base, Math.min(connections, options.candidates));
  const sockets = new Set<WebSocket>();
  const sleeper = new Sleeper();
  const stats: Stats = {
    latency: new Map(),
    errors: new Map(),
    saves: 0,
    changes: 0,
    disconnects: 0,
    unansweredSaves: 0,
    resignIns: 0,
    resumes: 0,
    clockChecks: 0,
    heartbeats: 0,
    liveReady: 0,
    queued: 0,
    completed: 0,
    lostDetails: [],
  };
  const began = performance.now();
  try {
    const credentials = (options.credentials ?? (await readCredentials(client, examId, options))).slice(0, options.candidates);
    if (credentials.length < options.candidates)
      throw new Error(`the exam has ${credentials.length} candidates, ${options.candidates} were asked for`);
    log(`${credentials.length} candidates on exam ${examId}`);

    const record = (name: string, ms: number) => {
      const list = stats.latency.get(name) ?? [];
      list.push(ms);
      stats.latency.set(name, list);
    };
    const timed = async <T>(name: string, e: Endpoint, input: Record<string, unknown> | undefined, token?: string) => {
      const t0 = performance.now();
      try {
        const answer = await client.call<T>(e, input, token);
        record(name, performance.now() - t0);
        if (answer.code !== OK && answer.code !== SIGN_IN_QUEUED_CODE)
          count(`${name} ${answer.code > 0 ? answer.code : `http ${-answer.code}`}`);
        return answer;
      } catch (error) {
        count(`${name} ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
        return undefined;
      }
    };
    const count = (key: string) => stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
    /**
     * A sign-in or a start through the server's queue, as the exam client goes: told to come back, it waits the
     * seconds given (and up to one more) and tries again. Its whole wait is kept as `<name> queued`.
     */
    const throughQueue = async <T>(name: string, attempt: () => Promise<{ code: number; data: T } | undefined>) => {
      const t0 = performance.now();
      for (;;) {
        const answer = await attempt();
        if (answer?.code !== SIGN_IN_QUEUED_CODE) {
          record(`${name} queued`, performance.now() - t0);
          return answer;
        }
        stats.queued++;
        await sleeper.sleep(((answer.data as unknown as Queued).retryAfterSeconds + Math.random()) * 1000);
      }
    };

    const ledgers = await Promise.all(
      credentials.map((c, i) =>
        candidate(c, i).catch((error: unknown) => {
          count(`candidate ${(error as Error).message}`);
          return undefined;
        }),
      ),
    );

    /** One candidate's exam day. */
    async function candidate(who: Credentials, index: number): Promise<Ledger | undefined> {
      await sleeper.sleep(rampMs ? Math.random() * rampMs : 0);
      /** A call that must be answered: while the server is away (`outageMs`), tried again every 250 ms. */
      const answered = async <T>(call: () => Promise<T | undefined>) => {
        const until = performance.now() + outageMs;
        for (;;) {
          const answer = await call();
          if (answer !== undefined || performance.now() >= until) return answer;
          await sleeper.sleep(250);
        }
      };
      /** The server's clock: the deadline the first start gave stays, and the seconds left count down to it. */
      let deadline: string | null | undefined;
      const clock = (answer: { code: number; data: Sitting } | undefined) => {
        if (answer?.code !== OK) return answer;
        const s = answer.data;
        if (deadline === undefined) deadline = s.deadline;
        else {
          stats.clockChecks++;
          if (s.deadline !== deadline) count('clock deadline moved');
        }
        if (s.deadline && s.remainingSeconds !== null && !s.paused && !HANDED_IN.includes(s.state)) {
          const left = Math.max(0, Math.ceil((Date.parse(s.deadline) - Date.parse(s.serverTime)) / 1000));
          if (Math.abs(s.remainingSeconds - left) > 1) count('clock remainingSeconds');
        }
        return answer;
      };
      const signIn = async () => {
        const answer = await throughQueue('login', () =>
          answered(() =>
            timed<{ token: string }>(
              'login',
              sittingApi.login,
              { examId, method: 'admissionNumber', admissionNumber: who.admissionNumber, idNumber: who.idNumber },
              undefined,
            ),
          ),
        );
        return answer?.code === OK ? answer.data.token : undefined;
      };
      const start = () =>
        throughQueue('start', () => answered(async () => clock(await timed<Sitting>('start', sittingApi.start, { agreed: true }, token))));
      const signedIn = await signIn();
      if (!signedIn) return undefined;
      let token = signedIn;
      if ((await start())?.code !== OK) return undefined;
      const paperAnswer = await answered(() => timed<CandidatePaper>('paper', sittingApi.paper, undefined, token));
      if (paperAnswer?.code !== OK) return undefined;
      const items = paperAnswer.data.sections.flatMap((s) => s.items);
      const ledger: Ledger = { admissionNumber: who.admissionNumber, latest: new Map(), acked: new Map(), handedIn: false };
      const seqs = new Map<string, number>(paperAnswer.data.answers.map((a) => [a.itemId, a.seq]));
      const pending = new Map<string, AnswerChange>();
      const batchOf = 1 + randomInt(Math.max(1, batch));
      // exactly round(N × disconnect) candidates drop, spread over the list; every second of them signs in again
      const drops = (i: number) => Math.floor(i * disconnect + 0.5);
      const willDrop = drops(index + 1) > drops(index);
      const signsInAgain = willDrop && drops(index + 1) % 2 === 0;
      const steps = items.length + Math.round(items.length * revisit);
      const dropAt = willDrop ? 1 + randomInt(Math.max(1, steps - 2)) : -1;
      let offlineUntil = -1;
      let answeredLost = false;
      /** A call got no answer (`outageMs`): offline until the server answers again. */
      let serverLost = false;
      const noAnswer = () => {
        if (!outageMs || serverLost) return;
        serverLost = true;
        socket?.terminate();
        socket = undefined;
      };
      let socket = await openLive(token);
      let lastBeat = -Infinity;

      const beat = async () => {
        lastBeat = performance.now();
        const events: { kind: SittingEventKind; at: string }[] =
          Math.random() < 0.1
            ? [
                { kind: 'leavePage', at: new Date().toISOString() },
                { kind: 'returnPage', at: new Date().toISOString() },
              ]
            : [];
        const answer = await timed('heartbeat', sittingApi.heartbeat, { events }, token);
        if (answer?.code === OK) stats.heartbeats++;
        else if (!answer) noAnswer();
      };
      const confirm = (receipts: Receipt[]) => {
        for (const r of receipts) {
          ledger.acked.set(r.itemId, Math.max(ledger.acked.get(r.itemId) ?? 0, r.seq));
          const waiting = pending.get(r.itemId);
          if (waiting && waiting.seq <= r.seq) pending.delete(r.itemId);
        }
        onConfirmed?.(who.admissionNumber, receipts);
      };
      /** Sends what waits; `throwAway`: the server commits it, but the lost network eats its answer. */
      const flush = async (throwAway = false) => {
        if (!pending.size) return;
        const answers = [...pending.values()];
        const answer = await timed<{ saved: Receipt[] }>('save', sittingApi.save, { answers }, token);
        if (throwAway) {
          stats.unansweredSaves++;
          return;
        }
        if (!answer) noAnswer();
        if (answer?.code !== OK) return;
        stats.saves++;
        confirm(answer.data.saved);
      };
      /**
       * The network back (or the server): the client reads its sitting and the answers the server holds, reconnects,
       * resends. Answers false when the server does not answer.
       */
      const reconnect = async (signInAgain: boolean) => {
        if (signInAgain) {
          // a reload on another computer: a new sign-in (the first token is told it was replaced), start resumes
          const again = await signIn();
          if (again) {
            token = again;
            stats.resignIns++;
            await start();
          }
        }
        if (!clock(await timed<Sitting>('sitting', sittingApi.sitting, undefined, token))) {
          noAnswer();
          return false;
        }
        const held = await timed<CandidatePaper>('paper', sittingApi.paper, undefined, token);
        if (held?.code === OK) checkHeld(ledger, held.data.answers, false, stats);
        socket = await openLive(token);
        await flush();
        return true;
      };
      /** After a call the server did not answer: one try to find it again (the client's next attempt). */
      const findServer = async () => {
        serverLost = false;
        if (await reconnect(false)) stats.resumes++;
        else serverLost = true;
      };

      await beat();
      for (let step = 0; step < steps; step++) {
        await sleeper.sleep(thinkMs * (0.5 + Math.random()));
        if (serverLost && offlineUntil < 0) await findServer();
        const online = offlineUntil < 0 && !serverLost;
        if (online && performance.now() - lastBeat >= heartbeatMs) await beat();
        const first = step < items.length;
        const item = items[first ? step : randomInt(items.length)]!;
        const seq = (seqs.get(item.itemId) ?? 0) + 1;
        seqs.set(item.itemId, seq);
        const cleared = !first && Math.random() < 0.1;
        const change: AnswerChange = {
          itemId: item.itemId,
          seq,
          value: cleared ? null : answerFor(item.content as Part, index + seq),
          clientTime: new Date().toISOString(),
        };
        stats.changes++;
        pending.set(item.itemId, change);
        ledger.latest.set(item.itemId, change);
        if (step === dropAt) {
          stats.disconnects++;
          socket?.terminate();
          socket = undefined;
          offlineUntil = step + 2 + randomInt(3);
          answeredLost = false;
        }
        if (offlineUntil >= 0) {
          // the first save after the drop reaches the server, its answer does not; the rest wait on the computer
          if (!answeredLost) {
            answeredLost = true;
            await flush(true);
          }
          if (step >= offlineUntil) {
            offlineUntil = -1;
            await reconnect(signsInAgain);
          }
          continue;
        }
        if (pending.size >= batchOf && !serverLost) await flush();
      }
      if (offlineUntil >= 0) await reconnect(signsInAgain);
      // the server still away: wait for it (`outageMs`) before the hand-in
      for (const until = performance.now() + outageMs; serverLost && performance.now() < until;) {
        await sleeper.sleep(250);
        await findServer();
      }
      // what a save refused keeps waiting: tried again, as the client retries
      for (let attempt = 0; pending.size && attempt < 3; attempt++) await flush();

      // Before the hand-in: the server holds every confirmed answer (GET paper's answers with their sequence).
      const held = await answered(() => timed<CandidatePaper>('paper', sittingApi.paper, undefined, token));
      if (held?.code === OK) checkHeld(ledger, held.data.answers, false, stats);

      // The hand-in carries one last change never saved on its own.
      const last = items[randomInt(items.length)]!;
      const lastSeq = (seqs.get(last.itemId) ?? 0) + 1;
      const carried: AnswerChange = {
        itemId: last.itemId,
        seq: lastSeq,
        value: answerFor(last.content as Part, index + lastSeq),
        clientTime: new Date().toISOString(),
      };
      stats.changes++;
      ledger.latest.set(last.itemId, carried);
      pending.set(last.itemId, carried);
      const submitted = await answered(async () =>
        clock(await timed<Sitting>('submit', sittingApi.submit, { answers: [...pending.values()] }, token)),
      );
      socket?.close();
      if (submitted?.code === OK && submitted.data.state === 'completed') {
        stats.completed++;
        ledger.handedIn = true;
        for (const change of pending.values()) ledger.acked.set(change.itemId, Math.max(ledger.acked.get(change.itemId) ?? 0, change.seq));
        pending.clear();
      } else if (submitted?.code === OK) count(`submit state ${submitted.data.state}`);
      return ledger;
    }

    /** The live channel: `{ token }` first, then `ready` (or `refused`); its failures are counted, not fatal. */
    function openLive(token: string) {
      return new Promise<WebSocket | undefined>((resolve) => {
        const t0 = performance.now();
        const socket = new WebSocket(client.wsUrl);
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        let settled = false;
        const settle = (ok: boolean, why?: string) => {
          if (settled) return;
          settled = true;
          if (ok) {
            stats.liveReady++;
            const list = stats.latency.get('live ready') ?? [];
            list.push(performance.now() - t0);
            stats.latency.set('live ready', list);
            resolve(socket);
          } else {
            count(`live ${why}`);
            socket.terminate();
            resolve(undefined);
          }
        };
        socket.on('open', () => socket.send(JSON.stringify({ token })));
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as LiveMessage;
          if (message.type === 'ready') settle(true);
          else if (message.type === 'refused') settle(false, 'refused');
          // `changed`: an invigilator acted; the simulated candidate has no invigilator, so it is only counted
          else count(`live changed ${message.action}`);
        });
        socket.on('error', (error: NodeJS.ErrnoException) => settle(false, error.code ?? error.message));
        socket.on('close', (code) => settle(false, `closed ${code}`));
      });
    }

    const done = ledgers.filter((l): l is Ledger => !!l);
    const checkedBy: Summary['checkedBy'] = ['api'];
    if (options.readHeld) {
      checkedBy.push('database');
      const rows = await options.readHeld(examId);
      const byCandidate = new Map<string, HeldAnswer[]>();
      for (const row of rows) byCandidate.set(row.admissionNumber, [...(byCandidate.get(row.admissionNumber) ?? []), row]);
      for (const ledger of done)
        if (ledger.handedIn)
          checkHeld(
            ledger,
            (byCandidate.get(ledger.admissionNumber) ?? []).map((r) => ({ itemId: r.itemId, seq: r.seq, value: r.value })),
            true,
            stats,
          );
    }

    const latency: Record<string, Latency> = {};
    for (const [name, list] of [...stats.latency].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      latency[name] = {
        n: sorted.length,
        p50: Math.round(percentile(sorted, 0.5)),
        p99: Math.round(percentile(sorted, 0.99)),
        max: Math.round(sorted.at(-1) ?? 0),
      };
    }
    return {
      candidates: credentials.length,
      completed: stats.completed,
      saves: stats.saves,
      changes: stats.changes,
      acknowledged: done.reduce((n, l) => n + l.acked.size, 0),
      lost: stats.lostDetails.length,
      lostDetails: stats.lostDetails.slice(0, 20),
      checkedBy,
      disconnects: stats.disconnects,
      unansweredSaves: stats.unansweredSaves,
      resignIns: stats.resignIns,
      resumes: stats.resumes,
      clockChecks: stats.clockChecks,
      heartbeats: stats.heartbeats,
      liveReady: stats.liveReady,
      queued: stats.queued,
      latency,
      errors: Object.fromEntries([...stats.errors].sort(([a], [b]) => a.localeCompare(b))),
      durationMs: Math.round(performance.now() - began),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    client.close();
  }
}

/**
 * Every confirmed answer against what the server holds: an older sequence than the receipt, or the confirmed sequence
 * with another value than was sent, is an answer lost. `final`: after the hand-in, every change was confirmed, so the
 * server must hold exactly the newest of each item.
 */
function checkHeld(ledger: Ledger, held: { itemId: string; seq: number; value: Response | null }[], final: boolean, stats: Stats) {
  const byItem = new Map(held.map((a) => [a.itemId, a]));
  for (const [itemId, ackedSeq] of ledger.acked) {
    const have = byItem.get(itemId);
    const latest = ledger.latest.get(itemId)!;
    const where = `${ledger.admissionNumber} item ${itemId}`;
    if (!have || have.seq < ackedSeq) stats.lostDetails.push(`${where}: confirmed seq ${ackedSeq}, held ${have?.seq ?? 'none'}`);
    else if (have.seq > latest.seq) stats.lostDetails.push(`${where}: held seq ${have.seq}, never sent (newest ${latest.seq})`);
    else if (have.seq === latest.seq && canonical(have.value) !== canonical(latest.value))
      stats.lostDetails.push(`${where}: seq ${have.seq} held with another value`);
    else if (final && have.seq !== latest.seq) stats.lostDetails.push(`${where}: handed in with seq ${latest.seq}, held ${have.seq}`);
  }
}

/**
 * The exam's candidates, read through the console's API: the candidate page (admission numbers; ID numbers masked, as
 * on every page), then each one's ID number by the audited reveal (`personal`, which needs gl_kw_pii): an audit row a
 * candidate.
 */
async function readCredentials(client: Client, examId: string, options: SimulateOptions): Promise<Credentials[]> {
  if (!options.admin) throw new Error('the candidates’ credentials, or a console account (admin) to read them, are needed');
  const api = must(client, await consoleToken(client, options.admin.username, options.admin.password));
  const found: { id: string; admissionNumber: string }[] = [];
  const size = 500;
  for (let current = 1; found.length < options.candidates; current++) {
    const page = await api<{ records: { id: string; admissionNumber: string }[] }>(examCandidateApi.page, { examId, current, size });
    found.push(...page.records);
    if (page.records.length < size) break;
  }
  return inTurns(found.slice(0, options.candidates), 8, async ({ id, admissionNumber }) => ({
    admissionNumber,
    idNumber: (await api<{ idNumber: string }>(examCandidateApi.personal, { id })).idNumber,
  }));
}

/** What the database holds for an exam's sittings, by admission number (PostgreSQL, `--database-url`). */
export function heldInDatabase(databaseUrl: string) {
  return async (examId: string): Promise<HeldAnswer[]> => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ admission_number: string; item_id: string; seq: number; value: Response | null }>(HELD_SQL, [
        examId,
      ]);
      return rows.map((r) => ({ admissionNumber: r.admission_number, itemId: r.item_id, seq: r.seq, value: r.value }));
    } finally {
      await db.end();
    }
  };
}
export const HELD_SQL = `select c.admission_number, a.item_id, a.seq, a.value
  from exam_answers a join exam_sittings s on s.id = a.sitting_id join exam_candidates c on c.id = s.exam_candidate_id
  where s.exam_id = $1`;

// ---------------------------------------------------------------------------------------------------------------
// The command.

export function formatSummary(s: Summary) {
  const lines = [
    `candidates ${s.candidates}, handed in ${s.completed}, in ${(s.durationMs / 1000).toFixed(1)} s`,
    `changes ${s.changes}, saves ${s.saves}, heartbeats ${s.heartbeats}, live channel ready ${s.liveReady}`,
    `told to come back by the server's queue ${s.queued}`,
    `disconnects ${s.disconnects} (saves whose answer was lost ${s.unansweredSaves}, signed in again ${s.resignIns})`,
    `answers confirmed ${s.acknowledged}, checked by ${s.checkedBy.join(' and ')}: lost ${s.lost}`,
    '',
    'call          n        p50 ms   p99 ms   max ms',
    ...Object.entries(s.latency).map(
      ([name, l]) => `${name.padEnd(13)} ${String(l.n).padEnd(8)} ${String(l.p50).padEnd(8)} ${String(l.p99).padEnd(8)} ${l.max}`,
    ),
    '',
    Object.keys(s.errors).length
      ? `errors: ${Object.entries(s.errors)
          .map(([k, n]) => `${k} × ${n}`)
          .join(', ')}`
      : 'errors: none',
    ...s.lostDetails.map((d) => `lost: ${d}`),
  ];
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://127.0.0.1:8080' },
      exam: { type: 'string' },
      candidates: { type: 'string', default: '20' },
      setup: { type: 'boolean', default: false },
      'setup-only': { type: 'boolean', default: false },
      items: { type: 'string', default: '16' },
      admin: { type: 'string', default: 'admin' },
      password: { type: 'string', default: process.env.ADMIN_PASSWORD },
      'think-ms': { type: 'string', default: '2000' },
      disconnect: { type: 'string', default: '0.1' },
      'ramp-ms': { type: 'string', default: '0' },
      batch: { type: 'string', default: '3' },
      connections: { type: 'string', default: '1000' },
      'database-url': { type: 'string' },
      credentials: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const candidates = Number(values.candidates);
  const log = (line: string) => console.error(line);
  let examId = values.exam;
  let credentials: Credentials[] | undefined;
  if (values.setup || values['setup-only']) {
    if (!values.password) throw new Error('--setup needs the console account: --admin NAME --password PW');
    const made = await setupExam({
      base: values.base,
      username: values.admin,
      password: values.password,
      candidates,
      items: Number(values.items),
      log,
    });
    examId = made.examId;
    credentials = made.credentials;
    if (values.credentials) fs.writeFileSync(values.credentials, JSON.stringify({ examId, credentials }));
    console.log(`exam ${examId}: ${candidates} candidates seated, its session begun`);
    if (values['setup-only']) return;
  } else if (values.credentials) {
    ({ examId, credentials } = JSON.parse(fs.readFileSync(values.credentials, 'utf8')) as { examId: string; credentials: Credentials[] });
  }
  if (!examId) throw new Error('--exam ID (or --setup) is needed');
  const summary = await simulate({
    base: values.base,
    examId,
    candidates,
    credentials,
    admin: values.password ? { username: values.admin, password: values.password } : undefined,
    thinkMs: Number(values['think-ms']),
    disconnect: Number(values.disconnect),
    rampMs: Number(values['ramp-ms']),
    batch: Number(values.batch),
    connections: Number(values.connections),
    readHeld: values['database-url'] ? heldInDatabase(values['database-url']) : undefined,
    log,
  });
  console.log(values.json ? JSON.stringify(summary, null, 2) : formatSummary(summary));
  if (summary.lost) process.exitCode = 1;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url))
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
