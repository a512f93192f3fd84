/** Menu 259 `multishop/notice`: the notices screen. */
export { default } from '../../shop-content/components/notice-page';
