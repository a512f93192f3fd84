/** Menu 258 `multishop/hot-search`: the hot-search terms screen. */
export { default } from '../../shop-content/components/hot-search-page';
