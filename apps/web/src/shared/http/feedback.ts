import type { ConfirmConfig } from '../ui/confirm-dialog';
import type { ToastConfig } from '../ui/toast';

/** Toasts and confirmation questions, for code inside and outside React (screens, dialogs, the http client, the guard). */
export interface Feedback {
  message: {
    error(config: ToastConfig): unknown;
    success(config: ToastConfig): unknown;
    info(config: ToastConfig): unknown;
    warning(config: ToastConfig): unknown;
  };
  modal: { confirm(config: ConfirmConfig): unknown };
}

// The kit's, loaded on first use (small, no antd): the login page and the home screen load without them. Each draws
// in a root of its own, so a toast outlives the screen or dialog that raised it.
const toasts = () => import('../ui/toast');
const questions = () => import('../ui/confirm-dialog');

const kitFeedback: Feedback = {
  message: {
    error: (config) => void toasts().then(({ showToast }) => showToast('error', config)),
    success: (config) => void toasts().then(({ showToast }) => showToast('success', config)),
    info: (config) => void toasts().then(({ showToast }) => showToast('info', config)),
    warning: (config) => void toasts().then(({ showToast }) => showToast('warning', config)),
  },
  modal: { confirm: (config) => void questions().then(({ showConfirm }) => showConfirm(config)) },
};

let replaced: Feedback | null = null;

/** Puts a stand-in in the kit's place, or the kit back with `null` (tests). */
export function setFeedback(feedback: Feedback | null): void {
  replaced = feedback;
}

export function getFeedback(): Feedback {
  return replaced ?? kitFeedback;
}
