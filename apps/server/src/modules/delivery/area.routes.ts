import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AreaBody } from '@caremall/contract';
import { area } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';

export const MSG_AREA_NOT_FOUND = '地区不存在或已删除';
export const MSG_AREA_HAS_CHILDREN = '该地区下还有下级地区，请先删除下级地区';
export const MSG_AREA_BAD_PARENT = '上级地区不正确';
export const MSG_AREA_NO_RIGHT = '无权限操作！';
const MAX_LEVEL = 3;

const AreaIdQuery = z.object({ areaId: z.coerce.number({ error: 'areaId不能为空' }).int().positive() });
const ListQuery = z.object({ parentId: z.coerce.number().int().nonnegative().optional() });

type AreaRow = typeof area.$inferSelect;
const toAreaVO = (a: AreaRow) => ({ areaId: a.areaId, parentId: a.parentId, areaName: a.areaName, level: a.level });

/** Address areas are shared by every shop: only platform staff change them. */
function platformOnly(request: FastifyRequest) {
  if (currentUser(request).tenantId !== 0) throw showFail(MSG_AREA_NO_RIGHT);
}

async function findArea(db: Db, areaId: number) {
  const [row] = await db.select().from(area).where(eq(area.areaId, areaId)).limit(1);
  if (!row) throw showFail(MSG_AREA_NOT_FOUND);
  return row;
}

/** The level follows from the parent; a parent can't be the area itself or below it, nor a district. */
async function levelUnder(db: Db, parentId: number, areaId?: number): Promise<number> {
  if (parentId === 0) return 0;
  let cursor = parentId;
  let parent: AreaRow | undefined;
  for (let depth = 0; cursor !== 0 && depth <= MAX_LEVEL + 1; depth++) {
    if (cursor === areaId) throw showFail(MSG_AREA_BAD_PARENT);
    const [row] = await db.select().from(area).where(eq(area.areaId, cursor)).limit(1);
    if (!row) throw showFail(MSG_AREA_BAD_PARENT);
    parent ??= row;
    cursor = row.parentId;
  }
  if (parent!.level >= MAX_LEVEL) throw showFail(MSG_AREA_BAD_PARENT);
  return parent!.level + 1;
}

export const areaRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  /** Without parentId: the whole tree (children nested); with it: that area's direct children. */
  app.get('/m/area/list', { schema: { querystring: ListQuery } }, async (request) => {
    const { parentId } = request.query as z.infer<typeof ListQuery>;
    if (parentId !== undefined) {
      const rows = await db.select().from(area).where(eq(area.parentId, parentId)).orderBy(asc(area.areaId));
      return ok(rows.map(toAreaVO));
    }
    const rows = await db.select().from(area).orderBy(asc(area.areaId));
    type Node = ReturnType<typeof toAreaVO> & { children: Node[] };
    const byId = new Map<number, Node>(rows.map((r) => [r.areaId, { ...toAreaVO(r), children: [] }]));
    const roots: Node[] = [];
    for (const node of byId.values()) (byId.get(node.parentId)?.children ?? roots).push(node);
    return ok(roots);
  });

  app.get('/m/area', { schema: { querystring: AreaIdQuery } }, async (request) => {
    const { areaId } = request.query as z.infer<typeof AreaIdQuery>;
    return ok(toAreaVO(await findArea(db, areaId)));
  });

  app.post('/m/area', { schema: { body: AreaBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as AreaBody;
    const level = await levelUnder(db, body.parentId);
    await db.insert(area).values({ areaName: body.areaName, parentId: body.parentId, level });
    return ok(null);
  });

  app.put('/m/area', { schema: { body: AreaBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as AreaBody;
    if (!body.areaId) throw showFail(MSG_AREA_NOT_FOUND);
    const existing = await findArea(db, body.areaId);
    const level = await levelUnder(db, body.parentId, existing.areaId);
    if (level !== existing.level) {
      const [children] = await db.select({ n: count() }).from(area).where(eq(area.parentId, existing.areaId));
      if (children!.n > 0) throw showFail(MSG_AREA_BAD_PARENT);
    }
    await db.update(area).set({ areaName: body.areaName, parentId: body.parentId, level }).where(eq(area.areaId, existing.areaId));
    return ok(null);
  });

  app.delete('/m/area', { schema: { querystring: AreaIdQuery } }, async (request) => {
    platformOnly(request);
    const { areaId } = request.query as z.infer<typeof AreaIdQuery>;
    await findArea(db, areaId);
    const [children] = await db.select({ n: count() }).from(area).where(eq(area.parentId, areaId));
    if (children!.n > 0) throw showFail(MSG_AREA_HAS_CHILDREN);
    await db.delete(area).where(eq(area.areaId, areaId));
    return ok(null);
  });
};
