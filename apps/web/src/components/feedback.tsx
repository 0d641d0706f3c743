import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * antd's message, modal and notification, mounted on first use: the sign-in page shows none before the user acts,
 * so their code is fetched only then. `useFeedback()` stands where antd's
 * `App.useApp()` would; each method shows its message as soon as the holder is there.
 */
export type FeedbackApi = { message: MessageInstance; modal: ModalApi; notification: NotificationInstance };

/** message on its own: it is what sign-in shows; modal and notification, rarer, come in a second piece. */
const MessageHolder = lazy(() => import('./feedback-message'));
const DialogHolder = lazy(() => import('./feedback-dialogs'));

type Part = keyof FeedbackApi;
const resolvers = {} as { [K in Part]: (api: FeedbackApi[K]) => void };
const ready = {
  message: new Promise<MessageInstance>((resolve) => (resolvers.message = resolve)),
  modal: new Promise<ModalApi>((resolve) => (resolvers.modal = resolve)),
  notification: new Promise<NotificationInstance>((resolve) => (resolvers.notification = resolve)),
};
const wanted = { message: false, dialogs: false };
let snapshot = { ...wanted };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function holder<K extends Part>(part: K): Promise<FeedbackApi[K]> {
  const which = part === 'message' ? 'message' : 'dialogs';
  if (!wanted[which]) {
    wanted[which] = true;
    snapshot = { ...wanted };
    listeners.forEach((listener) => listener());
  }
  return ready[part] as Promise<FeedbackApi[K]>;
}

/** Where the messages render: inside the app's theme. Renders nothing until something is to be shown. */
export function FeedbackHost() {
  const on = useSyncExternalStore(subscribe, () => snapshot);
  return (
    <>
      <Suspense>{on.message && <MessageHolder onReady={resolvers.message} />}</Suspense>
      <Suspense>{on.dialogs && <DialogHolder onModal={resolvers.modal} onNotification={resolvers.notification} />}</Suspense>
    </>
  );
}

type Methods<T> = { [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => void : never };
const deferred = <K extends keyof FeedbackApi>(part: K, names: (keyof FeedbackApi[K])[]) =>
  Object.fromEntries(
    names.map((name) => [
      name,
      (...args: unknown[]) => void holder(part).then((api) => (api[name] as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as Methods<Pick<FeedbackApi[K], (typeof names)[number]>>;

export const feedback = {
  message: deferred('message', ['success', 'error', 'warning', 'info', 'loading', 'open', 'destroy']),
  modal: deferred('modal', ['confirm', 'error', 'info', 'success', 'warning']),
  notification: deferred('notification', ['info', 'success', 'warning', 'error', 'open', 'destroy']),
};

/** The app's message, modal and notification (antd's, loaded on first use). */
export const useFeedback = () => feedback;
