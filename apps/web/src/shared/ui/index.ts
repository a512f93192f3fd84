// The light widgets: the shell and the light screens use these instead of antd's, so their first load carries no antd.
import './ui.css';

export { Alert, type AlertProps } from './alert';
export { Button, type ButtonProps } from './button';
export { Busy } from './busy';
export { Checkbox, type CheckboxProps } from './checkbox';
export { ColumnItem, ColumnList, type ColumnItemProps, type ColumnListProps } from './column-list';
export { Empty } from './empty';
export { ItemName, useItemLabel, type ItemNameProps } from './item-name';
export { LoadFailed } from './load-failed';
export { FormField, focusField, type ControlProps, type FormFieldProps } from './form-field';
export { MenuButton, type MenuEntry } from './menu-button';
export { moveMenuFocus } from './menu-keys';
export { NumberInput, parseNumber, type NumberInputProps } from './number-input';
export { Pagination, pageSlots, type PaginationProps } from './pagination';
export { Popover, type PopoverProps, type PopoverTriggerProps } from './popover';
export { Segmented, type SegmentedProps } from './segmented';
export { SuggestInput, type SuggestInputProps } from './suggest-input';
export { Switch, type SwitchProps } from './switch';
export { Table, pageChoice, type Column, type RowSelection, type SortOrder, type TableProps } from './table';
export { Tabs, type TabItem } from './tabs';
export { Tag, type TagTone } from './tag';
export { TagsInput, type TagsInputProps } from './tags-input';
export { TextCount } from './text-count';
