import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';

/** What the web app needs to know before sign-in: where the sign-on service and the images live. */
export const appConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ua/app_config', async () => ok({ ssoBaseUrl: app.deps.config.ssoBaseUrl, resourcesUrl: app.deps.config.resourcesUrl }));
};
