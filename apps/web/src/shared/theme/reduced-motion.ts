import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeToMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** Whether the user asked the system for less motion; antd then opens and closes without animating. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, prefersReducedMotion);
}
