import type { Language } from '@cloud-exam/contract/languages';

/** The e-mail or text message that tells a person an institution invites them, in the inviter's language. */
const TEXTS: Record<Language, { subject: string; body: (office: string, days: number) => string }> = {
  zh: {
    subject: '云考试机构邀请',
    body: (o, d) =>
      `“${o}”邀请您以现有账号加入该机构。请登录云考试，在页面右上角的“机构邀请”中接受或拒绝，${d} 天内有效。如不认识该机构，请拒绝或忽略本消息。`,
  },
  en: {
    subject: 'An institution invites you on Cloud Exam',
    body: (o, d) =>
      `"${o}" invites you to join it with your existing account. Sign in to Cloud Exam and accept or decline under "Invitations" at the top right, within ${d} days. If you do not know this institution, decline or ignore this message.`,
  },
  es: {
    subject: 'Una institución le invita en Examen en la Nube',
    body: (o, d) =>
      `«${o}» le invita a unirse con su cuenta actual. Inicie sesión en Examen en la Nube y acepte o rechace en «Invitaciones», arriba a la derecha, en un plazo de ${d} días. Si no conoce esta institución, rechace o ignore este mensaje.`,
  },
  ja: {
    subject: 'クラウド試験：機関からの招待',
    body: (o, d) =>
      `「${o}」が、既存のアカウントで機関に参加するよう招待しています。クラウド試験にログインし、右上の「機関からの招待」で ${d} 日以内に承諾または辞退してください。心当たりのない機関であれば、辞退するかこのメッセージを無視してください。`,
  },
  ko: {
    subject: '클라우드 시험 기관 초대',
    body: (o, d) =>
      `"${o}"에서 기존 계정으로 기관에 참여하도록 초대했습니다. 클라우드 시험에 로그인하여 오른쪽 위의 "기관 초대"에서 ${d}일 안에 수락하거나 거절하세요. 모르는 기관이라면 거절하거나 이 메시지를 무시하세요.`,
  },
};

export function invitationMessage(lang: Language, officeName: string, days: number) {
  const text = TEXTS[lang];
  return { subject: text.subject, body: text.body(officeName, days) };
}
