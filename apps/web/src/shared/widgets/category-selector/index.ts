// The selector dialog (antd) is not re-exported: the field loads it when it first opens.
export type { CategorySelectorProps } from './category-selector';
export { CategoryField, type CategoryFieldProps } from './category-field';
export { canConfirm, childrenOf, pathOf, type SelectableCategory, type SelectorMode } from './selector-rules';
