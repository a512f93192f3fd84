import { ResponseCode } from '@caremall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/api-paths.ts';
import { AppError } from '../http/envelope.ts';
import type { Db } from '../db/client.ts';
import { isRequestAllowed } from './permissions.ts';
import { findToken, type UserInfoInToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserInfoInToken | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (sign-in, captcha, static files). */
    public?: boolean;
  }
}

/** mall4cloud's filter: API paths need a token and pass RBAC, except those under `/ua/`. */
const needsAuth = (path: string) => isApiPath(path) && !path.startsWith('/sso-service/') && !/\/ua\//.test(path);

export function installAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.routeOptions.config?.public || !needsAuth(path)) return;
    const token = request.headers.authorization;
    const user = token ? await findToken(db, token) : undefined;
    if (!user) throw new AppError(ResponseCode.UNAUTHORIZED);
    if (!(await isRequestAllowed(db, user, request.method, path))) throw new AppError(ResponseCode.UNAUTHORIZED);
    request.user = user;
  });
}

/** The signed-in caller; routes behind the auth hook always have one. */
export function currentUser(request: FastifyRequest): UserInfoInToken {
  if (!request.user) throw new AppError(ResponseCode.UNAUTHORIZED);
  return request.user;
}

/** The caller's shop id: every merchant query is scoped by it, never by an id from the body. */
export const shopIdOf = (request: FastifyRequest) => currentUser(request).tenantId;
