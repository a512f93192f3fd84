import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropDrafts, holdDraft, keepHeldDrafts, keepOnlyDraftsOf, takeDraft } from './drafts';

const releases: (() => void)[] = [];
function held(key: string, owner: string, value: unknown) {
  const kept = vi.fn();
  releases.push(holdDraft({ key, owner, read: () => value, kept }));
  return kept;
}

afterEach(() => {
  releases.splice(0).forEach((release) => release());
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('drafts kept across signing in again', () => {
  it('keeps what pages hold now, tells each it is kept, and gives each back once to its owner', () => {
    const product = held('product:5', '1:店长', { name: '改了' });
    const gone = held('product:6', '1:店长', { name: '已保存' });
    releases.pop()!();
    keepHeldDrafts();
    expect(product).toHaveBeenCalledOnce();
    expect(gone).not.toHaveBeenCalled();
    expect(takeDraft('product:6', '1:店长')).toBeUndefined();
    expect(takeDraft('product:5', '1:店长')).toEqual({ name: '改了' });
    expect(takeDraft('product:5', '1:店长')).toBeUndefined();
  });

  it("drops a draft asked for by anyone else, and keeps the others' drafts", () => {
    held('product:5', '1:店长', { name: '改了' });
    held('product:new', '1:店长', { name: '新的' });
    keepHeldDrafts();
    expect(takeDraft('product:5', '2:店长')).toBeUndefined();
    expect(takeDraft('product:5', '1:店长')).toBeUndefined();
    expect(takeDraft('product:new', '1:店长')).toEqual({ name: '新的' });
  });

  it('whoever signs in next in the tab leaves only their own drafts stored', () => {
    held('product:5', '1:店长', { name: '改了' });
    held('product:6', '2:店长', { name: '别的店' });
    keepHeldDrafts();
    keepOnlyDraftsOf('1:店长');
    expect(sessionStorage.getItem('caremall-drafts')).not.toContain('别的店');
    expect(takeDraft('product:5', '1:店长')).toEqual({ name: '改了' });
  });

  it('when the tab refuses to store, no page is told its work is kept (the browser still asks before the reload)', () => {
    const kept = held('product:5', '1:店长', { detail: 'x'.repeat(10) });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    keepHeldDrafts();
    expect(kept).not.toHaveBeenCalled();
  });

  it('signing out on purpose forgets every draft', () => {
    held('product:5', '1:店长', { name: '改了' });
    keepHeldDrafts();
    dropDrafts();
    expect(takeDraft('product:5', '1:店长')).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });
});
