// The stand-ins of the kit's toast and question when their code cannot be fetched (the server gone since the page
// loaded): plain DOM and the browser's own question, small enough to ride with the http client.
import type { ConfirmConfig } from './confirm-dialog';
import type { ToastConfig, ToastKind } from './toast';

/** A toast in the kit's look (its styles are in the page's stylesheet), without its icon. */
export function showPlainToast(kind: ToastKind, { content, duration = 3 }: ToastConfig): void {
  const list = document.createElement('div');
  list.className = 'ui-toasts';
  const toast = list.appendChild(document.createElement('div'));
  toast.className = `ui-toast ui-toast--${kind}`;
  toast.setAttribute('role', kind === 'error' || kind === 'warning' ? 'alert' : 'status');
  const text = toast.appendChild(document.createElement('span'));
  text.className = 'ui-toast__text';
  text.textContent = content;
  document.body.append(list);
  setTimeout(() => list.remove(), duration * 1000);
}

/** The question as the browser asks it; a failed action has already been told by the http client. */
export function askPlainly({ title, content, onOk, onCancel, afterClose }: ConfirmConfig): void {
  if (window.confirm(`${title}\n\n${content}`)) void Promise.resolve(onOk?.()).catch(() => undefined);
  else onCancel?.();
  afterClose?.();
}
