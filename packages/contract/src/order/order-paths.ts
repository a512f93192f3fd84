// The order screen's calls (spec section 7), apart from the rest of the order contract: the web app's entry reads
// the first page ahead, and imports of the contract are followed per file.
import { servicePaths } from '../common/services.ts';

/**
 * The order list's address in the app, its home screen (menu `order/order`): where a signed-in user lands, and the
 * page whose first reads the web app and the server's first-load page start early.
 */
export const HOME_SCREEN_PATH = '/order/order';

/** Whether a page's address is the home screen's (trailing slashes aside): the web app and the server decide alike. */
export const isHomeScreen = (pathname: string): boolean => pathname.replace(/\/+$/, '') === HOME_SCREEN_PATH;

/** The order service's calls. */
export const ORDER_PATHS = servicePaths('order', {
  page: '/m/order/page',
  info: '/m/order/order_info/:orderId',
  itemsAndAddress: '/m/order/order_item_and_address/:orderId',
  delivery: '/m/order/delivery',
  export: '/m/order/export',
});

/** The packages of an order: a call the spec names outside any service prefix. */
export const ORDER_PACKAGES_PATHS = servicePaths('root', {
  packages: '/order/delivery/getOrderDeliveries/:orderId',
});

/** The delivery companies the ship dialog offers (delivery service). */
export const DELIVERY_COMPANY_PATHS = servicePaths('delivery', {
  list: '/m/delivery_company/list',
});
