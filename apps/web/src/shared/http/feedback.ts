import type { ModalFuncProps } from 'antd';
import { withLocales } from '../i18n';

/** The subset of antd's message and modal APIs the client uses; `App.useApp()` and the statics both fit. */
export interface Feedback {
  message: {
    error(config: { content: string; duration?: number; key?: string }): unknown;
    success(config: { content: string; duration?: number; key?: string }): unknown;
    warning(config: { content: string; duration?: number; key?: string }): unknown;
  };
  modal: { confirm(config: ModalFuncProps): unknown };
}

/** The antd scopes on screen, innermost last: a dialog's scope can live inside a screen's or another dialog's. */
let scopes: Feedback[] = [];

/** An antd scope's `App.useApp()` instances, so toasts follow its theme, locale and size; returns its removal. */
export function registerFeedback(feedback: Feedback): () => void {
  scopes = [...scopes, feedback];
  // Only this scope's entry goes: an inner scope closing leaves the outer one's toasts in place.
  return () => {
    scopes = scopes.filter((entry) => entry !== feedback);
  };
}

/** Replaces every registration (tests). */
export function setFeedback(feedback: Feedback | null): void {
  scopes = feedback ? [feedback] : [];
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
    warning: (config) => void statics().then(({ message }) => message.warning(config)),
  },
  modal: { confirm: (config) => void statics().then(({ modal }) => modal.confirm(config)) },
};

/**
 * For a toast that outlives the screen raising it (a save that then leaves the screen): antd's statics, never a
 * scope's, since a scope's toasts go with it when the screen (or the dialog or editor holding it) unmounts.
 */
export function lastingFeedback(): Feedback {
  return lazyStatics;
}

export function getFeedback(): Feedback {
  return scopes.at(-1) ?? lazyStatics;
}
