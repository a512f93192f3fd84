/** Menu 146 `multishop/index-img`: the carousel images screen. */
export { default } from '../../media/carousel/carousel-page';
