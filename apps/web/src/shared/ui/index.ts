// The light widgets: the shell and the home screen use these instead of antd's, so their first load carries no antd.
import './ui.css';

export { Button, type ButtonProps } from './button';
export { Busy } from './busy';
export { Empty } from './empty';
export { MenuButton, type MenuEntry } from './menu-button';
export { moveMenuFocus } from './menu-keys';
export { Pagination, pageSlots, type PaginationProps } from './pagination';
export { Tabs, type TabItem } from './tabs';
export { Tag, type TagTone } from './tag';
