import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import type { AppConfig } from './config.ts';
import type { Db } from './platform/db/client.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { zodValidatorCompiler } from './platform/http/validation.ts';
import { installAuth } from './platform/auth/auth-plugin.ts';
import { captchaRoutes } from './platform/captcha/captcha.routes.ts';
import { loginRoutes } from './modules/auth/login.routes.ts';
import { appConfigRoutes } from './modules/auth/app-config.routes.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { builtinSsoService } from './modules/sso/builtin-sso-service.ts';
import { shopUserInfoRoutes } from './modules/multishop/shop-user-info.routes.ts';
import { shopUserRoutes } from './modules/multishop/shop-user.routes.ts';
import { shopUserAccountRoutes } from './modules/multishop/shop-user-account.routes.ts';
import { menuRoutes } from './modules/rbac/menu.routes.ts';
import { menuAdminRoutes } from './modules/rbac/menu-admin.routes.ts';
import { menuPermissionRoutes } from './modules/rbac/menu-permission.routes.ts';
import { roleRoutes } from './modules/rbac/role.routes.ts';
import { areaRoutes } from './modules/delivery/area.routes.ts';
import { mediaRoutes } from './modules/biz/media.plugin.ts';
import { indexImgRoutes } from './modules/multishop/index-img.routes.ts';
import { hotSearchRoutes } from './modules/multishop/hot-search.routes.ts';
import { noticeRoutes } from './modules/multishop/notice.routes.ts';
import { productSpuRoutes } from './modules/product/spu/spu.plugin.ts';
import { categoryRoutes } from './modules/product/category/category.routes.ts';
import { brandRoutes } from './modules/product/brand/brand.routes.ts';
import { attrRoutes } from './modules/product/attr/attr.routes.ts';
import { orderModuleRoutes } from './modules/order/order.plugin.ts';
import { serveWeb } from './platform/http/static.ts';
import { canonicalUrl } from './platform/http/api-paths.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { installOps, opsServerOptions } from './platform/ops/index.ts';
import { installTextGuard } from './platform/http/text-guard.ts';
import { answerClientError } from './platform/http/client-error.ts';
import { installMedia } from './platform/storage/index.ts';

export interface AppDeps {
  db: Db;
  config: AppConfig;
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
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(zodValidatorCompiler);
  installErrorHandler(app);
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
  await installSecurityHeaders(app, [deps.config.resourcesUrl, storage.driver === 's3' ? storage.s3.endpoint : null]);
  installOps(app, deps);
  installAuth(app, deps.db);
  installMedia(app, storage);

  await app.register(captchaRoutes, { prefix: '/mall_auth' });
  await app.register(loginRoutes, { prefix: '/mall_auth' });
  await app.register(appConfigRoutes, { prefix: '/mall_auth' });
  await app.register(ssoRoutes, { prefix: '/mall_auth' });
  await app.register(shopUserInfoRoutes, { prefix: '/mall_multishop' });
  await app.register(shopUserRoutes, { prefix: '/mall_multishop' });
  await app.register(shopUserAccountRoutes, { prefix: '/mall_multishop' });
  await app.register(menuRoutes, { prefix: '/mall_rbac' });
  await app.register(menuAdminRoutes, { prefix: '/mall_rbac' });
  await app.register(menuPermissionRoutes, { prefix: '/mall_rbac' });
  await app.register(roleRoutes, { prefix: '/mall_rbac' });
  await app.register(areaRoutes, { prefix: '/mall_delivery' });
  await app.register(mediaRoutes);
  await app.register(indexImgRoutes, { prefix: '/mall_multishop' });
  await app.register(hotSearchRoutes, { prefix: '/mall_multishop' });
  await app.register(noticeRoutes, { prefix: '/mall_multishop' });
  await app.register(productSpuRoutes);
  await app.register(categoryRoutes, { prefix: '/mall_product' });
  await app.register(brandRoutes, { prefix: '/mall_product' });
  await app.register(attrRoutes, { prefix: '/mall_product' });
  await app.register(orderModuleRoutes);
  if (deps.config.ssoBuiltin) await app.register(builtinSsoService, { prefix: '/sso-service' });
  await serveWeb(app, deps.config.webDist);
  return app;
}
