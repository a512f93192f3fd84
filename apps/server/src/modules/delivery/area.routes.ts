import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AreaBody } from '@caremall/contract';
import { area } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { currentUser } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { forAnySignedIn } from '../../platform/auth/access.ts';

const AREA_READERS = forAnySignedIn('administrative areas are public reference data (province, city, district names)');

export const MSG_AREA_NOT_FOUND = '地区不存在或已删除';
export const MSG_AREA_HAS_CHILDREN = '该地区下还有下级地区，请先删除下级地区';
export const MSG_AREA_BAD_PARENT = '上级地区不正确';
export const MSG_AREA_NO_RIGHT = '无权限操作！';
const MAX_LEVEL = 3;
/** Transaction-scoped advisory lock key of area moves. */
const AREA_TREE_LOCK = 4_180_620;

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

/**
 * The level follows from the parent; a parent can't be the area itself or below it, nor a district.
 * Inside a write's transaction the parent is locked (FOR SHARE) until it ends: a delete or a move of the
 * parent waits and then sees the child, or came first and the write is refused or gets the new level.
 */
async function levelUnder(db: Db, parentId: number, areaId?: number): Promise<number> {
  if (parentId === 0) return 0;
  let cursor = parentId;
  let parent: AreaRow | undefined;
  for (let depth = 0; cursor !== 0 && depth <= MAX_LEVEL + 1; depth++) {
    if (cursor === areaId) throw showFail(MSG_AREA_BAD_PARENT);
    const query = db.select().from(area).where(eq(area.areaId, cursor)).limit(1);
    const [row] = parent ? await query : await query.for('share');
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
  app.get('/m/area/list', { config: AREA_READERS, schema: { querystring: ListQuery } }, async (request) => {
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

  app.get('/m/area', { config: AREA_READERS, schema: { querystring: AreaIdQuery } }, async (request) => {
    const { areaId } = request.query as z.infer<typeof AreaIdQuery>;
    return ok(toAreaVO(await findArea(db, areaId)));
  });

  app.post('/m/area', { schema: { body: AreaBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as AreaBody;
    await db.transaction(async (tx) => {
      const level = await levelUnder(tx, body.parentId);
      await tx.insert(area).values({ areaName: body.areaName, parentId: body.parentId, level });
    });
    return ok(null);
  });

  app.put('/m/area', { schema: { body: AreaBody } }, async (request) => {
    platformOnly(request);
    const body = request.body as AreaBody;
    if (!body.areaId) throw showFail(MSG_AREA_NOT_FOUND);
    await db.transaction(async (tx) => {
      // Moves run one at a time (two side by side could each close half of a cycle); the area is locked
      // before its children are counted, so a child being added under it is counted.
      await tx.execute(sql`select pg_advisory_xact_lock(${AREA_TREE_LOCK})`);
      const [existing] = await tx.select().from(area).where(eq(area.areaId, body.areaId!)).for('update');
      if (!existing) throw showFail(MSG_AREA_NOT_FOUND);
      const level = await levelUnder(tx, body.parentId, existing.areaId);
      if (level !== existing.level) {
        const [children] = await tx.select({ n: count() }).from(area).where(eq(area.parentId, existing.areaId));
        if (children!.n > 0) throw showFail(MSG_AREA_BAD_PARENT);
      }
      await tx.update(area).set({ areaName: body.areaName, parentId: body.parentId, level }).where(eq(area.areaId, existing.areaId));
    });
    return ok(null);
  });

  app.delete('/m/area', { schema: { querystring: AreaIdQuery } }, async (request) => {
    platformOnly(request);
    const { areaId } = request.query as z.infer<typeof AreaIdQuery>;
    await db.transaction(async (tx) => {
      // Locked before counting: a child being added under it holds it until committed, and is then counted.
      const [locked] = await tx.select({ areaId: area.areaId }).from(area).where(eq(area.areaId, areaId)).for('update');
      if (!locked) throw showFail(MSG_AREA_NOT_FOUND);
      const [children] = await tx.select({ n: count() }).from(area).where(eq(area.parentId, areaId));
      if (children!.n > 0) throw showFail(MSG_AREA_HAS_CHILDREN);
      await tx.delete(area).where(eq(area.areaId, areaId));
    });
    return ok(null);
  });
};
