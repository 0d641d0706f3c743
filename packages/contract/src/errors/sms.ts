import { defineErrors } from './define';

/** 46xxxxxx SMS. */
export const smsErrors = defineErrors({
  smsSendFailed: {
    code: 46010101,
    messages: [
      '短信发送失败',
      'The text message could not be sent',
      'No se pudo enviar el mensaje de texto',
      'SMSを送信できませんでした',
      '문자 메시지를 보낼 수 없습니다',
    ],
  },
});
