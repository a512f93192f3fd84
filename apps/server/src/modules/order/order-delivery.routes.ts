// Shipping calls, each under the prefix the spec gives it: a package of an order, its packages, the delivery companies.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_COMPANY_PATHS,
  DeliveryCompanyList,
  DeliveryExpressList,
  EmptyEnvelope,
  EnvelopeOf,
  ORDER_PACKAGES_PATHS,
  ORDER_PATHS,
  OrderDeliveryBody,
  OrderIdParams,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { deliveryCompanies, shipPackage } from './order-delivery.store.ts';
import { orderDeliveries } from './order.store.ts';

/** POST /mall_order/m/order/delivery: ships one package. */
export const orderShipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ORDER_PATHS.local.delivery,
    { config: forMenus('order'), schema: { body: OrderDeliveryBody, response: { 200: EmptyEnvelope } } },
    async (request) => {
      await shipPackage(app.deps.db, shopIdOf(request), request.body);
      return ok(null);
    },
  );
};

/** PUT /order/delivery/getOrderDeliveries/{orderId}: the packages of an order. */
export const orderDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    ORDER_PACKAGES_PATHS.local.packages,
    { config: forMenus('order'), schema: { params: OrderIdParams, response: { 200: EnvelopeOf(DeliveryExpressList) } } },
    async (request) => ok(await orderDeliveries(app.deps.db, shopIdOf(request), request.params.orderId)),
  );
};

/** GET /mall_delivery/m/delivery_company/list. */
export const deliveryCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DELIVERY_COMPANY_PATHS.local.list,
    { config: forMenus('order'), schema: { response: { 200: EnvelopeOf(DeliveryCompanyList) } } },
    async () => ok(await deliveryCompanies(app.deps.db)),
  );
};
