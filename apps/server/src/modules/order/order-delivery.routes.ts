import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { OrderDeliveryBody } from '@caremall/contract';
import { asc } from 'drizzle-orm';
import { deliveryCompany } from '../../db/schema/index.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { OrderIdParams, findOwnedOrder } from './order.routes.ts';
import { deliveriesOf, itemsByOrder } from './order-vo.ts';
import { shipPackage } from './ship-order.ts';
import { forMenus } from '../../platform/auth/access.ts';

/** POST /mall_order/m/order/delivery: ships one package. */
export const orderShipRoutes: FastifyPluginAsync = async (app) => {
  app.post('/m/order/delivery', { schema: { body: OrderDeliveryBody } }, async (request) => {
    await shipPackage(app.deps.db, shopIdOf(request), request.body as OrderDeliveryBody);
    return ok(null);
  });
};

/** PUT /order/delivery/getOrderDeliveries/{orderId}: the packages of an order. */
export const orderDeliveriesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.put('/order/delivery/getOrderDeliveries/:orderId', { config: forMenus('order'), schema: { params: OrderIdParams } }, async (request) => {
    const { orderId } = request.params as z.infer<typeof OrderIdParams>;
    await findOwnedOrder(db, shopIdOf(request), orderId);
    const items = (await itemsByOrder(db, [orderId], null)).get(orderId) ?? [];
    return ok(await deliveriesOf(db, orderId, items));
  });
};

/** GET /mall_delivery/m/delivery_company/list. */
export const deliveryCompanyRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;
  app.get('/m/delivery_company/list', { config: forMenus('order') }, async () =>
    ok(
      await db
        .select({ deliveryCompanyId: deliveryCompany.deliveryCompanyId, name: deliveryCompany.name })
        .from(deliveryCompany)
        .orderBy(asc(deliveryCompany.seq), asc(deliveryCompany.deliveryCompanyId)),
    ),
  );
};
