import { examNotificationApi, NOTIFICATION_CHANNELS } from '@cloud-exam/contract/exam/exam-notification';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routes } from '../../http/route';
import { sendExport } from '../../http/spreadsheet';
import type { ExamDeps } from './exam.deps';
import { createExamNotificationService } from './exam-notification.service';

/**
 * An exam's notifications (/gl/kw/kw/exam/notification …). `{signInUrl}` is `candidateSignInUrl`
 * (CANDIDATE_LOGIN_URL) when set, else this server's public address as the request reached it.
 */
export async function examNotificationRoutes(app: FastifyInstance, deps: ExamDeps) {
  const notifications = createExamNotificationService({ ...deps, log: app.log });
  const signInUrl = (request: FastifyRequest) =>
    deps.candidateSignInUrl ?? `${request.protocol}://${request.host}${deps.basePath ?? ''}/candidate/`;
  routes(app, examNotificationApi, {
    channels: async () => NOTIFICATION_CHANNELS.map((channel) => ({ channel, delivers: deps.outbox.delivers(channel) })),
    templates: async (_, { request }) => notifications.templates(request.lang),
    preview: (input, { tenant, request }) => notifications.preview(tenant, input, request.lang, signInUrl(request)),
    send: (input, { tenant, request }) => notifications.send(tenant, input, request.lang, signInUrl(request)),
    page: (input, { tenant }) => notifications.page(tenant, input),
    deliveries: (input, { tenant }) => notifications.deliveries(tenant, input),
    exportDeliveries: async (input, { tenant, request, reply }) =>
      sendExport(reply, deps.fileTasks, tenant, {
        fileType: 'examNotification.export',
        fileName: request.lang === 'zh' ? '考试通知发送记录.xlsx' : 'exam-notification-deliveries.xlsx',
        data: await notifications.exportDeliveries(tenant, input, request.lang),
      }),
  });
}
