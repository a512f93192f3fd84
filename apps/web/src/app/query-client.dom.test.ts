import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

const token = vi.hoisted(() => ({ value: 'first' as string | undefined }));
vi.mock('../shared/auth/token', () => ({ getToken: () => token.value }));

const { createQueryClient, queryClientForPrefetch, useRootQueryClient } = await import('./query-client');
const { HttpError, NETWORK_ERROR } = await import('../shared/http');

afterEach(() => {
  token.value = 'first';
});

describe('the cache a screen reads into before the app mounts', () => {
  it('is taken by the app root signed in with the same token, and is then where later reads go', () => {
    const early = queryClientForPrefetch();
    const { result, unmount } = renderHook(() => useRootQueryClient());
    expect(result.current).toBe(early);
    expect(queryClientForPrefetch()).toBe(early);
    unmount();
  });

  it('is not taken after the token changed: another sign-in starts empty', () => {
    const early = queryClientForPrefetch();
    token.value = 'second';
    const { result, unmount } = renderHook(() => useRootQueryClient());
    expect(result.current).not.toBe(early);
    unmount();
    expect(queryClientForPrefetch()).not.toBe(result.current);
  });
});

describe('a first read that starts after the app root rendered, before it committed', () => {
  it('goes into the root cache, not one nobody reads', () => {
    let duringRender: unknown = null;
    const { result, unmount } = renderHook(() => {
      const client = useRootQueryClient();
      // What a screen's loader does when its code arrives between the root's render and its commit.
      duringRender ??= queryClientForPrefetch();
      return client;
    });
    expect(duringRender).toBe(result.current);
    unmount();
  });
});

describe('a record the server refuses to read (deleted in another tab)', () => {
  it.each([
    ['refused', new HttpError('A00001', '热搜不存在或已删除'), true],
    ['unanswered', new HttpError(NETWORK_ERROR, null), false],
  ])('%s: the lists it came from are read again (%s)', async (_how, error, listsReadAgain) => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['thing', 'page'], queryFn: async () => [] });
    await client
      .fetchQuery({ queryKey: ['thing', 'one', 5], queryFn: () => Promise.reject(error), meta: { listsOnRefusal: ['thing'] } })
      .catch(() => undefined);
    expect(client.getQueryState(['thing', 'page'])?.isInvalidated).toBe(listsReadAgain);
  });
});
