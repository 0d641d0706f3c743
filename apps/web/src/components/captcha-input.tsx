import type { SentCaptcha } from '@cloud-exam/contract/account/registration';
import { useFeedback } from './feedback';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Given by Form.Item, so that the field's label points at the input. */
  id?: string;
  /** Asks the server to send a code to the account; answers where it went and when another may be asked for. */
  send: (account: string) => Promise<SentCaptcha>;
  /** Checks the account field and answers its value, or rejects when it is not valid yet. */
  account: () => Promise<string>;
  value?: string;
  onChange?: (value: string) => void;
};

/** A verification-code field with its send button, which counts down until another code may be asked for. */
export function CaptchaInput({ id, send: sendTo, account, value, onChange }: Props) {
  const { t } = useTranslation('account');
  const { message } = useFeedback();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const content = await account().catch(() => undefined);
    if (!content) return;
    setSending(true);
    try {
      const sent = await sendTo(content);
      setWait(sent.resendAfter);
      message.success(t(sent.channel === 'sms' ? 'captcha.sentSms' : 'captcha.sentEmail'));
    } catch {
      // the request layer has told the user why
    } finally {
      setSending(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, '').slice(0, 6))}
        placeholder={t('captcha.placeholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <Button onClick={send} loading={sending} disabled={wait > 0} style={{ minWidth: 132 }}>
        {wait > 0 ? t('captcha.resendIn', { seconds: wait }) : t('captcha.send')}
      </Button>
    </Space.Compact>
  );
}
