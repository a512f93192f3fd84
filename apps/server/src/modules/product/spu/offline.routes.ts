// Take-down calls of /mall_product: the merchant's (read the latest take-down of a product, apply to have
// it lifted) and the platform's (review, take down, judge a reapplication). HTTP in and envelopes out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AuditApplyBody,
  EmptyEnvelope,
  EnvelopeOf,
  OFFLINE_EVENT_MESSAGES,
  OFFLINE_EVENT_PATHS,
  OfflineEventAuditBody,
  OfflineHandleEventVO,
  PLATFORM_REVIEW_PATHS,
  ProdIdParams,
  SpuAuditBody,
  SpuOfflineBody,
} from '@caremall/contract';
import { PRODUCT_EDITOR_MENUS, PRODUCT_MENUS, forMenus, forPlatformAdmin } from '../../../platform/auth/access.ts';
import { currentUser, shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../../platform/http/envelope.ts';
import { applyToLift, judgeReapplication, latestOfflineEvent, reviewSpu, takeDownSpu } from './offline.store.ts';

const PLATFORM_REVIEW = forPlatformAdmin('platform review of products: approving, taking down and judging reapplications');

/** The merchant side: read the latest take-down of a product and apply to have it lifted. */
export const offlineEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const P = OFFLINE_EVENT_PATHS.local;

  app.get(
    P.byProdId,
    { config: forMenus(...PRODUCT_MENUS), schema: { params: ProdIdParams, response: { 200: EnvelopeOf(OfflineHandleEventVO.nullable()) } } },
    async (request) => ok(await latestOfflineEvent(db, shopIdOf(request), request.params.prodId)),
  );

  app.post(
    P.auditApply,
    { config: forMenus(...PRODUCT_EDITOR_MENUS), schema: { body: AuditApplyBody, response: { 200: EmptyEnvelope } } },
    async (request) => {
      await applyToLift(db, shopIdOf(request), request.body);
      return ok(null);
    },
  );
};

function platformOnly(request: FastifyRequest) {
  if (currentUser(request).tenantId !== 0) throw showFail(OFFLINE_EVENT_MESSAGES.platformOnly);
}

/**
 * The platform side (platform staff only): review a product put on shelf, take a product down for
 * a violation, and answer a reapplication.
 */
export const platformReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const P = PLATFORM_REVIEW_PATHS.local;

  app.put(P.spuAudit, { config: PLATFORM_REVIEW, schema: { body: SpuAuditBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await reviewSpu(db, request.body);
    return ok(null);
  });

  app.put(P.spuOffline, { config: PLATFORM_REVIEW, schema: { body: SpuOfflineBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    platformOnly(request);
    await takeDownSpu(db, currentUser(request).userId, request.body);
    return ok(null);
  });

  app.put(
    P.offlineEventAudit,
    { config: PLATFORM_REVIEW, schema: { body: OfflineEventAuditBody, response: { 200: EmptyEnvelope } } },
    async (request) => {
      platformOnly(request);
      await judgeReapplication(db, request.body);
      return ok(null);
    },
  );
};
