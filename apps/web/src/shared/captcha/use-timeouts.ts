import { useCallback, useEffect, useRef } from 'react';

/** setTimeout whose pending callbacks are dropped on `clear()` and on unmount. */
export function useTimeouts() {
  const ids = useRef(new Set<ReturnType<typeof setTimeout>>());

  const clear = useCallback(() => {
    ids.current.forEach(clearTimeout);
    ids.current.clear();
  }, []);

  const schedule = useCallback((callback: () => void, ms: number) => {
    const id = setTimeout(() => {
      ids.current.delete(id);
      callback();
    }, ms);
    ids.current.add(id);
  }, []);

  useEffect(() => clear, [clear]);

  return { schedule, clear };
}
