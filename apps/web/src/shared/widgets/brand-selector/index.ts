// The selector dialog (antd) is not re-exported: the field loads it when it first opens.
export type { BrandSelectorProps, SelectableBrand } from './brand-selector';
export { BrandField, type BrandFieldProps } from './brand-field';
