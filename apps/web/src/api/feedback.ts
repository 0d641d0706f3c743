/**
 * How the request layer speaks to the user without importing React: the app registers antd's modal and
 * message at start-up. Only one alert shows at a time (spec §8).
 */
type Alert = { title: string; content: string; onClose?: () => void };
type Feedback = { alert(a: Alert & { onOk: () => void }): void; error(message: string): void };

let feedback: Feedback = {
  alert: (a) => {
    window.alert(`${a.title}\n${a.content}`);
    a.onOk();
  },
  error: (m) => console.error(m),
};
let alertOpen = false;

export function registerFeedback(f: Feedback) {
  feedback = f;
}

export function showAlert(a: Alert) {
  if (alertOpen) return;
  alertOpen = true;
  feedback.alert({
    ...a,
    onOk: () => {
      alertOpen = false;
      a.onClose?.();
    },
  });
}

export function showError(message: string) {
  feedback.error(message);
}
