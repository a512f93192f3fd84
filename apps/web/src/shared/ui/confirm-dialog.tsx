import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from './button';
import { announceDialogClosed } from './item-focus';
import './ui.css';
import './feedback.css';

export interface ConfirmConfig {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  /** Runs on the confirm button. A promise keeps the question open, its button busy, until it settles: it closes
   * once the promise resolves and stays (for another try or a cancel) when it rejects. */
  onOk?: () => unknown;
  onCancel?: () => void;
  /** Runs once the question has closed, whichever button closed it. */
  afterClose?: () => void;
}

interface ConfirmDialogProps extends ConfirmConfig {
  onClosed: () => void;
}

const FOCUSABLE = 'button:not(:disabled)';

/**
 * A question asked before an action (a delete, leaving unsaved changes), in antd's confirmation look: modal, it opens
 * on its confirm button, keeps Tab within its two buttons, Escape cancels, and focus goes back where it was.
 */
function ConfirmDialog({ title, content, okText, cancelText, onOk, onCancel, onClosed }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const failed = useRef(false);

  // Back on its confirm button once a failed action has given it back (it was disabled while the action ran).
  useEffect(() => {
    if (busy || !failed.current) return;
    failed.current = false;
    dialog.current?.querySelector<HTMLButtonElement>('.ui-btn--primary')?.focus();
  }, [busy]);

  const cancel = () => {
    if (busy) return;
    onCancel?.();
    onClosed();
  };

  const confirm = async () => {
    const result = onOk?.();
    if (!(result instanceof Promise)) return onClosed();
    // The busy button is disabled and would drop the focus to the page: the question holds it, so Escape and Tab
    // still reach it rather than a dialog beneath.
    dialog.current?.focus();
    setBusy(true);
    try {
      await result;
      onClosed();
    } catch {
      // Its failure was already said (a toast of the http layer); the question stays for another try.
      failed.current = true;
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Tab') {
      const buttons = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const last = buttons.length - 1;
      const at = buttons.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? last : at - 1) : at === last ? 0 : at + 1;
      event.preventDefault();
      buttons[next]?.focus();
    }
  };

  return (
    <div className="ui-confirm-mask">
      <div
        ref={dialog}
        className="ui-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-content`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <span className="ui-confirm__icon" aria-hidden="true">
          <ExclamationCircleFilled />
        </span>
        <div className="ui-confirm__body">
          <h2 id={`${id}-title`} className="ui-confirm__title">
            {title}
          </h2>
          <p id={`${id}-content`} className="ui-confirm__content">
            {content}
          </p>
          <div className="ui-confirm__actions">
            <Button onClick={cancel} disabled={busy}>
              {cancelText}
            </Button>
            <Button autoFocus variant="primary" loading={busy} onClick={() => void confirm()}>
              {okText}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Asks the question over the page, in a root of its own, so it outlives the screen or dialog that asked it. */
export function showConfirm(config: ConfirmConfig): void {
  const opener = document.activeElement;
  const place = document.createElement('div');
  // An antd dialog beneath (the picture library's) locks the focus inside itself from a window listener: the
  // question's focus is its own.
  place.addEventListener('focusin', (event) => event.stopPropagation());
  document.body.append(place);
  const root = createRoot(place);
  // After the click that closes it has been handled: a root is not unmounted from inside its own event.
  const onClosed = () =>
    queueMicrotask(() => {
      root.unmount();
      place.remove();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      config.afterClose?.();
      announceDialogClosed();
    });
  root.render(<ConfirmDialog {...config} onClosed={onClosed} />);
}
