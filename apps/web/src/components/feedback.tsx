import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { Component, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';

/**
 * antd's message, modal and notification, mounted on first use: the sign-in page shows none before the user acts,
 * so their code is fetched only then. `useFeedback()` stands where antd's
 * `App.useApp()` would; each method shows its message as soon as the holder is there.
 */
export type FeedbackApi = { message: MessageInstance; modal: ModalApi; notification: NotificationInstance };

/** message on its own: it is what sign-in shows; modal and notification, rarer, come in a second piece. */
const load = { message: () => import('./feedback-message'), dialogs: () => import('./feedback-dialogs') };
let MessageHolder = lazy(load.message);
let DialogHolder = lazy(load.dialogs);

/** Fetches both pieces ahead of use (the console does, once it is up), so an alert never waits for the network. */
export const preloadFeedback = () => Promise.all([load.message(), load.dialogs()]).catch(() => undefined);

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

/**
 * A piece that could not be fetched (offline, or a build replaced since the page loaded) must not take the page
 * down with it: it renders nothing, and the next use fetches it again.
 */
class Contained extends Component<{ which: keyof typeof wanted; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    if (this.props.which === 'message') MessageHolder = lazy(load.message);
    else DialogHolder = lazy(load.dialogs);
    wanted[this.props.which] = false;
    snapshot = { ...wanted };
    this.setState({ failed: false });
    listeners.forEach((listener) => listener());
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Where the messages render: inside the app's theme. Renders nothing until something is to be shown. */
export function FeedbackHost() {
  const on = useSyncExternalStore(subscribe, () => snapshot);
  return (
    <>
      <Contained which="message">
        <Suspense>{on.message && <MessageHolder onReady={resolvers.message} />}</Suspense>
      </Contained>
      <Contained which="dialogs">
        <Suspense>{on.dialogs && <DialogHolder onModal={resolvers.modal} onNotification={resolvers.notification} />}</Suspense>
      </Contained>
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
