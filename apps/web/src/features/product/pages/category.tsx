/** Menu 139 `product/category`: the shop's category management. */
export { default } from '../../category/components/category-page';
