import { ResponseCode } from '@caremall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath, isOpenPath } from '../http/api-paths.ts';
import { AppError, forbidden } from '../http/envelope.ts';
import type { Db } from '../db/client.ts';
import { AccessCache } from './access-cache.ts';
import type { RouteAccess } from './access.ts';
import { isRouteAllowed } from './permissions.ts';
import { findSession, type UserInfoInToken } from './tokens.ts';

/** A route behind the gateway, as the router registered it. */
export interface GatedRoute {
  method: string;
  url: string;
  access?: RouteAccess;
}

export interface Gateway {
  /** Whether the caller of `request` may already call every gated route `touched` picks (as the gateway decides now). */
  reachesAll(request: FastifyRequest, touched: (route: GatedRoute) => boolean): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: Gateway;
  }
  interface FastifyRequest {
    user: UserInfoInToken | null;
    /** The access count the call's token lookup read (the gateway's cache generation). */
    accessEpoch: number;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (sign-in, captcha, static files). */
    public?: boolean;
  }
}

/** mall4cloud's filter: API routes need a token and pass RBAC, except those under `/ua/`. */
const needsAuth = (routePattern: string) => isApiPath(routePattern) && !isOpenPath(routePattern);

/**
 * The gateway. It runs after routing and decides on the route the router matched (method + route
 * pattern), never on the raw URL, so every spelling that reaches a handler (percent-encoded letters,
 * a dropped `#…`, HEAD for GET) is judged as that handler. A request that matched no route never
 * reaches a handler and is left to the not-found answer.
 */
export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.decorateRequest('accessEpoch', 0);
  const cache = new AccessCache(db);
  const gated: GatedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.config?.public || !needsAuth(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') gated.push({ method, url: route.url, access: route.config?.access });
    }
  });
  app.decorate('gateway', {
    async reachesAll(request, touched) {
      const user = currentUser(request);
      const lookups = cache.lookupsAt(request.accessEpoch);
      for (const route of gated.filter(touched)) {
        if (!(await isRouteAllowed(lookups, user, route.method, route.url, route.access))) return false;
      }
      return true;
    },
  } satisfies Gateway);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (!route.url || route.config?.public || !needsAuth(route.url)) return;
    const token = request.headers.authorization;
    const session = token ? await findSession(db, token) : undefined;
    if (!session) throw new AppError(ResponseCode.UNAUTHORIZED);
    const { user, epoch } = session;
    if (!(await isRouteAllowed(cache.lookupsAt(epoch), user, request.method, route.url, route.config?.access))) throw forbidden();
    request.user = user;
    request.accessEpoch = epoch;
  });
}

/** The signed-in caller; routes behind the auth hook always have one. */
export function currentUser(request: FastifyRequest): UserInfoInToken {
  if (!request.user) throw new AppError(ResponseCode.UNAUTHORIZED);
  return request.user;
}

/** The caller's shop id: every merchant query is scoped by it, never by an id from the body. */
export const shopIdOf = (request: FastifyRequest) => currentUser(request).tenantId;
