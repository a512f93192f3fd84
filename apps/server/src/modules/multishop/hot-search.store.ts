// Hot-search terms in the database: every read and write is scoped by the shop that owns them.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  HOT_SEARCH_MESSAGES,
  type HotSearchBody,
  type HotSearchUpdateBody,
  type HotSearchPageQuery,
  type HotSearchVO,
  type PageVO,
} from '@caremall/contract';
import { hotSearch } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { readPage } from '../../platform/db/paging.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { containsText } from '../../platform/db/contains-text.ts';
import { formatTime } from '../../platform/http/time.ts';

type Row = typeof hotSearch.$inferSelect;
const toVO = (r: Row): HotSearchVO => ({
  hotSearchId: r.hotSearchId,
  shopId: r.shopId,
  title: r.title,
  content: r.content,
  seq: r.seq,
  status: r.status,
  createTime: formatTime(r.createTime),
  updateTime: formatTime(r.updateTime),
  version: versionOf(r),
});

const owned = (shopId: number, hotSearchId: number) => and(eq(hotSearch.hotSearchId, hotSearchId), eq(hotSearch.shopId, shopId));
const notFound = () => showFail(HOT_SEARCH_MESSAGES.notFound);

export function hotSearchPage(db: Db, shopId: number, query: HotSearchPageQuery): Promise<PageVO<HotSearchVO>> {
  const conditions: SQL[] = [eq(hotSearch.shopId, shopId)];
  if (query.title?.trim()) conditions.push(containsText(hotSearch.title, query.title.trim()));
  if (query.content?.trim()) conditions.push(containsText(hotSearch.content, query.content.trim()));
  if (query.status !== undefined) conditions.push(eq(hotSearch.status, query.status));
  const where = and(...conditions);
  return readPage(db, query, {
    table: hotSearch,
    where,
    rows: async (limit, offset) =>
      (await db.select().from(hotSearch).where(where).orderBy(desc(hotSearch.hotSearchId)).limit(limit).offset(offset)).map(toVO),
  });
}

export async function findHotSearch(db: Db, shopId: number, hotSearchId: number): Promise<HotSearchVO> {
  const [row] = await db.select().from(hotSearch).where(owned(shopId, hotSearchId)).limit(1);
  if (!row) throw notFound();
  return toVO(row);
}

export async function createHotSearch(db: Db, shopId: number, { title, content, seq, status }: HotSearchBody): Promise<void> {
  await db.insert(hotSearch).values({ shopId, title, content, seq, status });
}

export async function updateHotSearch(
  db: Db,
  shopId: number,
  { hotSearchId, title, content, seq, status, version }: HotSearchUpdateBody,
): Promise<void> {
  if (!hotSearchId) throw notFound();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(hotSearch).where(owned(shopId, hotSearchId)).for('update');
    if (!row) throw notFound();
    refuseIfChangedSince(row, version);
    await tx.update(hotSearch).set({ title, content, seq, status }).where(owned(shopId, hotSearchId));
  });
}

export async function deleteHotSearch(db: Db, shopId: number, hotSearchId: number): Promise<void> {
  const deleted = await db.delete(hotSearch).where(owned(shopId, hotSearchId)).returning({ id: hotSearch.hotSearchId });
  if (!deleted.length) throw notFound();
}
