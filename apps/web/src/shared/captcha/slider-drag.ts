import {
  useCallback,
  useEffect,
  useRef,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type TouchEvent as ReactTouchEvent,
} from 'react';

type InputKind = 'pointer' | 'mouse' | 'touch';

interface DragCallbacks {
  /** Returns the largest allowed offset in CSS px, measured when the drag starts. */
  measureMaxOffset: () => number;
  onMove: (offset: number) => void;
  onRelease: (offset: number, elapsedMs: number) => void;
}

const EVENTS: Record<InputKind, { move: string; end: string[] }> = {
  pointer: { move: 'pointermove', end: ['pointerup', 'pointercancel'] },
  mouse: { move: 'mousemove', end: ['mouseup'] },
  touch: { move: 'touchmove', end: ['touchend', 'touchcancel'] },
};

function clientXOf(event: Event): number | undefined {
  if ('touches' in event) {
    const touchEvent = event as TouchEvent;
    return (touchEvent.touches[0] ?? touchEvent.changedTouches[0])?.clientX;
  }
  return (event as MouseEvent).clientX;
}

/**
 * Horizontal drag of the slider handle. Listens on the window so the drag survives leaving the handle.
 * Browsers fire pointer, touch and compatibility mouse events for one gesture; the first one that starts
 * a drag wins and the others are ignored until it ends.
 */
export function useSliderDrag({ measureMaxOffset, onMove, onRelease }: DragCallbacks) {
  const callbacks = useRef({ measureMaxOffset, onMove, onRelease });
  useEffect(() => {
    callbacks.current = { measureMaxOffset, onMove, onRelease };
  }, [measureMaxOffset, onMove, onRelease]);
  const detach = useRef<(() => void) | null>(null);

  useEffect(() => () => detach.current?.(), []);

  const start = useCallback((kind: InputKind, startX: number) => {
    if (detach.current) return;
    const maxOffset = Math.max(0, callbacks.current.measureMaxOffset());
    const startedAt = performance.now();
    let offset = 0;

    const move = (event: Event) => {
      const clientX = clientXOf(event);
      if (clientX === undefined) return;
      if (kind === 'touch' && event.cancelable) event.preventDefault();
      offset = Math.min(maxOffset, Math.max(0, clientX - startX));
      callbacks.current.onMove(offset);
    };
    const end = () => {
      detach.current?.();
      callbacks.current.onRelease(offset, performance.now() - startedAt);
    };

    const { move: moveType, end: endTypes } = EVENTS[kind];
    window.addEventListener(moveType, move, { passive: false });
    endTypes.forEach((type) => window.addEventListener(type, end));
    detach.current = () => {
      window.removeEventListener(moveType, move);
      endTypes.forEach((type) => window.removeEventListener(type, end));
      detach.current = null;
    };
  }, []);

  return {
    onPointerDown: (event: ReactPointerEvent) => {
      if (event.button !== 0) return;
      start('pointer', event.clientX);
    },
    onMouseDown: (event: ReactMouseEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      start('mouse', event.clientX);
    },
    onTouchStart: (event: ReactTouchEvent) => {
      const touch = event.touches[0];
      if (touch) start('touch', touch.clientX);
    },
  };
}
