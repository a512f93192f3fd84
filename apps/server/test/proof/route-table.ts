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

const recorded: ApiRoute[] = [];

/**
 * Every route the last test app built registered, in registration order (`routeRecorder`). None is an error, not an
 * empty table: an app built without the recorder would leave every proof over the table passing without proving
 * anything.
 */
export function registeredRoutes(): ApiRoute[] {
  if (recorded.length === 0) throw new Error('no route recorded: build the app with onRoute: routeRecorder()');
  return recorded;
}

/**
 * The `onRoute` of a test app (`createTestApp` passes it): the table starts over with each app, so the suites walk
 * the route table of the app as built, and a route added later is covered.
 */
export function routeRecorder(): (route: RouteOptions) => void {
  recorded.length = 0;
  return (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const schema = (route.schema ?? {}) as Record<string, ZodType | undefined>;
      recorded.push({
        method,
        url: route.url,
        body: schema.body,
        querystring: schema.querystring,
        params: schema.params,
        isPublic: Boolean((route.config as { public?: boolean } | undefined)?.public),
        access: (route.config as { access?: RouteAccess } | undefined)?.access,
      });
    }
  };
}

export const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** Calls that go through the token check (the gateway's rule): API paths outside /ua/ and the built-in SSO service. */
export function gatedRoutes(): ApiRoute[] {
  return registeredRoutes().filter((r) => !r.isPublic && isApiPath(r.url) && !r.url.startsWith('/sso-service/') && !/\/ua\//.test(r.url));
}

/** The keys of a zod object schema (empty for anything else). */
export function shapeKeys(schema: ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
