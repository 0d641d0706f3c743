import { z } from 'zod';
import { authenticated, endpoints } from '../endpoint';
import { id } from '../fields';
import type { Language } from '../languages';

/** The message centre: the signed-in user's notices in their institution (spec §7 Portal, notice-info). */

export const MessageType = { system: 1, business: 2, todo: 3 } as const;

/** A notice of the message centre. */
export const noticeSchema = z.object({
  id: z.string(),
  messageType: z.number().int(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  createTime: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

const messageType = z.coerce.number().int().min(1).max(3).optional();

export const noticePageQuerySchema = z.object({
  messageType,
  read: z.enum(['0', '1']).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const noticePageSchema = z.object({
  records: z.array(noticeSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeApi = endpoints('notice', authenticated, {
  page: {
    method: 'GET',
    path: '/gl/pt/pt/notice-info/queryNoticeInfoPage',
    summary: 'My notices, newest first',
    input: noticePageQuerySchema,
    output: noticePageSchema,
  },
  unreadCount: {
    method: 'GET',
    path: '/gl/pt/pt/notice-info/queryNoticeInfoCount',
    summary: 'How many of my notices are unread (optionally of one messageType)',
    input: z.object({ messageType }),
    output: z.object({ unread: z.number().int() }),
  },
  detail: {
    method: 'GET',
    path: '/gl/pt/ptApi/pt/notice-info/query/{id}',
    summary: 'One of my notices; reading it marks it read',
    input: z.object({ id }),
    output: noticeSchema,
  },
  latest: {
    method: 'POST',
    path: '/gl/pt/pt/notice-info/queryNoticeInfo',
    summary: 'My newest unread notices (optionally of one messageType) and how many are unread',
    input: z.object({ messageType, size: z.coerce.number().int().min(1).max(20).default(5) }),
    output: z.object({ records: z.array(noticeSchema), unread: z.number().int() }),
  },
  deal: {
    method: 'GET',
    path: '/gl/pt/pt/notice-info/queryDealNoticeInfo',
    summary: 'My to-do notices still to deal with (unread), newest first, and how many there are',
    input: z.object({ size: z.coerce.number().int().min(1).max(20).default(5) }),
    output: z.object({ records: z.array(noticeSchema), total: z.number().int() }),
  },
  markRead: {
    method: 'POST',
    path: '/gl/pt/pt/notice-info/update',
    summary: 'Mark notices read: the given ids, or all of mine',
    input: z.object({ ids: z.array(z.string().uuid()).max(500).optional() }),
    output: z.object({ updated: z.number().int() }),
  },
});

type NoticeText = { title: string; content: string };

/**
 * The notices the product itself leaves for a new institution's administrator, in every language. They are stored
 * with their Chinese text; a notice whose title and content are still exactly that text is the product's own and is
 * shown in the reader's language (a notice someone wrote is shown as written).
 */
export const SEEDED_NOTICES: { messageType: number; text: Record<Language, NoticeText> }[] = [
  {
    messageType: MessageType.system,
    text: {
      zh: { title: '欢迎使用云考试', content: '这是演示机构。您可以在左侧菜单中打开各项功能，右上角可切换语言。' },
      en: {
        title: 'Welcome to Cloud Exam',
        content: 'This is the demo institution. Open each feature from the menu on the left; switch the language at the top right.',
      },
      es: {
        title: 'Bienvenido a Cloud Exam',
        content:
          'Esta es la institución de demostración. Abra cada función desde el menú de la izquierda; cambie el idioma arriba a la derecha.',
      },
      ja: {
        title: 'クラウド試験へようこそ',
        content: 'これはデモ機関です。左側のメニューから各機能を開けます。言語は右上で切り替えられます。',
      },
      ko: {
        title: '클라우드 시험에 오신 것을 환영합니다',
        content: '데모 기관입니다. 왼쪽 메뉴에서 각 기능을 열 수 있고, 오른쪽 위에서 언어를 바꿀 수 있습니다.',
      },
    },
  },
  {
    messageType: MessageType.todo,
    text: {
      zh: { title: '请完善机构信息', content: '在系统设置中填写机构名称、徽标与联系方式，考生将在考试页面看到它们。' },
      en: {
        title: 'Complete your institution’s profile',
        content: 'In the system settings, fill in the institution’s name, logo and contact details; candidates see them on the exam pages.',
      },
      es: {
        title: 'Complete el perfil de su institución',
        content:
          'En la configuración del sistema, indique el nombre, el logotipo y los datos de contacto de la institución; los candidatos los verán en las páginas del examen.',
      },
      ja: {
        title: '機関情報を入力してください',
        content: 'システム設定で機関名、ロゴ、連絡先を入力してください。受験者は試験ページでそれらを目にします。',
      },
      ko: {
        title: '기관 정보를 완성해 주세요',
        content: '시스템 설정에서 기관 이름, 로고, 연락처를 입력하세요. 응시자는 시험 페이지에서 이를 보게 됩니다.',
      },
    },
  },
];

/** A notice's title and content in the reader's language when it is one the product seeded, otherwise as written. */
export function noticeTextIn(notice: NoticeText, lang: Language): NoticeText {
  const seeded = SEEDED_NOTICES.find((n) => n.text.zh.title === notice.title && n.text.zh.content === notice.content);
  return seeded ? seeded.text[lang] : notice;
}
