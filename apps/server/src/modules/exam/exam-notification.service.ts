import type { Inputs } from '@cloud-exam/contract/endpoint';
import { ErrorCodes, errorMessage } from '@cloud-exam/contract/errors';
import {
  type Audience,
  DELIVERY_COLUMNS,
  deliveryWord,
  type examNotificationApi,
  type ExamNotification,
  type NotificationChannel,
  type NotificationProblem,
  NOTIFICATION_SMS_MAX,
  notificationProblems,
  notificationTemplates,
  type NotificationVariable,
  renderTemplate,
} from '@cloud-exam/contract/exam/exam-notification';
import type { Language } from '@cloud-exam/contract/languages';
import { maskValue } from '@cloud-exam/contract/personal-data';
import { zonedDateTime, zonedSpan } from '@cloud-exam/contract/time-zone';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Tenant } from '../../http/tenant';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from '../../lib/job-queue';
import { sheetFormat } from '../../lib/sheet-import';
import { recordAudit } from '../audit';
import { institutionTimeZone } from '../org';
import type { Outbox } from '../outbox';
import { examNotificationRepo, type NotificationRow, type Recipient, type SessionScope } from './exam-notification.repo';
import { personalScope, readsWhole } from './personal-data';

type Input = Inputs<typeof examNotificationApi>;
type Compose = Input['send'];
type Exam = { id: string; name: string; beginAt: Date; endAt: Date };

type SendJob = { notificationId: string; officeId: string; lang: Language; signInUrl: string };
/** How messages are written: in the caller's language, with times in the institution's zone. */
type Writing = { lang: Language; zone: string; signInUrl: string };

const QUEUE = 'exam.notification';
/** Recipients read and delivered per step; the progress is written after each. */
const BATCH = 50;

const deliverySheet = sheetFormat('deliveries', DELIVERY_COLUMNS, {
  name: 16,
  recipient: 26,
  status: 22,
  subject: 30,
  body: 60,
  error: 30,
  time: 18,
});

const separator = (lang: Language) => (lang === 'zh' || lang === 'ja' ? '；' : '; ');

/** `{examTime}`: the candidate's own sessions when seated, else the exam's window, in the institution's time zone. */
const examTimeOf = (sessions: Recipient['sessions'], exam: Exam, { lang, zone }: Writing) =>
  sessions.length
    ? sessions.map((s) => zonedSpan(s.beginAt, s.endAt, zone)).join(separator(lang))
    : zonedSpan(exam.beginAt, exam.endAt, zone);

/** `{signInUrl}`: the exam client's address with the exam it opens on (`?exam=`), where the candidate signs in to it. */
const examEntryUrl = (client: string, examId: string) => `${client}${client.includes('?') ? '&' : '?'}exam=${examId}`;

/** A delivery's address masked as the mobile or e-mail it is. */
const maskedRecipient = (d: { channel: NotificationChannel; recipient: string | null }) =>
  maskValue(d.channel === 'sms' ? 'mobile' : 'email', d.recipient);

const addressOf = (r: Pick<Recipient, 'mobile' | 'email'>, channel: NotificationChannel) =>
  (channel === 'sms' ? r.mobile : r.email) || null;

export type ExamNotificationDeps = {
  db: Db;
  now: Clock;
  queue: JobQueue;
  outbox: Pick<Outbox, 'deliver'>;
  log: FastifyBaseLogger;
};

/**
 * An exam's notifications: the templates, the audience checked against the exam, a preview for the first
 * recipient with the counts, and the send: the notification's row (and its audit row) now, the deliveries by a
 * background job that renders each candidate's message, hands it to the outbox and records what became of it. A
 * job run again (a server stopped mid-way) skips the candidates it has delivered to.
 */
export function createExamNotificationService({ db, now, queue, outbox, log }: ExamNotificationDeps) {
  const examOf = async (tenant: Tenant, examId: string) => {
    const exam = await examNotificationRepo(db, tenant).exam(examId);
    if (!exam) throw new AppError(ErrorCodes.notFound);
    return exam;
  };
  const notificationOf = async (tenant: Tenant, id: string) => {
    const row = await examNotificationRepo(db, tenant).findOne(id);
    if (!row) throw new AppError(ErrorCodes.notFound);
    return row;
  };

  /** A session of the exam, and a room of that session, when named; another exam's (or institution's) are not found. */
  async function checkedScope(tenant: Tenant, examId: string, { sessionId, roomId }: SessionScope) {
    const repo = examNotificationRepo(db, tenant);
    if (roomId && !sessionId) throw new AppError(ErrorCodes.notFound);
    if (sessionId && !(await repo.sessionInExam(examId, sessionId))) throw new AppError(ErrorCodes.notFound);
    if (sessionId && roomId && !(await repo.roomInSession(sessionId, roomId))) throw new AppError(ErrorCodes.notFound);
  }

  /** The audience as the exam has it: another exam's (or institution's) session, room or candidates are not found. */
  async function checkedAudience(tenant: Tenant, examId: string, audience: Audience): Promise<Audience> {
    const repo = examNotificationRepo(db, tenant);
    if (audience.kind === 'session') await checkedScope(tenant, examId, audience);
    if (audience.kind === 'candidates') {
      const ids = [...new Set(audience.ids)];
      if ((await repo.chosenInExam(examId, ids)) !== ids.length) throw new AppError(ErrorCodes.notFound);
      return { kind: 'candidates', ids };
    }
    return audience;
  }

  const valuesFor = (r: Recipient, exam: Exam, writing: Writing): Record<NotificationVariable, string> => ({
    name: r.name,
    admissionNumber: r.admissionNumber,
    examName: exam.name,
    examTime: examTimeOf(r.sessions, exam, writing),
    signInUrl: examEntryUrl(writing.signInUrl, exam.id),
  });

  /**
   * The longest a text message gets once filled in: the longest name and admission number of the audience, and the
   * longest exam time any candidate of it may have (as many of the exam's longest sessions as the most one sits, or
   * the window).
   */
  async function longestSms(
    tenant: Tenant,
    exam: Exam,
    body: string,
    { lang, zone, signInUrl }: Writing,
    longest: { name: number; number: number; sessions: number },
  ) {
    const spans = (await examNotificationRepo(db, tenant).sessions(exam.id))
      .map((s) => zonedSpan(s.beginAt, s.endAt, zone).length)
      .sort((a, b) => b - a);
    const seated = spans.slice(0, longest.sessions);
    const time = Math.max(
      zonedSpan(exam.beginAt, exam.endAt, zone).length,
      seated.reduce((sum, n) => sum + n, 0) + separator(lang).length * Math.max(0, seated.length - 1),
    );
    return renderTemplate(body.trim(), {
      name: 'x'.repeat(longest.name),
      admissionNumber: 'x'.repeat(longest.number),
      examName: exam.name,
      examTime: 'x'.repeat(time),
      signInUrl: examEntryUrl(signInUrl, exam.id),
    }).length;
  }

  /** What the rules find in a notification for this audience, and what the preview and the send need to know. */
  async function examine(tenant: Tenant, input: Compose, lang: Language, signInUrl: string) {
    const exam = await examOf(tenant, input.examId);
    const audience = await checkedAudience(tenant, exam.id, input.audience);
    const problems: NotificationProblem[] = notificationProblems(input);
    const summary = await examNotificationRepo(db, tenant).summary(exam.id, audience);
    const writing: Writing = { lang, zone: await institutionTimeZone(db, tenant), signInUrl };
    const smsLength = input.channels.includes('sms')
      ? await longestSms(tenant, exam, input.body, writing, {
          name: summary.longestName,
          number: summary.longestNumber,
          sessions: summary.mostSessions,
        })
      : null;
    if (!summary.total) problems.push({ field: 'audience', code: 'notificationNoRecipients' });
    if (smsLength !== null && smsLength > NOTIFICATION_SMS_MAX)
      problems.push({ field: 'body', code: 'notificationSmsTooLong', params: { length: smsLength, max: NOTIFICATION_SMS_MAX } });
    return { exam, audience, summary, smsLength, problems, writing };
  }

  async function run({ notificationId, officeId, lang, signInUrl }: SendJob) {
    const repo = examNotificationRepo(db, { officeId });
    const n = await repo.findOne(notificationId);
    if (!n || n.status !== 'sending') return;
    try {
      const exam = (await repo.exam(n.examId))!;
      const writing: Writing = { lang, zone: await institutionTimeZone(db, { officeId }), signInUrl };
      const audience = n.audience as Audience;
      const channels = n.channels as NotificationChannel[];
      const done = await repo.delivered(n.id);
      const total = (await repo.summary(exam.id, audience)).total;
      let handled = 0;
      let after: Recipient | undefined;
      for (;;) {
        const batch = await repo.recipients(exam.id, audience, after, BATCH);
        if (!batch.length) break;
        for (const r of batch) {
          const values = valuesFor(r, exam, writing);
          const [subject, body] = [renderTemplate(n.subject, values), renderTemplate(n.template, values)];
          const rows = [];
          for (const channel of channels.filter((c) => !done.has(`${r.id}:${c}`))) {
            const recipient = addressOf(r, channel);
            const sent = recipient ? await outbox.deliver({ channel, recipient, subject, body, officeId }) : undefined;
            rows.push({
              notificationId: n.id,
              examCandidateId: r.id,
              name: r.name,
              admissionNumber: r.admissionNumber,
              channel,
              recipient,
              outboxMessageId: sent?.id ?? null,
              status: sent?.status ?? ('skipped' as const),
            });
          }
          await repo.record(rows);
        }
        handled += batch.length;
        after = batch.at(-1);
        await repo.update(n.id, {
          progress: Math.min(99, Math.floor((handled * 100) / Math.max(total, 1))),
          ...countColumns(await repo.counts(n.id)),
        });
      }
      await repo.update(n.id, {
        status: 'done',
        progress: 100,
        recipientCount: handled,
        finishedAt: new Date(now()),
        ...countColumns(await repo.counts(n.id)),
      });
    } catch (e) {
      log.error({ err: e, notification: notificationId }, 'exam notification failed');
      await repo.update(n.id, { status: 'failed', finishedAt: new Date(now()), ...countColumns(await repo.counts(n.id)) });
    }
  }
  queue.handle(QUEUE, run);

  const toNotification = (
    r: NotificationRow & { createdByName: string | null; sessionName: string | null; roomName: string | null },
  ): ExamNotification => {
    const audience = r.audience as Audience;
    return {
      id: r.id,
      examId: r.examId,
      subject: r.subject,
      body: r.template,
      channels: r.channels as NotificationChannel[],
      audience:
        audience.kind === 'session'
          ? {
              kind: 'session',
              sessionId: audience.sessionId,
              sessionName: r.sessionName,
              ...(audience.roomId ? { roomId: audience.roomId, roomName: r.roomName } : {}),
            }
          : audience.kind === 'candidates'
            ? { kind: 'candidates', chosen: audience.ids.length }
            : { kind: 'all' },
      recipientCount: r.recipientCount,
      status: r.status,
      progress: r.progress,
      counts: { sent: r.sentCount, logged: r.loggedCount, failed: r.failedCount, skipped: r.skippedCount },
      createdByName: r.createdByName,
      createTime: r.createdAt.toISOString(),
      finishTime: r.finishedAt?.toISOString() ?? null,
    };
  };

  return {
    templates: (lang: Language) => notificationTemplates(lang),

    async preview(tenant: Tenant, input: Input['preview'], lang: Language, signInUrl: string) {
      const { exam, audience, summary, smsLength, problems, writing } = await examine(tenant, input, lang, signInUrl);
      const [first] = await examNotificationRepo(db, tenant).recipients(exam.id, audience, undefined, 1);
      const values = first && valuesFor(first, exam, writing);
      return {
        recipientCount: summary.total,
        channels: input.channels.map((channel) => {
          const recipients = channel === 'sms' ? summary.withMobile : summary.withEmail;
          return { channel, recipients, skipped: summary.total - recipients };
        }),
        sample: first
          ? {
              name: first.name,
              admissionNumber: first.admissionNumber,
              subject: renderTemplate(input.subject.trim(), values!),
              body: renderTemplate(input.body.trim(), values!),
            }
          : null,
        smsLength,
        problems: problems.map((p) => ({
          field: p.field,
          code: ErrorCodes[p.code],
          message: errorMessage(ErrorCodes[p.code], lang, p.params),
        })),
      };
    },

    async send(tenant: Tenant, input: Input['send'], lang: Language, signInUrl: string) {
      const { exam, audience, summary, problems } = await examine(tenant, input, lang, signInUrl);
      const [problem] = problems;
      if (problem) throw new AppError(ErrorCodes[problem.code], problem.params, 200, { field: problem.field });
      const notification = await db.transaction(async (tx) => {
        const row = await examNotificationRepo(tx, tenant).insert({
          examId: exam.id,
          channels: input.channels,
          subject: input.subject.trim(),
          template: input.body.trim(),
          audience,
          recipientCount: summary.total,
          createdBy: tenant.userId,
        });
        await recordAudit(tx, tenant.actor, {
          action: 'exam.notify',
          targetType: 'exam',
          targetId: exam.id,
          targetName: exam.name,
          detail: {
            notificationId: row.id,
            subject: row.subject,
            channels: input.channels,
            audience: audience.kind,
            ...(audience.kind === 'session'
              ? { sessionId: audience.sessionId, ...(audience.roomId ? { roomId: audience.roomId } : {}) }
              : {}),
            recipients: summary.total,
          },
        });
        return row;
      });
      const job: SendJob = { notificationId: notification.id, officeId: tenant.officeId, lang, signInUrl };
      await queue.send(QUEUE, job, notification.id);
      return { id: notification.id, recipientCount: summary.total };
    },

    /** The exam's notifications; with a session (room), those that reach its candidates. */
    async page(tenant: Tenant, { examId, current, size, sessionId, roomId }: Input['page']) {
      await examOf(tenant, examId);
      await checkedScope(tenant, examId, { sessionId, roomId });
      const page = await examNotificationRepo(db, tenant).page(examId, { current, size }, { sessionId, roomId });
      return { ...page, records: page.records.map(toNotification) };
    },

    /** The deliveries (to a session's or a room's candidates, when named), their addresses masked: whole only in the audited export. */
    async deliveries(tenant: Tenant, { current, size, ...filter }: Input['deliveries']) {
      const notification = await notificationOf(tenant, filter.notificationId);
      await checkedScope(tenant, notification.examId, filter);
      const page = await examNotificationRepo(db, tenant).deliveryPage(filter, { current, size });
      return {
        ...page,
        records: page.records.map(({ createdAt, deptId: _, ...d }) => ({
          ...d,
          recipient: maskedRecipient(d),
          createTime: createdAt.toISOString(),
        })),
      };
    },

    /** The deliveries as filtered, their addresses whole where the caller may read them so; the export is audited. */
    async exportDeliveries(tenant: Tenant, filter: Input['exportDeliveries'], lang: Language) {
      const notification = await notificationOf(tenant, filter.notificationId);
      const exam = await examOf(tenant, notification.examId);
      await checkedScope(tenant, exam.id, filter);
      const scope = await personalScope(tenant);
      const rows = (await examNotificationRepo(db, tenant).deliveryList(filter)).map((d) => ({ ...d, whole: readsWhole(scope, d.deptId) }));
      const zone = await institutionTimeZone(db, tenant);
      await recordAudit(db, tenant.actor, {
        action: 'examCandidate.export',
        targetType: 'exam',
        targetId: exam.id,
        targetName: exam.name,
        // what went out: the notification's deliveries, how many, and how many of their addresses whole (0: all masked)
        detail: { notificationId: notification.id, rows: rows.length, wholeRows: rows.filter((d) => d.whole && d.recipient).length },
      });
      return deliverySheet.write(
        lang,
        rows.map((d) => [
          d.admissionNumber,
          d.name,
          deliveryWord(d.channel, lang),
          d.whole ? d.recipient : maskedRecipient(d),
          deliveryWord(d.status, lang),
          d.subject,
          d.body,
          d.error,
          zonedDateTime(d.createdAt, zone),
        ]),
        { time: zone },
      );
    },
  };
}

const countColumns = (c: Record<'sent' | 'logged' | 'failed' | 'skipped', number>) => ({
  sentCount: c.sent,
  loggedCount: c.logged,
  failedCount: c.failed,
  skippedCount: c.skipped,
});
