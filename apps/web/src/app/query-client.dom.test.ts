import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

const token = vi.hoisted(() => ({ value: 'first' as string | undefined }));
vi.mock('../shared/auth/token', () => ({ getToken: () => token.value }));

const { queryClientForPrefetch, useRootQueryClient } = await import('./query-client');

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
