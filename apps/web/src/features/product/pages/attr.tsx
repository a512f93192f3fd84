/** Menu 137 `product/attr`: the product attribute list. */
export { default } from '../../attr/components/attr-page';
