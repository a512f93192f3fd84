import { useEffect, useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { getToken } from '../shared/auth/token';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The query cache of the mounted app root, while there is one. */
let live: QueryClient | null = null;
/** A cache a screen's first read went into before the app root mounted, with the token it was read with. */
let early: { client: QueryClient; token: string | undefined } | null = null;

/**
 * Where a screen's first read goes while its code and the session load: the live cache, or, on the app's
 * first load, the one the app root will take when it mounts.
 */
export function queryClientForPrefetch(): QueryClient {
  if (live) return live;
  if (!early || early.token !== getToken()) early = { client: createQueryClient(), token: getToken() };
  return early.client;
}

/** The app root's cache: the early one when it was read with the same token, else a new one (a new sign-in starts empty). */
export function useRootQueryClient(): QueryClient {
  const [client] = useState(() => (early && early.token === getToken() ? early.client : createQueryClient()));
  useEffect(() => {
    live = client;
    if (early?.client === client) early = null;
    return () => {
      if (live === client) live = null;
    };
  }, [client]);
  return client;
}
