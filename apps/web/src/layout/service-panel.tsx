import { QrcodeOutlined } from '@ant-design/icons';
import { type QaMatch, serviceDeskApi } from '@cloud-exam/contract/service/service';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, QRCode, Space, Spin, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, endpointQuery } from '../api/call';

type Entry = { id: number; from: 'visitor' | 'service'; body: ReactNode };

/**
 * The customer-service widget's panel: the quick messages to tap, a question box answered from the published Q&A
 * (best match, then the others as "you may also ask"), and the "scan the code" contact, offered when nothing matched
 * or asked for. A signed-out visitor reads the platform's items; a member their institution's too.
 */
export default function ServicePanel({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('portal');
  const { token } = theme.useToken();
  const desk = useQuery(endpointQuery(signedIn ? serviceDeskApi.myDesk : serviceDeskApi.desk, undefined, { silent: true }));
  const [entries, setEntries] = useState<Entry[]>([]);
  const [question, setQuestion] = useState('');
  const [asking, setAsking] = useState(false);
  const [showContact, setShowContact] = useState(false);
  const contact = desk.data?.contact;

  const say = (...said: Omit<Entry, 'id'>[]) => setEntries((all) => [...all, ...said.map((e, i) => ({ ...e, id: all.length + i }))]);
  const answer = (m: Pick<QaMatch, 'question' | 'answer'>) => (
    <>
      <Typography.Text strong>{m.question}</Typography.Text>
      <br />
      {m.answer}
    </>
  );

  async function ask(q: string) {
    const text = q.trim();
    if (!text || asking) return;
    setAsking(true);
    try {
      const matches = await call(signedIn ? serviceDeskApi.myAsk : serviceDeskApi.ask, { q: text });
      setQuestion('');
      const [best, ...more] = matches;
      if (!best) {
        say({ from: 'visitor', body: text }, { from: 'service', body: t('service.noAnswer') });
        setShowContact(true);
        return;
      }
      say({ from: 'visitor', body: text }, { from: 'service', body: answer(best) });
      if (more.length)
        say({
          from: 'service',
          body: (
            <>
              {t('service.related')}
              {more.map((m) => (
                <Button
                  key={m.id}
                  type="link"
                  size="small"
                  style={{ display: 'block', paddingInline: 0 }}
                  onClick={() => say({ from: 'service', body: answer(m) })}
                >
                  {m.question}
                </Button>
              ))}
            </>
          ),
        });
    } finally {
      setAsking(false);
    }
  }

  if (desk.isPending) return <Spin style={{ display: 'block', margin: 24 }} />;
  return (
    <div style={{ width: 320 }} data-testid="service-panel">
      <div
        role="log"
        aria-live="polite"
        aria-label={t('service.conversation')}
        style={{ maxHeight: 280, overflowY: 'auto', marginBottom: 12 }}
      >
        <Bubble from="service">{t('service.greeting')}</Bubble>
        {entries.map((e) => (
          <Bubble key={e.id} from={e.from}>
            {e.body}
          </Bubble>
        ))}
      </div>
      {desk.data?.quickMessages.length ? (
        <Space size={[6, 6]} wrap style={{ marginBottom: 12 }} aria-label={t('service.quickMessages')} role="group">
          {desk.data.quickMessages.map((m) => (
            <Button key={m.id} size="small" onClick={() => say({ from: 'visitor', body: m.title }, { from: 'service', body: m.reply })}>
              {m.title}
            </Button>
          ))}
        </Space>
      ) : null}
      <Input.Search
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        onSearch={ask}
        loading={asking}
        maxLength={200}
        placeholder={t('service.placeholder')}
        aria-label={t('service.placeholder')}
        enterButton={t('service.send')}
      />
      <div style={{ marginTop: 12, borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 8, textAlign: 'center' }}>
        {showContact ? (
          contact?.qrUrl ? (
            <>
              <QRCode value={contact.qrUrl} size={132} bordered={false} style={{ margin: '0 auto' }} />
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {contact.note || t('service.scan')}
              </Typography.Paragraph>
            </>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={contact?.note || t('service.noContact')} />
          )
        ) : (
          <Button type="link" icon={<QrcodeOutlined />} onClick={() => setShowContact(true)}>
            {t('service.contact')}
          </Button>
        )}
      </div>
    </div>
  );
}

function Bubble({ from, children }: { from: Entry['from']; children: ReactNode }) {
  const { token } = theme.useToken();
  const mine = from === 'visitor';
  return (
    <div style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', marginBottom: 8 }}>
      <div
        style={{
          maxWidth: '85%',
          padding: '6px 10px',
          borderRadius: 8,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: mine ? token.colorPrimaryBg : token.colorFillQuaternary,
          color: token.colorText,
        }}
      >
        {children}
      </div>
    </div>
  );
}
