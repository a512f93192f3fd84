// Shop notices in the database: every read and write is scoped by the shop that owns them, and rich text
// is cleaned on every write.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  NOTICE_MESSAGES,
  NoticeStatus,
  type NoticeBody,
  type NoticeUpdateBody,
  type NoticePageQuery,
  type NoticeVO,
  type PageVO,
} from '@caremall/contract';
import { notice } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { lockedIf } from '../../platform/db/row-lock.ts';
import { readPage } from '../../platform/db/paging.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { containsText } from '../../platform/db/contains-text.ts';
import { sanitizeRichText } from '../../platform/http/sanitize-html.ts';
import { formatTime } from '../../platform/http/time.ts';
import { holdLibraryPictures } from '../../platform/storage/library-pictures.ts';

type Row = typeof notice.$inferSelect;
const toVO = (r: Row): NoticeVO => ({
  id: r.id,
  shopId: r.shopId,
  title: r.title,
  content: r.content,
  type: r.type,
  status: r.status,
  isTop: r.isTop,
  publishTime: r.publishTime ? formatTime(r.publishTime) : null,
  createTime: formatTime(r.createTime) ?? '',
  updateTime: formatTime(r.updateTime) ?? '',
  version: versionOf(r),
});

const owned = (shopId: number, id: number) => and(eq(notice.id, id), eq(notice.shopId, shopId));
const notFound = () => showFail(NOTICE_MESSAGES.notFound);

/** Publishing stamps the time; revoking keeps the last one; republishing stamps anew. */
const publishTimeFor = (status: number, previous: Row | null): Date | null => {
  if (status !== NoticeStatus.PUBLISHED) return previous?.publishTime ?? null;
  return previous?.status === NoticeStatus.PUBLISHED && previous.publishTime ? previous.publishTime : new Date();
};

async function findOwned(db: Db, shopId: number, id: number, forUpdate = false): Promise<Row> {
  const query = db.select().from(notice).where(owned(shopId, id)).limit(1);
  const [row] = await lockedIf(query, forUpdate);
  if (!row) throw notFound();
  return row;
}

export function noticePage(db: Db, shopId: number, query: NoticePageQuery): Promise<PageVO<NoticeVO>> {
  const conditions: SQL[] = [eq(notice.shopId, shopId)];
  if (query.title?.trim()) conditions.push(containsText(notice.title, query.title.trim()));
  if (query.status !== undefined) conditions.push(eq(notice.status, query.status));
  if (query.isTop !== undefined) conditions.push(eq(notice.isTop, query.isTop));
  const where = and(...conditions);
  return readPage(db, query, {
    table: notice,
    where,
    rows: async (limit, offset) =>
      (
        await db
          .select()
          .from(notice)
          .where(where)
          // Pinned first, then the newest publication.
          .orderBy(desc(notice.isTop), sql`${notice.publishTime} desc nulls last`, desc(notice.id))
          .limit(limit)
          .offset(offset)
      ).map(toVO),
  });
}

export async function findNotice(db: Db, shopId: number, id: number): Promise<NoticeVO> {
  return toVO(await findOwned(db, shopId, id));
}

/** A notice's pictures: one it newly shows must be in the shop's library (`holdLibraryPictures`). */
export async function createNotice(db: Db, shopId: number, body: NoticeBody): Promise<void> {
  const content = sanitizeRichText(body.content);
  await db.transaction(async (tx) => {
    await holdLibraryPictures(tx, shopId, [content]);
    await tx.insert(notice).values({
      shopId,
      title: body.title,
      content,
      type: body.type,
      status: body.status,
      isTop: body.isTop,
      publishTime: publishTimeFor(body.status, null),
    });
  });
}

export async function updateNotice(db: Db, shopId: number, body: NoticeUpdateBody): Promise<void> {
  if (!body.id) throw notFound();
  const id = body.id;
  // A field left out (undefined) keeps what the notice holds.
  const content = body.content === undefined ? undefined : sanitizeRichText(body.content);
  await db.transaction(async (tx) => {
    const previous = await findOwned(tx, shopId, id, true);
    refuseIfChangedSince(previous, body.version);
    if (content !== undefined) await holdLibraryPictures(tx, shopId, [content], [previous.content]);
    await tx
      .update(notice)
      .set({
        title: body.title,
        content,
        type: body.type,
        status: body.status,
        isTop: body.isTop,
        publishTime: publishTimeFor(body.status ?? previous.status, previous),
      })
      .where(owned(shopId, id));
  });
}

export async function deleteNotice(db: Db, shopId: number, id: number): Promise<void> {
  const deleted = await db.delete(notice).where(owned(shopId, id)).returning({ id: notice.id });
  if (!deleted.length) throw notFound();
}
