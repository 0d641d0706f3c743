import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A modal in the browser's own dialog: it keeps the focus inside (on its first button, unless something in it has it;
 * an alert dialog on its text, so that a key pressed while typing does not acknowledge what was not read), closes with
 * Escape (`onClose`), and gives the focus back to where it was when it goes, however it goes.
 */
export function Modal({
  labelledBy,
  describedBy,
  role,
  onClose,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for what must be acknowledged. */
  role?: 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (!dialog.contains(document.activeElement))
      (role === 'alertdialog' ? dialog.querySelector<HTMLElement>('[tabindex="-1"]') : dialog.querySelector('button'))?.focus();
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={ref} role={role} aria-labelledby={labelledBy} aria-describedby={describedBy} className="card dialog" onClose={onClose}>
      {children}
    </dialog>
  );
}
