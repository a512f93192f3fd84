import { useLayoutEffect } from 'react';

/** The page the server drew (`render-home.tsx`), shown until the app has drawn its own. */
export const FIRST_PAINT_ID = 'first-paint';

/**
 * The app has drawn the page (or gone elsewhere): the server's drawing goes, and the app's, hidden beside it until now
 * (`global.css`), shows in the same frame.
 */
export function endFirstPaint(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_PAINT_ID)?.remove();
}

/** Ends the server's drawing once `drawn` holds, before the browser paints the app's. */
export function useFirstPaintTakeOver(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) endFirstPaint();
  }, [drawn]);
}
