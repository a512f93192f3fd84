/** Menu 153 `product/spu`: the SPU list. */
export { default } from '../../spu/components/spu-list-page';
