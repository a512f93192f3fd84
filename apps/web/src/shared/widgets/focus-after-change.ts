import { useCallback, useEffect, useRef } from 'react';

/** Finds the control to focus once the change is drawn; nothing while it is not drawn yet. */
type Finder = () => HTMLElement | null | undefined;

/**
 * Hands the focus on when a widget's change replaces the control that had it: the add button gives way to the chosen
 * picture once the picture library confirms, a product's card to the choose button once it is removed. Left alone, the
 * focus would fall to the page (`<body>`), or to the dialog around the widget.
 *
 * The returned function is called with the change (before the picker closes, or on the remove button's click); after
 * each drawing that follows, `find` is asked for the control that should have the focus, and the first time it gives
 * one the focus moves there, unless the user has meanwhile put the focus somewhere else (not where it was asked from,
 * nor lost to the page or the dialog holding the widget).
 */
export function useFocusAfterChange(): (find: Finder) => void {
  const pending = useRef<{ find: Finder; from: Element | null } | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const target = wanted.find();
    if (!target?.isConnected) return;
    pending.current = null;
    const active = document.activeElement;
    const lost = !active || !active.isConnected || active === wanted.from || active.contains(target);
    if (lost) target.focus();
  });
  return useCallback((find: Finder) => {
    pending.current = { find, from: document.activeElement };
  }, []);
}
