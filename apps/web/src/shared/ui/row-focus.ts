import { useEffect, useRef, type Key, type RefObject } from 'react';

const DIALOG_CLOSED = 'caremall:dialog-closed';

/** A dialog or question has closed and given focus back to what opened it, if that is still on the page. */
export function announceDialogClosed(): void {
  document.dispatchEvent(new Event(DIALOG_CLOSED));
}

/** Where the focus was in a table's body: the row (by key and by place), the cell, and which of its controls. */
interface Spot {
  key: Key;
  row: number;
  cell: number;
  control: number;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';
const inDialog = (element: Element) => element.closest('[role="dialog"], [role="alertdialog"]') !== null;

function spotOf(target: Element, body: HTMLTableSectionElement, keys: readonly Key[]): Spot | null {
  const row = target.closest('tr');
  const cell = target.closest('td');
  if (!row || !cell || row.parentElement !== body) return null;
  const index = row.sectionRowIndex;
  if (index >= keys.length) return null;
  const control = [...cell.querySelectorAll(FOCUSABLE)].indexOf(target);
  return { key: keys[index]!, row: index, cell: cell.cellIndex, control };
}

/**
 * Keeps a keyboard user's place in a table: when the row holding the focus leaves (deleted, or moved off a filtered
 * list), by its own button or through a dialog it opened, the focus goes to the same control of the row now in its
 * place (else that row's first control, else the table) instead of falling to the page. It waits for the list's new
 * rows (`busy`) and for the dialog to close, whichever comes last, and never takes the focus from where it went.
 */
export function useRowFocus(body: RefObject<HTMLTableSectionElement | null>, keys: readonly Key[], busy: boolean): void {
  const spot = useRef<Spot | null>(null);
  const current = useRef({ keys, busy });
  current.current = { keys, busy };

  const settle = useRef(() => {
    const place = spot.current;
    const section = body.current;
    const { keys: rows, busy: loading } = current.current;
    if (!place || !section || loading || rows.includes(place.key)) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const table = section.closest('table');
    if (rows.length === 0) {
      spot.current = null;
      table?.setAttribute('tabindex', '-1');
      return table?.focus();
    }
    const row = section.rows[Math.min(place.row, rows.length - 1)];
    const control = row?.cells[place.cell]?.querySelectorAll<HTMLElement>(FOCUSABLE)[place.control] ?? row?.querySelector<HTMLElement>(FOCUSABLE);
    spot.current = null;
    control?.focus();
  }).current;

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const section = body.current;
      const target = event.target;
      if (!section || !(target instanceof Element)) return;
      if (section.contains(target)) spot.current = spotOf(target, section, current.current.keys);
      // Focus moved on elsewhere (a filter, the pager, another screen): the row is no longer the user's place.
      // A dialog the row opened keeps it.
      else if (!inDialog(target)) spot.current = null;
    };
    document.addEventListener('focusin', remember);
    document.addEventListener(DIALOG_CLOSED, settle);
    return () => {
      document.removeEventListener('focusin', remember);
      document.removeEventListener(DIALOG_CLOSED, settle);
    };
  }, [body, settle]);

  const rowKeys = keys.join('\u0000');
  useEffect(settle, [rowKeys, busy, settle]);
}
