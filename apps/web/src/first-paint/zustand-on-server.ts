// The server's drawing reads the stores as they are now (`render-home.tsx` sets them just before): zustand's hooks
// read a store's first state when rendering on a server, so the first-paint build takes this `create` instead.
import { useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

type BoundStore<T> = (<U = T>(selector?: (state: T) => U) => U) & StoreApi<T>;

function bind<T>(creator: StateCreator<T, [], []>): BoundStore<T> {
  const api = createStore(creator);
  const useBound = <U = T>(selector: (state: T) => U = (state) => state as unknown as U) => {
    const read = () => selector(api.getState());
    return useSyncExternalStore(api.subscribe, read, read);
  };
  return Object.assign(useBound, api);
}

export function create<T>(): (creator: StateCreator<T, [], []>) => BoundStore<T>;
export function create<T>(creator: StateCreator<T, [], []>): BoundStore<T>;
export function create<T>(creator?: StateCreator<T, [], []>) {
  return creator ? bind(creator) : bind;
}
