import type { ConfirmConfig } from '../ui/confirm-dialog';
import { askPlainly, showPlainToast } from '../ui/plain-feedback';
import type { ToastConfig, ToastKind } from '../ui/toast';

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

// The kit's (small, no antd), fetched after the first load (`preloadFeedback`) rather than on first use, which would
// fail with the call it reports once the server has gone away. Each draws in a root of its own, so a toast outlives
// the screen or dialog that raised it. Should their code still not load, a plain stand-in tells the user instead.
const toasts = () => import('../ui/toast');
const questions = () => import('../ui/confirm-dialog');

const toast = (kind: ToastKind) => (config: ToastConfig) =>
  void toasts().then(
    ({ showToast }) => showToast(kind, config),
    () => showPlainToast(kind, config),
  );

const kitFeedback: Feedback = {
  message: { error: toast('error'), success: toast('success'), info: toast('info'), warning: toast('warning') },
  modal: {
    confirm: (config) =>
      void questions().then(
        ({ showConfirm }) => showConfirm(config),
        () => askPlainly(config),
      ),
  },
};

/** Fetches the kit's toast and question now, so that they show even if the server goes away later. */
export function preloadFeedback(): void {
  void Promise.all([toasts(), questions()]).catch(() => undefined);
}

let replaced: Feedback | null = null;

/** Puts a stand-in in the kit's place, or the kit back with `null` (tests). */
export function setFeedback(feedback: Feedback | null): void {
  replaced = feedback;
}

export function getFeedback(): Feedback {
  return replaced ?? kitFeedback;
}
