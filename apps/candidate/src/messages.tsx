import { type CandidateMessage, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from './api';
import { Modal } from './dialog';
import { formatTime } from './i18n';

export type Inbox = ReturnType<typeof useMessages>;

/**
 * The invigilators' messages to the candidate while `token` holds: read at sign-in and on a reload (so what came
 * before the sign-in or while offline shows), and again whenever the live channel says one came (`reload`).
 * `acknowledge` marks messages read here at once and on the server.
 */
export function useMessages(token: string | null) {
  const [messages, setMessages] = useState<CandidateMessage[]>([]);
  /** The latest read asked for: an older one answering late is dropped. */
  const asked = useRef(0);
  /** Acknowledged here, by id: a read answered before the server marked them keeps them read. */
  const readHere = useRef(new Map<string, string>());
  const reload = () => {
    if (!token) return;
    const ask = ++asked.current;
    call(sittingApi.messages, undefined, token).then(
      (list) => {
        if (ask !== asked.current) return;
        setMessages(list.map((m) => (m.readAt || !readHere.current.has(m.id) ? m : { ...m, readAt: readHere.current.get(m.id)! })));
      },
      () => undefined,
    );
  };
  useEffect(() => {
    setMessages([]);
    readHere.current = new Map();
    reload();
  }, [token]);
  const acknowledge = (id: string) => {
    const at = new Date().toISOString();
    readHere.current.set(id, at);
    setMessages((all) => all.map((m) => (m.id === id && !m.readAt ? { ...m, readAt: at } : m)));
    // not marked on the server (offline): it shows again after a reload, which is the safe side
    if (token) call(sittingApi.readMessages, { ids: [id] }, token).catch(() => undefined);
  };
  return { messages, unread: messages.filter((m) => !m.readAt), reload, acknowledge };
}

/**
 * A message not yet read, over whatever the candidate is doing (the paper, the wait before the start): an alert dialog
 * that takes the focus and is acknowledged with its button or Escape, which marks it read. The oldest comes first;
 * the next follows.
 */
export function MessageAlert({ inbox }: { inbox: Inbox }) {
  const { t } = useTranslation();
  const message = inbox.unread.at(-1);
  if (!message) return null;
  const acknowledge = () => inbox.acknowledge(message.id);
  return (
    <Modal key={message.id} role="alertdialog" labelledBy="message-title" describedBy="message-text" onClose={acknowledge}>
      <h2 id="message-title">{t('messages.title')}</h2>
      <p className="muted">{t('messages.sentAt', { time: formatTime(message.sentAt) })}</p>
      <p id="message-text" className="message-text" tabIndex={-1}>
        {message.text}
      </p>
      {inbox.unread.length > 1 && <p className="muted">{t('messages.more', { count: inbox.unread.length - 1 })}</p>}
      <div className="actions">
        <button type="button" className="primary" onClick={acknowledge}>
          {t('messages.acknowledge')}
        </button>
      </div>
    </Modal>
  );
}

/** The header's button to the candidate's messages (newest first, read or not), once there is one. */
export function MessagesButton({ inbox }: { inbox: Inbox }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!inbox.messages.length) return null;
  const unread = inbox.unread.length;
  return (
    <>
      <button type="button" className="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {unread ? t('messages.buttonUnread', { count: unread }) : t('messages.button')}
      </button>
      {open && (
        <Modal labelledBy="messages-title" onClose={() => setOpen(false)}>
          <div className="dialog-head">
            <h2 id="messages-title">{t('messages.list')}</h2>
            <button type="button" onClick={() => setOpen(false)}>
              {t('messages.close')}
            </button>
          </div>
          <ol className="messages">
            {inbox.messages.map((m) => (
              <li key={m.id}>
                <p className="muted">
                  {formatTime(m.sentAt)} · {m.readAt ? t('messages.read') : t('messages.unread')}
                </p>
                <p className="message-text">{m.text}</p>
              </li>
            ))}
          </ol>
        </Modal>
      )}
    </>
  );
}
