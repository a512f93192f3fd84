// Address areas in the database: one tree of four levels shared by every shop.
import { asc, count, eq, sql } from 'drizzle-orm';
import { AREA_LIMITS, AREA_MESSAGES, type AreaBody, type AreaNodeVO, type AreaVO } from '@caremall/contract';
import { area } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { showFail } from '../../platform/http/envelope.ts';

const M = AREA_MESSAGES;
/** Transaction-scoped advisory lock key of area moves. */
const AREA_TREE_LOCK = 4_180_620;

type AreaRow = typeof area.$inferSelect;
const toAreaVO = (a: AreaRow): AreaVO => ({ areaId: a.areaId, parentId: a.parentId, areaName: a.areaName, level: a.level });

/** The direct children of one area (0: the top level). */
export async function areaChildren(db: Db, parentId: number): Promise<AreaVO[]> {
  const rows = await db.select().from(area).where(eq(area.parentId, parentId)).orderBy(asc(area.areaId));
  return rows.map(toAreaVO);
}

/** The whole tree, children nested. */
export async function areaTree(db: Db): Promise<AreaNodeVO[]> {
  const rows = await db.select().from(area).orderBy(asc(area.areaId));
  type Node = AreaVO & { children: Node[] };
  const byId = new Map<number, Node>(rows.map((r) => [r.areaId, { ...toAreaVO(r), children: [] }]));
  const roots: Node[] = [];
  for (const node of byId.values()) (byId.get(node.parentId)?.children ?? roots).push(node);
  return roots;
}

export async function findArea(db: Db, areaId: number): Promise<AreaVO> {
  const [row] = await db.select().from(area).where(eq(area.areaId, areaId)).limit(1);
  if (!row) throw showFail(M.notFound);
  return toAreaVO(row);
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
  for (let depth = 0; cursor !== 0 && depth <= AREA_LIMITS.maxLevel + 1; depth++) {
    if (cursor === areaId) throw showFail(M.badParent);
    const query = db.select().from(area).where(eq(area.areaId, cursor)).limit(1);
    const [row] = parent ? await query : await query.for('share');
    if (!row) throw showFail(M.badParent);
    parent ??= row;
    cursor = row.parentId;
  }
  if (parent!.level >= AREA_LIMITS.maxLevel) throw showFail(M.badParent);
  return parent!.level + 1;
}

export async function createArea(db: Db, body: AreaBody): Promise<void> {
  await db.transaction(async (tx) => {
    const level = await levelUnder(tx, body.parentId);
    await tx.insert(area).values({ areaName: body.areaName, parentId: body.parentId, level });
  });
}

export async function updateArea(db: Db, body: AreaBody): Promise<void> {
  const { areaId } = body;
  if (!areaId) throw showFail(M.notFound);
  await db.transaction(async (tx) => {
    // Moves run one at a time (two side by side could each close half of a cycle); the area is locked
    // before its children are counted, so a child being added under it is counted.
    await tx.execute(sql`select pg_advisory_xact_lock(${AREA_TREE_LOCK})`);
    const [existing] = await tx.select().from(area).where(eq(area.areaId, areaId)).for('update');
    if (!existing) throw showFail(M.notFound);
    const level = await levelUnder(tx, body.parentId, existing.areaId);
    if (level !== existing.level) {
      const [children] = await tx.select({ n: count() }).from(area).where(eq(area.parentId, existing.areaId));
      if (children!.n > 0) throw showFail(M.badParent);
    }
    await tx.update(area).set({ areaName: body.areaName, parentId: body.parentId, level }).where(eq(area.areaId, existing.areaId));
  });
}

export async function deleteArea(db: Db, areaId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked before counting: a child being added under it holds it until committed, and is then counted.
    const [locked] = await tx.select({ areaId: area.areaId }).from(area).where(eq(area.areaId, areaId)).for('update');
    if (!locked) throw showFail(M.notFound);
    const [children] = await tx.select({ n: count() }).from(area).where(eq(area.parentId, areaId));
    if (children!.n > 0) throw showFail(M.hasChildren);
    await tx.delete(area).where(eq(area.areaId, areaId));
  });
}
