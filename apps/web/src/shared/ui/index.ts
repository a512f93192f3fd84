// The light widgets: the shell and the light screens use these instead of antd's, so their first load carries no antd.
import './ui.css';

export { Button, type ButtonProps } from './button';
export { Busy } from './busy';
export { Checkbox, type CheckboxProps } from './checkbox';
export { ColumnItem, ColumnList, type ColumnItemProps, type ColumnListProps } from './column-list';
export { Empty } from './empty';
export { MenuButton, type MenuEntry } from './menu-button';
export { moveMenuFocus } from './menu-keys';
export { Pagination, pageSlots, type PaginationProps } from './pagination';
export { Popover, type PopoverProps, type PopoverTriggerProps } from './popover';
export { Segmented, type SegmentedProps } from './segmented';
export { Table, pageChoice, type Column, type RowSelection, type SortOrder, type TableProps } from './table';
export { Tabs, type TabItem } from './tabs';
export { Tag, type TagTone } from './tag';
