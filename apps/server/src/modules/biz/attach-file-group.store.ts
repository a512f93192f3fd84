// Picture groups in the database: each shop reads and changes only its own.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { MEDIA_MESSAGES, type AttachFileGroupBody, type AttachFileGroupVO } from '@caremall/contract';
import { attachFile, attachFileGroup } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { refuseIfChangedSince, versionOf } from '../../platform/db/record-version.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { formatTime } from '../../platform/http/time.ts';

type GroupRow = typeof attachFileGroup.$inferSelect;
const toVO = (g: GroupRow): AttachFileGroupVO => ({
  attachFileGroupId: g.attachFileGroupId,
  shopId: g.shopId,
  name: g.name,
  createTime: formatTime(g.createTime),
  updateTime: formatTime(g.updateTime),
  version: versionOf(g),
});

const notFound = () => showFail(MEDIA_MESSAGES.groupNotFound);

/** Namespace of the transaction-scoped advisory lock that serialises one shop's group names. */
const GROUP_NAME_LOCK = 4_180_621;

/** Inside `tx`: waits for the shop's other group writes, then refuses a name another of its groups has. */
async function claimName(tx: Db, shopId: number, name: string, exceptGroupId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GROUP_NAME_LOCK}, ${shopId})`);
  const same = and(eq(attachFileGroup.shopId, shopId), eq(attachFileGroup.name, name));
  const [taken] = await tx
    .select({ id: attachFileGroup.attachFileGroupId })
    .from(attachFileGroup)
    .where(exceptGroupId === undefined ? same : and(same, ne(attachFileGroup.attachFileGroupId, exceptGroupId)))
    .limit(1);
  if (taken) throw showFail(MEDIA_MESSAGES.groupNameTaken);
}

/** `lock` (inside a transaction) holds the group FOR KEY SHARE, as a foreign key would: its delete waits until the transaction ends. */
export async function findOwnedGroup(db: Db, shopId: number, groupId: number, lock?: 'key share' | 'update'): Promise<GroupRow> {
  const query = db
    .select()
    .from(attachFileGroup)
    .where(and(eq(attachFileGroup.attachFileGroupId, groupId), eq(attachFileGroup.shopId, shopId)))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw notFound();
  return row;
}

export async function groupList(db: Db, shopId: number): Promise<AttachFileGroupVO[]> {
  const rows = await db.select().from(attachFileGroup).where(eq(attachFileGroup.shopId, shopId)).orderBy(desc(attachFileGroup.attachFileGroupId));
  return rows.map(toVO);
}

export async function findGroup(db: Db, shopId: number, groupId: number): Promise<AttachFileGroupVO> {
  return toVO(await findOwnedGroup(db, shopId, groupId));
}

export async function createGroup(db: Db, shopId: number, body: AttachFileGroupBody): Promise<void> {
  await db.transaction(async (tx) => {
    await claimName(tx, shopId, body.name);
    await tx.insert(attachFileGroup).values({ shopId, name: body.name, type: 1 });
  });
}

export async function updateGroup(db: Db, shopId: number, body: AttachFileGroupBody): Promise<void> {
  const groupId = body.attachFileGroupId;
  if (!groupId) throw notFound();
  await db.transaction(async (tx) => {
    await claimName(tx, shopId, body.name, groupId);
    const group = await findOwnedGroup(tx, shopId, groupId, 'update');
    refuseIfChangedSince(group, body.version);
    await tx.update(attachFileGroup).set({ name: body.name }).where(eq(attachFileGroup.attachFileGroupId, group.attachFileGroupId));
  });
}

/** The group's pictures stay in the library, without a group. */
export async function deleteGroup(db: Db, shopId: number, groupId: number): Promise<void> {
  await findOwnedGroup(db, shopId, groupId);
  await db.transaction(async (tx) => {
    // The group goes first: pictures being saved into it hold it until they are in, and are then moved out below.
    const deleted = await tx
      .delete(attachFileGroup)
      .where(and(eq(attachFileGroup.attachFileGroupId, groupId), eq(attachFileGroup.shopId, shopId)))
      .returning({ id: attachFileGroup.attachFileGroupId });
    if (!deleted.length) throw notFound();
    await tx
      .update(attachFile)
      .set({ attachFileGroupId: 0 })
      .where(and(eq(attachFile.shopId, shopId), eq(attachFile.attachFileGroupId, groupId)));
  });
}
