/**
 * Unsaved work kept across 重新登录: the "you have been logged out" dialog signs in again by reloading the tab
 * (spec), which would throw away a form's changes. Before that reload, every page that holds a draft writes it to the
 * tab's sessionStorage; the page opened again after signing in takes it back. A draft is its author's alone: one
 * taken by anyone else (another staff member, another shop) is dropped unread, with every other draft kept.
 */

const STORE = 'caremall-drafts';

interface StoredDraft {
  owner: string;
  value: unknown;
}

/** A page's unsaved work, while it has some. */
export interface HeldDraft {
  /** What the work is of (`product:12`, `product:new`): the page opened again asks for it by this key. */
  key: string;
  /** Who made it: the signed-in user as the page knows them. */
  owner: string;
  /** The work as it is now. */
  read: () => unknown;
  /** Called once the work is kept: the page may then be left without asking. */
  kept: () => void;
}

const held = new Set<HeldDraft>();

/** Who a draft is of: the signed-in staff member of their shop. */
export const draftOwnerOf = (user: { shopId: number; nickName: string }) => `${user.shopId}:${user.nickName}`;

function stored(): Record<string, StoredDraft> {
  try {
    const drafts: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return typeof drafts === 'object' && drafts !== null ? (drafts as Record<string, StoredDraft>) : {};
  } catch {
    return {};
  }
}

function store(drafts: Record<string, StoredDraft>): boolean {
  try {
    if (Object.keys(drafts).length === 0) sessionStorage.removeItem(STORE);
    else sessionStorage.setItem(STORE, JSON.stringify(drafts));
    return true;
  } catch {
    // Storage full or refused: the page keeps asking before it is left, as it would without drafts.
    return false;
  }
}

/** Holds a page's draft until `release` (its work saved, or the page gone). */
export function holdDraft(draft: HeldDraft): () => void {
  held.add(draft);
  return () => void held.delete(draft);
}

/** Writes every held draft to the tab's storage; each one written is told it is kept. */
export function keepHeldDrafts(): void {
  if (held.size === 0) return;
  const drafts = stored();
  for (const draft of held) drafts[draft.key] = { owner: draft.owner, value: draft.read() };
  if (!store(drafts)) return;
  for (const draft of held) draft.kept();
}

/** The draft kept under `key` by `owner`, taken out of storage; a draft of anyone else's is dropped, unread. */
export function takeDraft<T>(key: string, owner: string): T | undefined {
  const drafts = stored();
  const draft = drafts[key];
  if (!draft) return undefined;
  delete drafts[key];
  store(drafts);
  return draft.owner === owner ? (draft.value as T) : undefined;
}

/** The keys starting with `prefix` of the drafts kept by `owner`, left in storage. */
export function keptDraftKeys(prefix: string, owner: string): string[] {
  return Object.entries(stored())
    .filter(([key, draft]) => key.startsWith(prefix) && draft.owner === owner)
    .map(([key]) => key);
}

/** Once someone has signed in: forgets the drafts of anyone else, which they will never be given. */
export function keepOnlyDraftsOf(owner: string): void {
  const drafts = stored();
  const theirs = Object.fromEntries(Object.entries(drafts).filter(([, draft]) => draft.owner === owner));
  if (Object.keys(theirs).length !== Object.keys(drafts).length) store(theirs);
}

/** Forgets every kept draft (signing out on purpose leaves nothing for whoever signs in next in this tab). */
export function dropDrafts(): void {
  store({});
}
