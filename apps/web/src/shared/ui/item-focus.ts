import { useEffect, useRef, type RefObject } from 'react';

const DIALOG_CLOSED = 'caremall:dialog-closed';

/** A dialog or question has closed and given focus back to what opened it, if that is still on the page. */
export function announceDialogClosed(): void {
  document.dispatchEvent(new Event(DIALOG_CLOSED));
}

/** Where the focus was in a list: the control, its item (a row), the item's place, and which of the item's controls. */
interface Spot {
  target: Element;
  item: Element;
  index: number;
  control: number;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
const inDialog = (element: Element) => element.closest('[role="dialog"], [role="alertdialog"]') !== null;
/** The list's items: its children, but for a table's line saying it has no rows. */
const itemsOf = (list: HTMLElement) => [...list.children].filter((child) => !child.querySelector('.ui-table__empty'));

function spotOf(target: Element, list: HTMLElement): Spot | null {
  let item: Element | null = target;
  while (item && item.parentElement !== list) item = item.parentElement;
  if (!item) return null;
  return { target, item, index: itemsOf(list).indexOf(item), control: [...item.querySelectorAll(FOCUSABLE)].indexOf(target) };
}

/**
 * Keeps a keyboard user's place in a list (a table's body, a column of categories, the order cards): when the item
 * holding the focus leaves (deleted, or moved off a filtered list), by its own button or through a dialog it opened,
 * the focus goes to the same control of the item now in its place, or to another control of the item when only its
 * control left (else that item's first control, else the list, its table or section)
 * instead of falling to the page. It waits for the list's new items (`busy`) and for the dialog to close, whichever
 * comes last, and never takes the focus from where the user put it.
 */
export function useItemFocus(list: RefObject<HTMLElement | null>, busy: boolean): void {
  const spot = useRef<Spot | null>(null);
  const loading = useRef(busy);
  loading.current = busy;

  const settle = useRef(() => {
    const place = spot.current;
    const element = list.current;
    if (!place || !element || loading.current || place.target.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    spot.current = null;
    const items = itemsOf(element);
    // The control went but its item stayed (a ship button once all is shipped): another control of the same item.
    const item = place.item.isConnected ? place.item : items[Math.min(place.index, items.length - 1)];
    const control = item?.querySelectorAll<HTMLElement>(FOCUSABLE)[place.control] ?? item?.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control.focus();
    // No item left to take it: the list itself where it can hold the focus, else its table or section.
    const whole = element.hasAttribute('tabindex') ? element : (element.closest<HTMLElement>('table, section') ?? element);
    whole.tabIndex = -1;
    whole.focus();
  }).current;

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const element = list.current;
      const target = event.target;
      if (!element || !(target instanceof Element)) return;
      if (element.contains(target)) spot.current = spotOf(target, element);
      // Focus moved on elsewhere (a filter, the pager, another screen): the item is no longer the user's place.
      // A dialog the item opened keeps it.
      else if (!inDialog(target)) spot.current = null;
    };
    document.addEventListener('focusin', remember);
    document.addEventListener(DIALOG_CLOSED, settle);
    return () => {
      document.removeEventListener('focusin', remember);
      document.removeEventListener(DIALOG_CLOSED, settle);
    };
  }, [list, settle]);

  // After every drawing of the list: an item may have left.
  useEffect(settle);
}

/**
 * For a control that takes itself away under the focus (a field closing back into its pencil, a panel giving way to
 * the view it opened from): answers `arm`, called as it goes; once `ready` (the view back), `target` takes the focus,
 * once. Not armed (left by a click elsewhere), the focus stays where the user put it.
 */
export function useFocusOnReturn(ready: boolean, target: () => HTMLElement | null | undefined): () => void {
  const armed = useRef(false);
  useEffect(() => {
    if (!ready || !armed.current) return;
    armed.current = false;
    target()?.focus();
  });
  return () => void (armed.current = true);
}
