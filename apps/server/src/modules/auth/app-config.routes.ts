// GET /mall_auth/ua/app_config: public, read by the web app before anyone signs in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_PATHS, AppConfigVO, EnvelopeOf } from '@caremall/contract';
import { ok } from '../../platform/http/envelope.ts';

/** What the web app needs to know before sign-in: where the sign-on service and the images live. */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  app.get(AUTH_PATHS.local.appConfig, { schema: { response: { 200: EnvelopeOf(AppConfigVO) } } }, async () =>
    ok<AppConfigVO>({ ssoBaseUrl: config.ssoBaseUrl, resourcesUrl: config.resourcesUrl }),
  );
};
