/** Menu 152 `product/list`: the product list screen. */
export { default } from '../../spu/components/product-list-page';
