import { isApiPath } from '../../src/platform/http/api-paths.ts';
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { RouteAccess } from '../../src/platform/auth/access.ts';

export interface ApiRoute {
  method: string;
  url: string;
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  isPublic: boolean;
  /** The route's own access declaration (see src/platform/auth/access.ts). */
  access?: RouteAccess;
}

/** Every route the built app registered, in registration order (filled by the fastify mock below). */
export const registeredRoutes: ApiRoute[] = [];

/**
 * Wraps the fastify factory so each instance reports its routes through an onRoute hook. Test
 * files install it with
 *   vi.mock('fastify', async (original) => (await import('./route-table.ts')).instrumentFastify(await original()));
 * so the suites walk the route table of the app as built, and a route added later is covered.
 */
export function instrumentFastify<M extends { default: (...args: never[]) => unknown }>(module: M): M {
  const factory = (...args: never[]) => {
    const app = module.default(...args) as { addHook(name: 'onRoute', hook: (route: RouteOptions) => void): void };
    registeredRoutes.length = 0;
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const schema = (route.schema ?? {}) as Record<string, ZodType | undefined>;
        registeredRoutes.push({
          method,
          url: route.url,
          body: schema.body,
          querystring: schema.querystring,
          params: schema.params,
          isPublic: Boolean((route.config as { public?: boolean } | undefined)?.public),
          access: (route.config as { access?: RouteAccess } | undefined)?.access,
        });
      }
    });
    return app;
  };
  return { ...module, default: Object.assign(factory, module.default) } as M;
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** Calls that go through the token check (the gateway's rule): API paths outside /ua/ and the built-in SSO service. */
export function gatedRoutes(): ApiRoute[] {
  return registeredRoutes.filter((r) => !r.isPublic && isApiPath(r.url) && !r.url.startsWith('/sso-service/') && !/\/ua\//.test(r.url));
}

/** The keys of a zod object schema (empty for anything else). */
export function shapeKeys(schema: ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
