import { useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import './ui.css';
import './feedback.css';

export type ToastKind = 'success' | 'info' | 'error' | 'warning';

export interface ToastConfig {
  content: string;
  /** Seconds on screen; 3 unless given. */
  duration?: number;
  /** A toast shown again with the same key replaces the one on screen and starts its time over, rather than stacking. */
  key?: string;
}

interface Toast {
  key: string;
  kind: ToastKind;
  content: string;
  /** Which showing this is, counted over the page's life: a toast shown again is a new one, though its key is not. */
  showing: number;
}

let toasts: readonly Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let unnamed = 0;
let showings = 0;

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const ICONS: Record<ToastKind, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  error: <CloseCircleFilled />,
  warning: <ExclamationCircleFilled />,
};

function ToastList() {
  const shown = useSyncExternalStore(subscribe, () => toasts);
  return shown.map(({ key, kind, content, showing }) => (
    // A failure or a warning interrupts what a screen reader is saying; the others wait their turn (a polite region).
    // A toast shown again in its place is a new element, so a repeated refusal of the same text is read out again.
    <div
      key={`${key}#${showing}`}
      className={`ui-toast ui-toast--${kind}`}
      role={kind === 'error' || kind === 'warning' ? 'alert' : undefined}
      data-showing={showing}
    >
      <span className="ui-toast__icon" aria-hidden="true">
        {ICONS[kind]}
      </span>
      <span className="ui-toast__text">{content}</span>
    </div>
  ));
}

let region: HTMLDivElement | null = null;

/**
 * The toasts' own root on the page, made on first use: a toast outlives the screen or dialog that raised it (a save
 * that then leaves the form), and the live region exists before its first text, so that text is read out.
 */
function mountList(): void {
  if (region) {
    // Something cleared the page's body (a test between cases): the list goes back in.
    if (!region.isConnected) document.body.append(region);
    return;
  }
  region = document.createElement('div');
  region.className = 'ui-toasts';
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  createRoot(region).render(<ToastList />);
}

/** Shows a toast at the top of the window, in antd's message look. */
export function showToast(kind: ToastKind, { content, duration = 3, key }: ToastConfig): void {
  mountList();
  const id = key ?? `toast-${++unnamed}`;
  clearTimeout(timers.get(id));
  const toast = { key: id, kind, content, showing: ++showings };
  // How many toasts the page has shown: a test reads it before an action to wait for a toast shown after it.
  region!.dataset.showings = String(showings);
  publish(toasts.some((shown) => shown.key === id) ? toasts.map((shown) => (shown.key === id ? toast : shown)) : [...toasts, toast]);
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      publish(toasts.filter((shown) => shown.key !== id));
    }, duration * 1000),
  );
}

/** Takes every toast off the page at once (between tests: each case starts with none on screen). */
export function removeAllToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (toasts.length > 0) publish([]);
}
