import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ORDER_MESSAGES, OrderFilterQuery } from '@caremall/contract';
import { orders } from '../../db/schema/index.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import type { Db } from '../../platform/db/client.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { PageQuery, pageOf } from '../../platform/http/page.ts';
import { orderConditions } from './order-filters.ts';
import { itemsByOrder, loadOrderVO, toOrderListVO, type OrderRow } from './order-vo.ts';
import { countRows } from '../../platform/db/count-rows.ts';
import { forMenus } from '../../platform/auth/access.ts';

export const OrderIdParams = z.object({ orderId: z.coerce.number({ error: ORDER_MESSAGES.notFound }).int().positive(ORDER_MESSAGES.notFound) });
const OrderPageQuery = PageQuery.extend(OrderFilterQuery.shape);

/** The shop's order, or "order not found" for a missing id and another shop's id alike. */
export async function findOwnedOrder(db: Db, shopId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.shopId, shopId)))
    .limit(1);
  if (!row) throw showFail(ORDER_MESSAGES.notFound);
  return row;
}

/** /mall_order: the order list and one order with its items, address and packages. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;

  app.get('/m/order/page', { config: forMenus('order'), schema: { querystring: OrderPageQuery } }, async (request) => {
    const query = request.query as z.infer<typeof OrderPageQuery>;
    const where = orderConditions(shopIdOf(request), query);
    const total = await countRows(db, orders, where);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createTime), desc(orders.orderId))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const items = await itemsByOrder(
      db,
      rows.map((r) => r.orderId),
      config.resourcesUrl,
    );
    return ok(
      pageOf(
        rows.map((r) => toOrderListVO(r, items.get(r.orderId) ?? [])),
        total,
        query.pageSize,
      ),
    );
  });

  const orderInfo = async (request: { params: unknown } & Parameters<typeof shopIdOf>[0]) => {
    const { orderId } = request.params as z.infer<typeof OrderIdParams>;
    return ok(await loadOrderVO(db, await findOwnedOrder(db, shopIdOf(request), orderId)));
  };
  app.get('/m/order/order_info/:orderId', { config: forMenus('order'), schema: { params: OrderIdParams } }, orderInfo);
  app.get('/m/order/order_item_and_address/:orderId', { config: forMenus('order'), schema: { params: OrderIdParams } }, orderInfo);
};
