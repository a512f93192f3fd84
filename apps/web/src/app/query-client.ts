import { useEffect, useState } from 'react';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isRefusal } from '../shared/http';
import { getToken } from '../shared/auth/token';

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // A record the server refuses to read (deleted in another tab, say) leaves the lists it came from behind: they are
    // read again, so the row the user clicked goes. `meta.listsOnRefusal` names them (the record's own query is left).
    queryCache: new QueryCache({
      onError: (error, query) => {
        const lists = query.meta?.listsOnRefusal as readonly unknown[] | undefined;
        if (lists && isRefusal(error)) void client.invalidateQueries({ queryKey: lists, predicate: (other) => other !== query });
      },
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The query cache of the app root, from its first render until it unmounts, with the token it started with. */
let live: { client: QueryClient; token: string | undefined } | null = null;
/** A cache a screen's first read went into before the app root rendered, with the token it was read with. */
let early: { client: QueryClient; token: string | undefined } | null = null;

/**
 * Where a screen's first read goes while its code and the session load: the app root's cache once it has rendered
 * (its code may arrive after the root's first render), or, before that, the one the root will take.
 */
export function queryClientForPrefetch(): QueryClient {
  if (live) return live.client;
  if (!early || early.token !== getToken()) early = { client: createQueryClient(), token: getToken() };
  return early.client;
}

/** The app root's cache: the early one when it was read with the same token, else a new one (a new sign-in starts empty). */
export function useRootQueryClient(): QueryClient {
  const [client] = useState(() => {
    // Taken at the first render, not after it commits: a screen's first read that starts in between lands here.
    const token = getToken();
    const adopted = [live, early].find((cache) => cache !== null && cache.token === token);
    const taken = adopted?.client ?? createQueryClient();
    live = { client: taken, token };
    early = null;
    return taken;
  });
  useEffect(() => {
    live = { client, token: getToken() };
    return () => {
      if (live?.client === client) live = null;
    };
  }, [client]);
  return client;
}
