import type { ModalFuncProps } from 'antd';
import { withLocales } from '../i18n';

/** The subset of antd's message and modal APIs the client uses; `App.useApp()` and the statics both fit. */
export interface Feedback {
  message: {
    error(config: { content: string; duration?: number; key?: string }): unknown;
    success(config: { content: string; duration?: number; key?: string }): unknown;
  };
  modal: { confirm(config: ModalFuncProps): unknown };
}

let current: Feedback | null = null;

/** Each antd scope passes `App.useApp()`'s instances so toasts follow the theme, locale and size. */
export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
}

/**
 * Outside an antd scope (the login page, the home screen) antd's statics load on first use, with antd's texts for
 * the language (a confirmation's buttons), so those screens' first load carries no antd code.
 */
const statics = () => Promise.all([import('./antd-statics'), withLocales()]).then(([loaded]) => loaded);
const lazyStatics: Feedback = {
  message: {
    error: (config) => void statics().then(({ message }) => message.error(config)),
    success: (config) => void statics().then(({ message }) => message.success(config)),
  },
  modal: { confirm: (config) => void statics().then(({ modal }) => modal.confirm(config)) },
};

export function getFeedback(): Feedback {
  return current ?? lazyStatics;
}
