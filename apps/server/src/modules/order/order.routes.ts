// Order calls of /mall_order: the filtered list and one order with its items, address and packages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnvelopeOf, ORDER_PATHS, OrderIdParams, OrderPage, OrderPageQuery, OrderVO } from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { findOrder, orderPage } from './order.store.ts';

const P = ORDER_PATHS.local;
const READERS = forMenus('order');

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;

  app.get(P.page, { config: READERS, schema: { querystring: OrderPageQuery, response: { 200: EnvelopeOf(OrderPage) } } }, async (request) =>
    ok(await orderPage(db, shopIdOf(request), config.resourcesUrl, request.query)),
  );

  // The ship dialog reads the same order as the detail dialog (upstream has two calls for it).
  for (const path of [P.info, P.itemsAndAddress]) {
    app.get(path, { config: READERS, schema: { params: OrderIdParams, response: { 200: EnvelopeOf(OrderVO) } } }, async (request) =>
      ok(await findOrder(db, shopIdOf(request), request.params.orderId)),
    );
  }
};
