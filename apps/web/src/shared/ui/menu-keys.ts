import type { KeyboardEvent } from 'react';

/**
 * Moves the focus among a menu's entries for the arrow keys, Home and End, wrapping around; true when the key was
 * one of them (the caller then handles the rest: Escape, Tab).
 */
export function moveMenuFocus(event: KeyboardEvent, menu: HTMLElement | null): boolean {
  const entries = [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
  const index = entries.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: entries.length - 1 }[event.key];
  if (next === undefined) return false;
  event.preventDefault();
  entries[(next + entries.length) % entries.length]?.focus();
  return true;
}
