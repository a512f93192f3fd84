import type { FastifyPluginAsync } from 'fastify';
import { deliveryCompanyRoutes, orderDeliveriesRoutes, orderShipRoutes } from './order-delivery.routes.ts';
import { orderExportRoutes } from './order-export.routes.ts';
import { orderRoutes } from './order.routes.ts';

/** Orders (/mall_order), their packages (/order/delivery) and delivery companies (/mall_delivery). */
export const orderModuleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(orderRoutes, { prefix: '/mall_order' });
  await app.register(orderShipRoutes, { prefix: '/mall_order' });
  await app.register(orderExportRoutes, { prefix: '/mall_order' });
  await app.register(orderDeliveriesRoutes);
  await app.register(deliveryCompanyRoutes, { prefix: '/mall_delivery' });
};
