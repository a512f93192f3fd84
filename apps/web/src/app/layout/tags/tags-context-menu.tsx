import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TagView } from './tags-rules';

export const CONTEXT_MENU_WIDTH = 105;

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

interface TagsContextMenuProps {
  view: TagView;
  left: number;
  top: number;
  onAction: (action: TagAction, view: TagView) => void;
}

const TEST_IDS: Record<TagAction, string> = {
  refresh: 'tags-refresh',
  close: 'tags-close',
  closeOthers: 'tags-close-others',
  closeAll: 'tags-close-all',
};

export function TagsContextMenu({ view, left, top, onAction }: TagsContextMenuProps) {
  const { t } = useTranslation();
  const actions: TagAction[] = view.affix ? ['refresh', 'closeOthers', 'closeAll'] : ['refresh', 'close', 'closeOthers', 'closeAll'];
  const items = actions.map((action) => ({
    key: action,
    label: <span data-testid={TEST_IDS[action]}>{t(`common:${action}`)}</span>,
  }));
  return (
    <div className="tags-contextmenu" data-testid="tags-contextmenu" style={{ left, top, width: CONTEXT_MENU_WIDTH }}>
      <Menu mode="vertical" selectable={false} items={items} onClick={({ key }) => onAction(key as TagAction, view)} />
    </div>
  );
}
