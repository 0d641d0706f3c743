import type { Language } from '@cloud-exam/contract/languages';

/** The text of a verification code as e-mailed or texted, in the requester's language. */
const TEXTS: Record<Language, { subject: string; body: (code: string, minutes: number) => string }> = {
  zh: { subject: '云考试验证码', body: (c, m) => `您的验证码是 ${c}，${m} 分钟内有效。如非本人操作，请忽略本消息。` },
  en: {
    subject: 'Your Cloud Exam verification code',
    body: (c, m) => `Your verification code is ${c}. It is valid for ${m} minutes. If you did not ask for it, ignore this message.`,
  },
  es: {
    subject: 'Su código de verificación de Examen en la Nube',
    body: (c, m) => `Su código de verificación es ${c}. Es válido durante ${m} minutos. Si no lo solicitó, ignore este mensaje.`,
  },
  ja: {
    subject: 'クラウド試験の認証コード',
    body: (c, m) => `認証コードは ${c} です。${m}分間有効です。お心当たりのない場合は、このメッセージを無視してください。`,
  },
  ko: {
    subject: '클라우드 시험 인증 코드',
    body: (c, m) => `인증 코드는 ${c}입니다. ${m}분 동안 유효합니다. 요청하지 않으셨다면 이 메시지를 무시하세요.`,
  },
};

export function captchaMessage(lang: Language, code: string, minutes: number) {
  const text = TEXTS[lang];
  return { subject: text.subject, body: text.body(code, minutes) };
}
