/** Menu 112 `rbac/shop-user`: the shop's staff and their sign-in accounts. */
export { default } from '../../shop-user/shop-user-page';
