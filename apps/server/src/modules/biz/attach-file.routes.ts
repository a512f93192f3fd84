import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AttachFileBody, MEDIA_LIMITS, UpdateFileBody, type AttachFileVO } from '@caremall/contract';
import { attachFile } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { PageQuery, pageOf } from '../../platform/http/page.ts';
import { formatTime } from '../../platform/http/time.ts';
import { detectImageType, isKeyOfShop, keyOfPath, type MediaStorage } from '../../platform/storage/index.ts';
import { UPLOAD_REFUSALS } from '../../platform/storage/local-files.routes.ts';
import { findOwnedGroup } from './attach-file-group.routes.ts';
import { likePattern } from '../../platform/http/like.ts';
import { PICTURE_LIBRARY } from './picture-library-access.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';

export const MSG_FILE_NOT_FOUND = '图片不存在或已删除';
export const MSG_FILE_NAME_BLANK = '图片名称不能为空';
export const MSG_BAD_PATH = '图片路径不正确';
export const MSG_NOT_UPLOADED = '图片未上传成功，请重新上传';
export const MSG_ALREADY_SAVED = '图片已保存，请勿重复提交';

const FileIdQuery = z.object({ fileId: z.coerce.number({ error: 'fileId不能为空' }).int().positive() });
const FilePageQuery = PageQuery.extend({
  fileName: z.string().max(255).optional(),
  // 0 or absent: every picture of the shop (upstream fails without it).
  fileGroupId: z.coerce.number().int().nonnegative().optional(),
});

type FileRow = typeof attachFile.$inferSelect;
const toFileVO = (f: FileRow): AttachFileVO => ({
  fileId: f.fileId,
  filePath: f.filePath,
  fileType: f.fileType,
  fileName: f.fileName,
  fileSize: f.fileSize,
  shopId: f.shopId,
  type: f.type,
  attachFileGroupId: f.attachFileGroupId,
  createTime: formatTime(f.createTime),
  updateTime: formatTime(f.updateTime),
});

async function findOwnedFile(db: Db, shopId: number, fileId: number): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(attachFile)
    .where(and(eq(attachFile.fileId, fileId), eq(attachFile.shopId, shopId)))
    .limit(1);
  if (!row) throw showFail(MSG_FILE_NOT_FOUND);
  return row;
}

/**
 * The browser uploaded straight to storage, so nothing it says about the file is trusted: the
 * path must be one issued to this shop, and the stored bytes must be a picture under 2 MB.
 * Whatever fails is removed from storage.
 */
async function verifyUploaded(media: MediaStorage, shopId: number, filePath: string) {
  const key = keyOfPath(filePath);
  if (!key || !isKeyOfShop(media.keySecret(), shopId, key)) throw showFail(MSG_BAD_PATH);
  const stored = await media.storage.inspect(key);
  if (!stored) throw showFail(MSG_NOT_UPLOADED);
  const type = detectImageType(stored.head);
  if (stored.size >= MEDIA_LIMITS.maxImageBytes || !type) {
    await media.storage.remove(key);
    throw showFail(type ? UPLOAD_REFUSALS.tooLarge : UPLOAD_REFUSALS.notImage);
  }
  return { key, type, size: stored.size };
}

export const attachFileRoutes: FastifyPluginAsync = async (app) => {
  const { media } = app;
  const { db } = app.deps;

  app.get('/m/attach_file/page', { config: PICTURE_LIBRARY, schema: { querystring: FilePageQuery } }, async (request) => {
    const { pageNum, pageSize, fileName, fileGroupId } = request.query as z.infer<typeof FilePageQuery>;
    const conditions: SQL[] = [eq(attachFile.shopId, shopIdOf(request)), eq(attachFile.type, 1)];
    if (fileName?.trim()) conditions.push(ilike(attachFile.fileName, likePattern(fileName.trim())));
    if (fileGroupId) conditions.push(eq(attachFile.attachFileGroupId, fileGroupId));
    const where = and(...conditions);
    const [total] = await db.select({ n: count() }).from(attachFile).where(where);
    const rows = await db
      .select()
      .from(attachFile)
      .where(where)
      .orderBy(desc(attachFile.updateTime), desc(attachFile.fileId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    return ok(pageOf(rows.map(toFileVO), total!.n, pageSize));
  });

  app.post('/m/attach_file', { config: PICTURE_LIBRARY, schema: { body: AttachFileBody } }, async (request) => {
    const shopId = shopIdOf(request);
    const records = request.body as AttachFileBody;
    const paths = records.map((r) => r.filePath);
    if (new Set(paths).size !== paths.length) throw showFail(MSG_ALREADY_SAVED);
    for (const groupId of new Set(records.map((r) => r.attachFileGroupId))) {
      if (groupId !== 0) await findOwnedGroup(db, shopId, groupId);
    }
    const [saved] = await db.select({ n: count() }).from(attachFile).where(inArray(attachFile.filePath, paths));
    if (saved!.n > 0) throw showFail(MSG_ALREADY_SAVED);
    const rows: (typeof attachFile.$inferInsert)[] = [];
    for (const record of records) {
      const { type, size } = await verifyUploaded(media, shopId, record.filePath);
      rows.push({
        shopId,
        filePath: record.filePath,
        fileType: type,
        fileName: record.fileName,
        fileSize: size,
        type: 1,
        attachFileGroupId: record.attachFileGroupId,
      });
    }
    // A second save of the same path that passed the check above meets the unique index: the same answer.
    await refuseOnViolation({ attach_file_path: () => showFail(MSG_ALREADY_SAVED) }, () =>
      db.transaction(async (tx) => {
        // The groups are held until the rows are in (as a foreign key would): a group deleted meanwhile refuses
        // the save, one deleted later waits and then moves these pictures out of it too.
        for (const groupId of new Set(records.map((r) => r.attachFileGroupId))) {
          if (groupId !== 0) await findOwnedGroup(tx, shopId, groupId, true);
        }
        await tx.insert(attachFile).values(rows);
      }),
    );
    return ok(null);
  });

  /** Rename and/or move to another group (0: no group). */
  app.put('/m/attach_file/update_file', { config: PICTURE_LIBRARY, schema: { body: UpdateFileBody } }, async (request) => {
    const shopId = shopIdOf(request);
    const body = request.body as UpdateFileBody;
    const fileName = body.fileName?.trim() ?? '';
    if (!fileName) throw showFail(MSG_FILE_NAME_BLANK);
    if (fileName.length > 255) throw showFail('图片名称不能超过255个字符');
    const file = await findOwnedFile(db, shopId, body.fileId);
    const groupId = body.attachFileGroupId ?? file.attachFileGroupId;
    await db.transaction(async (tx) => {
      if (groupId !== 0) await findOwnedGroup(tx, shopId, groupId, true);
      const updated = await tx
        .update(attachFile)
        .set({ fileName, attachFileGroupId: groupId })
        .where(eq(attachFile.fileId, file.fileId))
        .returning({ id: attachFile.fileId });
      if (!updated.length) throw showFail(MSG_FILE_NOT_FOUND);
    });
    return ok(true);
  });

  app.delete('/m/attach_file', { config: PICTURE_LIBRARY, schema: { querystring: FileIdQuery } }, async (request) => {
    const { fileId } = request.query as z.infer<typeof FileIdQuery>;
    const file = await findOwnedFile(db, shopIdOf(request), fileId);
    await db.delete(attachFile).where(eq(attachFile.fileId, file.fileId));
    const key = keyOfPath(file.filePath);
    if (key) await media.storage.remove(key).catch((error: unknown) => request.log.warn({ err: error }, 'stored file not removed'));
    return ok(null);
  });
};
