import { useLayoutEffect } from 'react';
import { FIRST_PAINT } from '@caremall/contract';

/**
 * The app has drawn the page (or gone elsewhere): the server's drawing goes, and the app's, hidden beside it until now
 * (`global.css`), shows in the same frame.
 */
export function endFirstPaint(): void {
  if (typeof document !== 'undefined') document.getElementById(FIRST_PAINT.drawingId)?.remove();
}

/** Ends the server's drawing once `drawn` holds, before the browser paints the app's. */
export function useFirstPaintTakeOver(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) endFirstPaint();
  }, [drawn]);
}
