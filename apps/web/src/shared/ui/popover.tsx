import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useItemLabel } from './item-name';

export interface PopoverTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-haspopup': 'dialog';
}

export interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Draws the button that opens and closes the panel, with the props given. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The panel's name for screen readers; in a list item (`ItemName`) the item's name follows it. */
  label: string;
  /** Under its button (a cell's editor), or beside it (a collapsed sidebar's directory). */
  placement?: 'below' | 'right';
  className?: string;
  /** What takes the focus on opening (a selector within the panel); its first field, button or link otherwise. */
  initialFocus?: string;
  children: ReactNode;
  'data-testid'?: string;
}

const GAP = 4;
const EDGE = 8;

interface Place {
  top: number;
  left: number;
  /** Set when the panel fits neither below nor above its button: it then scrolls within this height. */
  maxHeight?: number;
}

/** Under the button; above it when only there it fits whole; else on the roomier side, scrolling within. */
function placeFor(anchor: DOMRect, panel: HTMLElement): Place {
  const left = Math.max(EDGE, Math.min(anchor.left, window.innerWidth - panel.offsetWidth - EDGE));
  // scrollHeight: the whole content's height, also while a maxHeight cuts it.
  const height = panel.scrollHeight;
  const below = window.innerHeight - anchor.bottom - GAP - EDGE;
  const above = anchor.top - GAP - EDGE;
  if (height <= below) return { top: anchor.bottom + GAP, left };
  if (height <= above) return { top: anchor.top - GAP - height, left };
  return below >= above ? { top: anchor.bottom + GAP, left, maxHeight: below } : { top: EDGE, left, maxHeight: above };
}

/** Beside the button, its top level with the button's; moved up as far as it needs to stay in the window, else scrolling. */
function placeRightOf(anchor: DOMRect, panel: HTMLElement): Place {
  const left = anchor.right + GAP;
  const height = panel.scrollHeight;
  const room = window.innerHeight - 2 * EDGE;
  if (height > room) return { top: EDGE, left, maxHeight: room };
  return { top: Math.max(EDGE, Math.min(anchor.top, window.innerHeight - EDGE - height)), left };
}

/**
 * A non-modal panel under or beside its button (a cell's editor, a collapsed sidebar's directory): it opens on its
 * first field or link, Escape closes it back onto the button, and a click elsewhere closes it. Drawn over the page,
 * so a scrolling table does not cut it, and kept within the window (a row near the bottom opens it above).
 */
export function Popover({ open, onOpenChange, trigger, label, placement = 'below', className, initialFocus, children, ...rest }: PopoverProps) {
  const id = useId();
  const name = useItemLabel(undefined, label, undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place | null>(null);

  const measure = () => {
    const anchor = button.current?.getBoundingClientRect();
    if (anchor && panel.current) setPlace((placement === 'right' ? placeRightOf : placeFor)(anchor, panel.current));
  };

  useLayoutEffect(() => {
    if (open) measure();
    else setPlace(null);
  }, [open]);

  // Once placed: until then the panel is hidden, and a hidden field takes no focus.
  const placed = place !== null;
  useEffect(() => {
    if (open && placed) panel.current?.querySelector<HTMLElement>(initialFocus ?? 'input, select, textarea, button, a[href]')?.focus();
  }, [open, placed]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onOpenChange(false);
    button.current?.focus();
  };

  return (
    <>
      {trigger({
        ref: button,
        onClick: () => onOpenChange(!open),
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        'aria-haspopup': 'dialog',
      })}
      {open &&
        createPortal(
          <div
            ref={panel}
            id={id}
            role="dialog"
            aria-label={name}
            className={['ui-popover', className].filter(Boolean).join(' ')}
            style={{
              top: place?.top ?? 0,
              left: place?.left ?? 0,
              maxHeight: place?.maxHeight,
              overflowY: place?.maxHeight === undefined ? undefined : 'auto',
              visibility: place ? 'visible' : 'hidden',
            }}
            onKeyDown={onKeyDown}
            data-testid={rest['data-testid']}
          >
            {children}
          </div>,
          document.body,
        )}
    </>
  );
}
