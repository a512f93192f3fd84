import type { ModalFuncProps } from 'antd';

/** The subset of antd's message and modal APIs the client uses; `App.useApp()` and the statics both fit. */
export interface Feedback {
  message: { error(config: { content: string; duration?: number; key?: string }): unknown };
  modal: { confirm(config: ModalFuncProps): unknown };
}

let current: Feedback | null = null;

/** The antd shell passes `App.useApp()`'s instances so toasts follow the theme and locale. */
export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
}

/**
 * Outside the antd shell (the login page) antd's statics load on first use, so the login page's
 * first load carries no antd code.
 */
const lazyStatics: Feedback = {
  message: { error: (config) => void import('antd/es/message').then(({ default: message }) => message.error(config)) },
  modal: { confirm: (config) => void import('antd/es/modal').then(({ default: modal }) => modal.confirm(config)) },
};

export function getFeedback(): Feedback {
  return current ?? lazyStatics;
}
