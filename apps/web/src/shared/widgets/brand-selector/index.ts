export { BrandSelector, type BrandSelectorProps, type SelectableBrand } from './brand-selector';
export { BrandField, type BrandFieldProps } from './brand-field';
