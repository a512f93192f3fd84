import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import formbody from '@fastify/formbody';
import type { AppConfig } from './config.ts';
import type { Db } from './platform/db/client.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './platform/http/route-schemas.ts';
import { registerServices } from './services.ts';
import { builtinSsoService } from './modules/auth/builtin-sso-service.ts';
import { installAuth } from './platform/auth/auth-plugin.ts';
import { serveWeb } from './platform/http/static.ts';
import { canonicalUrl } from './platform/http/api-paths.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { installCors } from './platform/http/cors.ts';
import { installCompression } from './platform/http/compression.ts';
import { installOps, opsServerOptions } from './platform/ops/index.ts';
import { installTextGuard } from './platform/http/text-guard.ts';
import { installMessageLanguage } from './platform/http/message-language.ts';
import { answerClientError, answerFrameworkError } from './platform/http/client-error.ts';
import { installMedia } from './platform/storage/index.ts';
import { installDocs } from './platform/http/docs.ts';

export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** Told of every route as it is registered (the tests' route table, which their generated proofs walk). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the whole server without listening: main.ts and every test use it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...opsServerOptions(deps.config),
    bodyLimit: 2 * 1024 * 1024,
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    // Fastify takes a hop count too (its typings omit it).
    trustProxy: deps.config.trustProxy as FastifyServerOptions['trustProxy'],
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('deps', deps);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  installErrorHandler(app);
  installMessageLanguage(app);
  installTextGuard(app);
  await app.register(formbody);
  // An empty JSON body (a bodiless POST) reads as null instead of failing to parse.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, null);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new SyntaxError('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });
  const { storage } = deps.config;
  installSecurityHeaders(app, [deps.config.resourcesUrl, storage.driver === 's3' ? storage.s3.endpoint : null], {
    crossOrigin: deps.config.corsOrigins.length > 0,
  });
  await installCors(app, deps.config.corsOrigins);
  await installCompression(app);
  installOps(app, deps);
  installAuth(app, deps.db);
  installMedia(app, storage);

  await installDocs(app);
  await registerServices(app);
  if (deps.config.ssoBuiltin) await app.register(builtinSsoService, { prefix: '/sso-service' });
  await serveWeb(app, deps.config.webDist);
  return app;
}
