import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveMenuFocus } from '../../../shared/ui';
import type { TagView } from './tags-rules';

export const CONTEXT_MENU_WIDTH = 105;

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

interface TagsContextMenuProps {
  view: TagView;
  left: number;
  top: number;
  onAction: (action: TagAction, view: TagView) => void;
  onDismiss: () => void;
}

const TEST_IDS: Record<TagAction, string> = {
  refresh: 'tags-refresh',
  close: 'tags-close',
  closeOthers: 'tags-close-others',
  closeAll: 'tags-close-all',
};

/** A tag's right-click (or context-menu key) menu; it takes the focus, the arrows, Home and End move, Escape closes it. */
export function TagsContextMenu({ view, left, top, onAction, onDismiss }: TagsContextMenuProps) {
  const { t } = useTranslation();
  const menu = useRef<HTMLUListElement>(null);
  const actions: TagAction[] = view.affix ? ['refresh', 'closeOthers', 'closeAll'] : ['refresh', 'close', 'closeOthers', 'closeAll'];

  useEffect(() => menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (moveMenuFocus(event, menu.current)) return;
    if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onDismiss();
    }
  };

  return (
    <ul
      ref={menu}
      role="menu"
      className="ui-menu tags-contextmenu"
      data-testid="tags-contextmenu"
      style={{ left, top, width: CONTEXT_MENU_WIDTH }}
      onKeyDown={onKeyDown}
    >
      {actions.map((action) => (
        <li key={action} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="ui-menu__item"
            data-testid={TEST_IDS[action]}
            onClick={() => onAction(action, view)}
          >
            {t(`common:${action}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
