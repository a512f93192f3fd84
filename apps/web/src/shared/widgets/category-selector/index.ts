export { CategorySelector, type CategorySelectorProps } from './category-selector';
export { CategoryField, type CategoryFieldProps } from './category-field';
export { canConfirm, childrenOf, pathOf, type SelectableCategory, type SelectorMode } from './selector-rules';
