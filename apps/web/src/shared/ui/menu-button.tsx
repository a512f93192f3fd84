import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { moveMenuFocus } from './menu-keys';

export type MenuEntry = { key: string; label: ReactNode; checked?: boolean; testId?: string } | 'divider';

export interface MenuButtonProps {
  /** What the button shows; an icon-only button needs `aria-label`. */
  children: ReactNode;
  items: MenuEntry[];
  onSelect: (key: string) => void;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A button that opens a menu (WAI-ARIA menu button): Enter, Space or the down arrow open it on the first (or
 * the checked) entry; the arrows, Home and End move; Escape closes it back onto the button; a click elsewhere closes it.
 */
export function MenuButton({ children, items, onSelect, className = 'ui-btn ui-btn--text', ...rest }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = () => [...(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = entries();
    (all.find((entry) => entry.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    if (moveMenuFocus(event, root.current)) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const choose = (key: string) => {
    close();
    onSelect(key);
  };

  return (
    <span className="ui-menu-button" ref={root} style={{ position: 'relative', display: 'inline-flex' }}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        {...rest}
      >
        {children}
      </button>
      {open && (
        <ul className="ui-menu" role="menu" id={menuId} onKeyDown={onMenuKey} style={{ insetInlineEnd: 0, top: '100%' }}>
          {items.map((item, index) =>
            item === 'divider' ? (
              <li key={`divider-${index}`} role="separator" className="ui-menu__divider" />
            ) : (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                  aria-checked={item.checked}
                  className="ui-menu__item"
                  tabIndex={-1}
                  data-testid={item.testId}
                  onClick={() => choose(item.key)}
                >
                  {item.label}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </span>
  );
}
