// The query and mutation hooks of a mall4cloud-style resource (GET page, GET/DELETE `one?<id>=…`, POST/PUT
// `one` with the body), built from the contract's paths: each CRUD feature declares its resource once.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PageVO } from '@caremall/contract';
import { http, type QueryParams } from '../http';
import type { Paged } from './use-crud-list';

/** T: a row of the page; R: the record of `one` (a row with more, where the detail answers more). */
export interface CrudResource<Q extends Paged, T, B, R = T> {
  /** React Query key of everything this resource caches. */
  key: string;
  paths: { readonly page: string; readonly one: string };
  /** The id's name in `one?<idParam>=…` queries. */
  idParam: string;
  /** The record's id in a save body: none means create (POST), else update (PUT). */
  idOf: (body: B) => number | undefined;
  /** Phantom types, for inference only. */
  types?: { query: Q; record: T; one: R };
  /** Query keys of other caches a save or delete makes stale (another screen's copy of these records). */
  alsoInvalidates?: readonly (readonly unknown[])[];
}

/**
 * After a refused save or delete, the lists cached under `root` are read again: they are often behind the server (a
 * record changed or deleted elsewhere), and reopened, a dialog must show what is there now. The open dialog's own
 * record (queries named `[root, recordKey, …]`) is not, so what the user typed stays.
 */
export const readListsAgain = (client: QueryClient, root: readonly unknown[], recordKey: string) =>
  client.invalidateQueries({ queryKey: root, predicate: (query) => query.queryKey[root.length] !== recordKey });

export function crudApi<Q extends Paged, T, B, R = T>(resource: CrudResource<Q, T, B, R>) {
  const { key, paths, idParam, idOf, alsoInvalidates = [] } = resource;
  const invalidateAll = (client: ReturnType<typeof useQueryClient>) =>
    Promise.all([[key], ...alsoInvalidates].map((queryKey) => client.invalidateQueries({ queryKey })));
  const keys = {
    all: [key] as const,
    page: (query: Q) => [key, 'page', query] as const,
    one: (id: number) => [key, 'one', id] as const,
  };
  return {
    keys,
    usePage: (query: Q) =>
      useQuery({
        queryKey: keys.page(query),
        queryFn: () => http.get<PageVO<T>>(paths.page, query as unknown as QueryParams),
        placeholderData: keepPreviousData,
      }),
    /** The record of an edit dialog: `null` (closed) and `0` (create) load nothing. */
    useOne: (id: number | null) =>
      useQuery({
        queryKey: keys.one(id ?? 0),
        queryFn: () => http.get<R>(paths.one, { [idParam]: id! }),
        enabled: id !== null && id > 0,
        gcTime: 0,
        meta: { listsOnRefusal: keys.all },
      }),
    useSave: () => {
      const client = useQueryClient();
      return useMutation({
        // An update carries the `version` of the record its form read (every update body takes it: `readVersion`).
        mutationFn: (body: B & { version?: number }) => (idOf(body) ? http.put(paths.one, body) : http.post(paths.one, body)),
        onSuccess: () => invalidateAll(client),
        onError: () => readListsAgain(client, keys.all, 'one'),
      });
    },
    useDelete: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => http.delete(paths.one, { params: { [idParam]: id } }),
        onSuccess: () => invalidateAll(client),
        onError: () => readListsAgain(client, keys.all, 'one'),
      });
    },
  };
}
