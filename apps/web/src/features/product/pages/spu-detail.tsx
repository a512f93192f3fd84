/** Menu 154 `product/spu-detail`: the SPU detail list. */
export { default } from '../../spu/components/spu-detail-page';
