import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../http';
import { holdDraft, type HeldDraft } from './drafts';

export interface LeaveTexts {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

interface HeldChanges {
  texts: LeaveTexts;
  release: () => void;
}
/** The guards holding unsaved changes now. */
const held = new Set<HeldChanges>();

/**
 * For leaving the pages some other way than by a navigation the guards see first (signing out ends the session
 * before it goes to the login page): asks as a guarded page would, and resolves true when nothing is unsaved or the
 * user chose to leave (the guards then let the navigation pass).
 */
export function confirmLeavingChanges(): Promise<boolean> {
  const [first] = held;
  if (!first) return Promise.resolve(true);
  return new Promise((resolve) =>
    getFeedback().modal.confirm({
      ...first.texts,
      onOk: () => {
        for (const guard of held) guard.release();
        resolve(true);
      },
      onCancel: () => resolve(false),
    }),
  );
}

/**
 * While `dirty`: leaving the page in the app (a link, the sidebar, Back, closing its tag) asks first, and reloading or
 * closing the window has the browser ask. Staying keeps everything as it was. Answers `release`, for leaving without
 * asking once the changes are saved (before the page has drawn again). A page that passes its `draft` has its work
 * kept across 重新登录 (drafts.ts): once kept, the reload that signs in again goes without the browser's question.
 */
export function useLeaveGuard(dirty: boolean, texts: LeaveTexts, draft?: Omit<HeldDraft, 'kept'>): () => void {
  const released = useRef(false);
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    getFeedback().modal.confirm({ ...texts, onOk: () => blocker.proceed(), onCancel: () => blocker.reset() });
    // The texts are the caller's constants of the language shown.
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const guard: HeldChanges = { texts, release: () => void (released.current = true) };
    const warn = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    const draftNow = latestDraft.current;
    const releaseDraft = draftNow
      ? holdDraft({
          key: draftNow.key,
          owner: draftNow.owner,
          read: () => (latestDraft.current ?? draftNow).read(),
          kept: guard.release,
        })
      : undefined;
    held.add(guard);
    window.addEventListener('beforeunload', warn);
    return () => {
      held.delete(guard);
      releaseDraft?.();
      window.removeEventListener('beforeunload', warn);
    };
    // The texts are the caller's constants of the language shown; the draft is read when it is kept.
  }, [dirty]);
  return () => void (released.current = true);
}

/** The shared words of the question about unsaved changes (有未保存的修改 · 继续编辑 / 离开), in the language shown. */
export function useUnsavedTexts(): LeaveTexts {
  const { t } = useTranslation('common');
  return { title: t('unsaved.title'), content: t('unsaved.content'), okText: t('unsaved.leave'), cancelText: t('unsaved.stay') };
}

/**
 * A dialog's close (Escape, its X, 取消) that asks first, in the shared words, while the dialog holds what the user
 * typed: a slip of the key must not throw it away. Untouched, it closes at once.
 */
export function useAskBeforeClosing(dirty: boolean, onClose: () => void): () => void {
  const texts = useUnsavedTexts();
  return () => (dirty ? void getFeedback().modal.confirm({ ...texts, onOk: onClose }) : onClose());
}

/**
 * Mounted while a dialog's form holds changes not saved: leaving asks first, in the shared words. (A router keeps
 * one blocker at a time, so a dialog guards only while it has something to lose.)
 */
export function UnsavedDialogGuard({ draft }: { draft?: Omit<HeldDraft, 'kept'> }) {
  useLeaveGuard(true, useUnsavedTexts(), draft);
  return null;
}
