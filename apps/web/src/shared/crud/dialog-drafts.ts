// An add or edit dialog's unsaved work across 重新登录 (shared/routing/drafts.ts): the screen opens the dialog again on
// what it added or edited, and the dialog takes its draft back once it is filled.
import { useState } from 'react';
import { draftOwnerOf, keptDraftKeys } from '../routing/drafts';
import { useSessionStore } from '../session/session-store';

/** What a dialog's draft is kept under: the screen's dialog (its test id) and what it adds (0) or edits (the id). */
const draftPrefix = (testId: string) => `dialog:${testId}:`;
export const dialogDraftKey = (testId: string, id: number) => `${draftPrefix(testId)}${id}`;

/** Who the signed-in user's drafts are of; '' before the session loads. */
export const useDraftOwner = () => useSessionStore((s) => (s.user ? draftOwnerOf(s.user) : ''));

/**
 * A screen's dialog state (null: closed; 0: adding; else the id edited), which starts open on what the dialog held
 * when the tab was reloaded to sign in again.
 */
export function useDialogId(testId: string) {
  const owner = useDraftOwner();
  return useState<number | null>(() => {
    const [key] = owner ? keptDraftKeys(draftPrefix(testId), owner) : [];
    const id = key === undefined ? NaN : Number(key.slice(draftPrefix(testId).length));
    return Number.isInteger(id) && id >= 0 ? id : null;
  });
}
