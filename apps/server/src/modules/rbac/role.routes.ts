// Roles of /mall_rbac (contract §4.3): the caller's tenant's roles, granted within what the caller holds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmptyEnvelope,
  EnvelopeOf,
  ROLE_MESSAGES,
  ROLE_PATHS,
  RoleBody,
  RoleUpdateBody,
  RoleDetailVO,
  RoleIdQuery,
  RolePage,
  RolePageQuery,
  RoleVO,
} from '@caremall/contract';
import { forMenus } from '../../platform/auth/access.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { checkMayManageRole, checkNotOwnRole, checkWithinOwnGrants } from '../../platform/auth/grants.ts';
import { bizTypeOf } from '../../platform/auth/permissions.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { checkGrantable, checkOwnedRole, createRole, deleteRole, roleDetail, roleList, rolePage, updateRole } from './role.store.ts';

const P = ROLE_PATHS.local;

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    P.page,
    { config: forMenus('role', 'platformRole'), schema: { querystring: RolePageQuery, response: { 200: EnvelopeOf(RolePage) } } },
    async (request) => ok(await rolePage(db, currentUser(request), request.query)),
  );

  app.get(
    P.list,
    { config: forMenus('role', 'platformRole', 'shopUser'), schema: { response: { 200: EnvelopeOf(z.array(RoleVO)) } } },
    async (request) => ok(await roleList(db, currentUser(request))),
  );

  app.get(
    P.one,
    { config: forMenus('role', 'platformRole'), schema: { querystring: RoleIdQuery, response: { 200: EnvelopeOf(RoleDetailVO) } } },
    async (request) => ok(await roleDetail(db, currentUser(request), request.query.roleId)),
  );

  app.post(P.one, { schema: { body: RoleBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    const user = currentUser(request);
    const { body } = request;
    await checkGrantable(db, bizTypeOf(user), body);
    await checkWithinOwnGrants(db, user, body);
    await createRole(db, user, body);
    return ok(null);
  });

  app.put(P.one, { schema: { body: RoleUpdateBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    const user = currentUser(request);
    const { body } = request;
    if (!body.roleId) throw showFail(ROLE_MESSAGES.notFound);
    await checkOwnedRole(db, user, body.roleId);
    await checkGrantable(db, bizTypeOf(user), body);
    await checkNotOwnRole(db, user, body.roleId);
    await checkMayManageRole(db, user, body.roleId);
    await checkWithinOwnGrants(db, user, body);
    await updateRole(db, user, body.roleId, body);
    return ok(null);
  });

  app.delete(P.one, { schema: { querystring: RoleIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    const user = currentUser(request);
    await checkOwnedRole(db, user, request.query.roleId);
    await checkMayManageRole(db, user, request.query.roleId);
    await deleteRole(db, user, request.query.roleId);
    return ok(null);
  });
};
