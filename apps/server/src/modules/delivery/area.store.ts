// Address areas in the database: one tree of four levels. Rows of shop 0 are the platform's, shared by every shop;
// a shop's own delivery areas hang anywhere in it and are seen and changed by that shop only.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { AREA_LIMITS, AREA_MESSAGES, type AreaBody, type AreaNodeVO, type AreaVO } from '@caremall/contract';
import { area } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { showFail } from '../../platform/http/envelope.ts';

const M = AREA_MESSAGES;
/** Transaction-scoped advisory lock key of area moves. */
const AREA_TREE_LOCK = 4_180_620;

type AreaRow = typeof area.$inferSelect;
const toAreaNode = (a: AreaRow) => ({ areaId: a.areaId, parentId: a.parentId, areaName: a.areaName, level: a.level, shopId: a.shopId });
const toAreaVO = (a: AreaRow): AreaVO => ({ ...toAreaNode(a), version: versionOf(a) });

/** The areas a caller sees: the shared ones and its shop's own (the platform, shop 0, sees the shared ones). */
const visibleTo = (shopId: number) => inArray(area.shopId, [...new Set([0, shopId])]);

/** The direct children of one area (0: the top level) that the shop sees. */
export async function areaChildren(db: Db, shopId: number, parentId: number): Promise<AreaVO[]> {
  const rows = await db
    .select()
    .from(area)
    .where(and(eq(area.parentId, parentId), visibleTo(shopId)))
    .orderBy(asc(area.areaId));
  return rows.map(toAreaVO);
}

/** The whole tree the shop sees, children nested. */
export async function areaTree(db: Db, shopId: number): Promise<AreaNodeVO[]> {
  const rows = await db.select().from(area).where(visibleTo(shopId)).orderBy(asc(area.areaId));
  type Node = AreaNodeVO & { children: Node[] };
  const byId = new Map<number, Node>(rows.map((r) => [r.areaId, { ...toAreaNode(r), children: [] }]));
  const roots: Node[] = [];
  for (const node of byId.values()) (byId.get(node.parentId)?.children ?? roots).push(node);
  return roots;
}

export async function findArea(db: Db, shopId: number, areaId: number): Promise<AreaVO> {
  const [row] = await db
    .select()
    .from(area)
    .where(and(eq(area.areaId, areaId), visibleTo(shopId)))
    .limit(1);
  if (!row) throw showFail(M.notFound);
  return toAreaVO(row);
}

/**
 * The level follows from the parent; a parent can't be the area itself or below it, nor a district.
 * Inside a write's transaction the parent is locked (FOR SHARE) until it ends: a delete or a move of the
 * parent waits and then sees the child, or came first and the write is refused or gets the new level.
 */
async function levelUnder(db: Db, shopId: number, parentId: number, areaId?: number): Promise<number> {
  if (parentId === 0) return 0;
  let cursor = parentId;
  let parent: AreaRow | undefined;
  for (let depth = 0; cursor !== 0 && depth <= AREA_LIMITS.maxLevel + 1; depth++) {
    if (cursor === areaId) throw showFail(M.badParent);
    const query = db
      .select()
      .from(area)
      .where(and(eq(area.areaId, cursor), visibleTo(shopId)))
      .limit(1);
    const [row] = parent ? await query : await query.for('share');
    if (!row) throw showFail(M.badParent);
    parent ??= row;
    cursor = row.parentId;
  }
  if (parent!.level >= AREA_LIMITS.maxLevel) throw showFail(M.badParent);
  return parent!.level + 1;
}

export async function createArea(db: Db, shopId: number, body: AreaBody): Promise<void> {
  await db.transaction(async (tx) => {
    const parentId = body.parentId ?? 0;
    const level = await levelUnder(tx, shopId, parentId);
    await tx.insert(area).values({ areaName: body.areaName, parentId, level, shopId });
  });
}

/** The caller's own area, locked: another shop's is not found, a shared one a shop sees is not its to change. */
async function lockOwnArea(tx: Db, shopId: number, areaId: number): Promise<AreaRow> {
  const [row] = await tx
    .select()
    .from(area)
    .where(and(eq(area.areaId, areaId), visibleTo(shopId)))
    .for('update');
  if (!row) throw showFail(M.notFound);
  if (row.shopId !== shopId) throw showFail(M.noRight);
  return row;
}

/**
 * An area's direct children: how many the caller sees, and how many other shops have delivery areas among them.
 * Only the platform meets the latter (a shop's area has no one else's below it), and it learns a number of shops,
 * never their areas.
 */
async function childrenOf(tx: Db, shopId: number, areaId: number): Promise<{ seen: number; otherShops: number }> {
  const byShop = await tx.select({ shopId: area.shopId, n: count() }).from(area).where(eq(area.parentId, areaId)).groupBy(area.shopId);
  const seen = byShop.filter((row) => row.shopId === 0 || row.shopId === shopId);
  return { seen: seen.reduce((n, row) => n + row.n, 0), otherShops: byShop.length - seen.length };
}

export async function updateArea(db: Db, shopId: number, body: AreaBody): Promise<void> {
  const { areaId } = body;
  if (!areaId) throw showFail(M.notFound);
  await db.transaction(async (tx) => {
    // Moves run one at a time (two side by side could each close half of a cycle); the area is locked
    // before its children are counted, so a child being added under it is counted.
    await tx.execute(sql`select pg_advisory_xact_lock(${AREA_TREE_LOCK})`);
    const existing = await lockOwnArea(tx, shopId, areaId);
    refuseIfChangedSince(existing, body.version);
    const parentId = body.parentId ?? existing.parentId;
    const level = await levelUnder(tx, shopId, parentId, existing.areaId);
    if (level !== existing.level) {
      const children = await childrenOf(tx, shopId, existing.areaId);
      if (children.seen > 0) throw showFail(M.levelFixedByChildren);
      if (children.otherShops > 0) throw showFail(M.levelFixedByShopAreas(children.otherShops));
    }
    await tx.update(area).set({ areaName: body.areaName, parentId, level }).where(eq(area.areaId, existing.areaId));
  });
}

export async function deleteArea(db: Db, shopId: number, areaId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked before counting: a child being added under it holds it until committed, and is then counted.
    await lockOwnArea(tx, shopId, areaId);
    const children = await childrenOf(tx, shopId, areaId);
    if (children.seen > 0) throw showFail(M.hasChildren);
    if (children.otherShops > 0) throw showFail(M.hasShopAreas(children.otherShops));
    await tx.delete(area).where(eq(area.areaId, areaId));
  });
}
