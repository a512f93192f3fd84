import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type Change = string | null | ((current: string | null) => string | null);

/**
 * One choice of a screen kept in its address (`?name=value`; null leaves it out), so another screen and Back, the
 * screen's tag or a reload bring it back. The address is replaced as it changes: Back leaves the screen rather than
 * stepping through its choices. A change may be a function of the value in the address when it applies.
 */
export function useAddressParam(name: string): [string | null, (change: Change) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (change: Change) =>
      setParams(
        (current) => {
          const value = typeof change === 'function' ? change(current.get(name)) : change;
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}
