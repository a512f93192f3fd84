import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AttachFileGroupBody, type AttachFileGroupVO } from '@caremall/contract';
import { attachFile, attachFileGroup } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { formatTime } from '../../platform/http/time.ts';
import { PICTURE_LIBRARY } from './picture-library-access.ts';

export const MSG_GROUP_NOT_FOUND = '分组不存在或已删除';
const GroupIdQuery = z.object({ attachFileGroupId: z.coerce.number({ error: 'attachFileGroupId不能为空' }).int().positive() });

type GroupRow = typeof attachFileGroup.$inferSelect;
const toGroupVO = (g: GroupRow): AttachFileGroupVO => ({
  attachFileGroupId: g.attachFileGroupId,
  shopId: g.shopId,
  name: g.name,
  createTime: formatTime(g.createTime),
  updateTime: formatTime(g.updateTime),
});

/** `lock` (inside a transaction) holds the group FOR KEY SHARE, as a foreign key would: its delete waits until the transaction ends. */
export async function findOwnedGroup(db: Db, shopId: number, groupId: number, lock = false): Promise<GroupRow> {
  const query = db
    .select()
    .from(attachFileGroup)
    .where(and(eq(attachFileGroup.attachFileGroupId, groupId), eq(attachFileGroup.shopId, shopId)))
    .limit(1);
  const [row] = lock ? await query.for('key share') : await query;
  if (!row) throw showFail(MSG_GROUP_NOT_FOUND);
  return row;
}

export const attachFileGroupRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps;

  app.get('/m/attach_file_group/list', { config: PICTURE_LIBRARY }, async (request) => {
    const rows = await db
      .select()
      .from(attachFileGroup)
      .where(eq(attachFileGroup.shopId, shopIdOf(request)))
      .orderBy(desc(attachFileGroup.attachFileGroupId));
    return ok(rows.map(toGroupVO));
  });

  app.get('/m/attach_file_group', { config: PICTURE_LIBRARY, schema: { querystring: GroupIdQuery } }, async (request) => {
    const { attachFileGroupId } = request.query as z.infer<typeof GroupIdQuery>;
    return ok(toGroupVO(await findOwnedGroup(db, shopIdOf(request), attachFileGroupId)));
  });

  app.post('/m/attach_file_group', { config: PICTURE_LIBRARY, schema: { body: AttachFileGroupBody } }, async (request) => {
    const body = request.body as AttachFileGroupBody;
    await db.insert(attachFileGroup).values({ shopId: shopIdOf(request), name: body.name, type: 1 });
    return ok(null);
  });

  app.put('/m/attach_file_group', { config: PICTURE_LIBRARY, schema: { body: AttachFileGroupBody } }, async (request) => {
    const body = request.body as AttachFileGroupBody;
    if (!body.attachFileGroupId) throw showFail(MSG_GROUP_NOT_FOUND);
    const group = await findOwnedGroup(db, shopIdOf(request), body.attachFileGroupId);
    await db.update(attachFileGroup).set({ name: body.name }).where(eq(attachFileGroup.attachFileGroupId, group.attachFileGroupId));
    return ok(null);
  });

  /** The group's pictures stay in the library, without a group. */
  app.delete('/m/attach_file_group', { config: PICTURE_LIBRARY, schema: { querystring: GroupIdQuery } }, async (request) => {
    const { attachFileGroupId } = request.query as z.infer<typeof GroupIdQuery>;
    const shopId = shopIdOf(request);
    await findOwnedGroup(db, shopId, attachFileGroupId);
    await db.transaction(async (tx) => {
      // The group goes first: pictures being saved into it hold it until they are in, and are then moved out below.
      const deleted = await tx
        .delete(attachFileGroup)
        .where(and(eq(attachFileGroup.attachFileGroupId, attachFileGroupId), eq(attachFileGroup.shopId, shopId)))
        .returning({ id: attachFileGroup.attachFileGroupId });
      if (!deleted.length) throw showFail(MSG_GROUP_NOT_FOUND);
      await tx
        .update(attachFile)
        .set({ attachFileGroupId: 0 })
        .where(and(eq(attachFile.shopId, shopId), eq(attachFile.attachFileGroupId, attachFileGroupId)));
    });
    return ok(null);
  });
};
