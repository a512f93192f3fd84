/** Menu 142 `product/prod-info` (/product/prod_info): publish or edit a product. */
export { default } from '../../spu/components/prod-info-page';
