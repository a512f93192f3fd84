export { ProductSelect, type ProductSelectProps } from './product-select';
export { productName, type ProductOption } from './api';
