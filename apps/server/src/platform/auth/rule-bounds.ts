// Changing an access rule is bounded like granting: a caller who is not the administrator may change a menu
// permission (which method and path a code guards) or a menu's name (which `forMenus` routes its holders
// reach) only where every route the change touches is one it already reaches itself, and only among the
// rules of its own biz type. Otherwise a staff member allowed to edit rules could point a code it holds at
// a route it lacks, or rename a menu it holds to one that opens more.
import type { FastifyRequest } from 'fastify';
import { GRANT_MESSAGES, HttpMethod } from '@caremall/contract';
import { showFail } from '../http/envelope.ts';
import { currentUser } from './auth-plugin.ts';
import { bizTypeOf, ruleMatches } from './permissions.ts';

/** A menu permission as the gateway reads it: a method code (1–4) and an ant-style path. */
export interface RuleShape {
  bizType: number;
  method: number;
  uri: string;
}

const methodCode = (method: string) => HttpMethod[method as keyof typeof HttpMethod] as number | undefined;

/** The rule as it was and as it will be (null where it does not exist): each must stay within the caller's reach. */
export async function checkRuleChange(request: FastifyRequest, before: RuleShape | null, after: RuleShape | null): Promise<void> {
  const caller = currentUser(request);
  if (caller.isAdmin === 1) return;
  const rules = [before, after].filter((rule): rule is RuleShape => rule !== null);
  if (rules.some((rule) => rule.bizType !== bizTypeOf(caller))) throw showFail(GRANT_MESSAGES.beyondOwnGrants);
  const touched = (route: { method: string; url: string }) =>
    rules.some((rule) => methodCode(route.method) === rule.method && ruleMatches(rule.uri, route.url));
  if (!(await request.server.gateway.reachesAll(request, touched))) throw showFail(GRANT_MESSAGES.beyondOwnGrants);
}

/** A menu renamed (`before` → `after`): the routes declared for either name must be within the caller's reach. */
export async function checkMenuRename(request: FastifyRequest, bizType: number, before: string | null, after: string | null): Promise<void> {
  const caller = currentUser(request);
  if (caller.isAdmin === 1 || before === after || !after) return;
  if (bizType !== bizTypeOf(caller)) throw showFail(GRANT_MESSAGES.beyondOwnGrants);
  const names = [before, after].filter((name): name is string => Boolean(name));
  const touched = (route: { access?: { menus?: readonly string[] } }) => Boolean(route.access?.menus?.some((name) => names.includes(name)));
  if (!(await request.server.gateway.reachesAll(request, touched))) throw showFail(GRANT_MESSAGES.beyondOwnGrants);
}
