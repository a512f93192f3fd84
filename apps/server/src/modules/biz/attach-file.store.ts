// Pictures of the library in the database: each shop reads and changes only its own; a picture is recorded
// once, into a group of the shop's own (or none).
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  type AttachFileBody,
  type AttachFilePageQuery,
  type AttachFileVO,
  type PageVO,
  type UpdateFileBody,
} from '@caremall/contract';
import { attachFile, deletedPicture, indexImg } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { refuseOnViolation } from '../../platform/db/constraint-errors.ts';
import { readPage } from '../../platform/db/paging.ts';
import { showFail } from '../../platform/http/envelope.ts';
import { containsText } from '../../platform/db/contains-text.ts';
import { formatTime } from '../../platform/http/time.ts';
import { bareOf, lockPaths, pathForms } from '../../platform/storage/library-pictures.ts';
import { showsPicture } from '../../platform/storage/picture-columns.ts';
import { MESSAGE_LIST_SEPARATOR } from '../../platform/http/message-language.ts';
import { findOwnedGroup } from './attach-file-group.store.ts';

const M = MEDIA_MESSAGES;
type FileRow = typeof attachFile.$inferSelect;
/** A row to record: what the client sent, with the type and size found in the stored bytes. */
export interface NewFile {
  filePath: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  attachFileGroupId: number;
}

const toVO = (f: FileRow): AttachFileVO => ({
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
  if (!row) throw showFail(M.fileNotFound);
  return row;
}

const groupsOf = (records: { attachFileGroupId: number }[]) => new Set(records.map((r) => r.attachFileGroupId).filter((id) => id !== 0));

export function filePage(db: Db, shopId: number, query: AttachFilePageQuery): Promise<PageVO<AttachFileVO>> {
  const conditions: SQL[] = [eq(attachFile.shopId, shopId), eq(attachFile.type, 1)];
  if (query.fileName?.trim()) conditions.push(containsText(attachFile.fileName, query.fileName.trim()));
  if (query.fileGroupId) conditions.push(eq(attachFile.attachFileGroupId, query.fileGroupId));
  const where = and(...conditions);
  return readPage(db, query, {
    table: attachFile,
    where,
    rows: async (limit, offset) =>
      (await db.select().from(attachFile).where(where).orderBy(desc(attachFile.updateTime), desc(attachFile.fileId)).limit(limit).offset(offset)).map(
        toVO,
      ),
  });
}

/** Whether any of the paths is recorded already, in either spelling (with or without its leading slash). */
async function anyRecorded(db: Db, paths: readonly string[]): Promise<boolean> {
  const [saved] = await db
    .select({ n: count() })
    .from(attachFile)
    .where(inArray(attachFile.filePath, pathForms(paths)));
  return saved!.n > 0;
}

/** Before the stored bytes are inspected: each path once, not recorded yet, into groups of the shop. */
export async function checkNewFiles(db: Db, shopId: number, records: AttachFileBody): Promise<void> {
  const paths = records.map((r) => bareOf(r.filePath));
  if (new Set(paths).size !== paths.length) throw showFail(M.alreadySaved);
  for (const groupId of groupsOf(records)) await findOwnedGroup(db, shopId, groupId);
  if (await anyRecorded(db, paths)) throw showFail(M.alreadySaved);
}

export async function insertFiles(db: Db, shopId: number, files: NewFile[]): Promise<void> {
  const paths = files.map((f) => f.filePath);
  // A second save of the same path that passed the check above meets the unique index: the same answer.
  await refuseOnViolation({ attach_file_path: () => showFail(M.alreadySaved) }, () =>
    db.transaction(async (tx) => {
      // The groups are held until the rows are in (as a foreign key would): a group deleted meanwhile refuses
      // the save, one deleted later waits and then moves these pictures out of it too.
      for (const groupId of groupsOf(files)) await findOwnedGroup(tx, shopId, groupId, 'key share');
      await lockPaths(tx, paths);
      // The unique index knows one spelling; the lock covers both, so a record of the other one is seen here.
      if (await anyRecorded(tx, paths)) throw showFail(M.alreadySaved);
      await tx.insert(attachFile).values(files.map((f) => ({ ...f, shopId, type: 1 })));
      // Read after the rows are in: a delete of the same path that held the unique index until it committed is seen.
      const deleted = await tx
        .select({ filePath: deletedPicture.filePath })
        .from(deletedPicture)
        .where(inArray(deletedPicture.filePath, pathForms(paths)));
      const refused = files.filter((f) => deleted.some((d) => bareOf(d.filePath) === bareOf(f.filePath)));
      if (refused.length) throw showFail(refused.map((f) => M.fileNotUploaded(f.fileName)).join(MESSAGE_LIST_SEPARATOR));
    }),
  );
}

/** Rename and/or move to another group (0: no group). */
export async function updateFile(db: Db, shopId: number, body: UpdateFileBody): Promise<void> {
  const fileName = body.fileName?.trim() ?? '';
  if (!fileName) throw showFail(M.fileNameRequired);
  // Counted in characters, as the record's save and the column count them (an emoji is one).
  if ([...fileName].length > MEDIA_LIMITS.fileNameMax) throw showFail(M.fileNameTooLong);
  const file = await findOwnedFile(db, shopId, body.fileId);
  const groupId = body.attachFileGroupId ?? file.attachFileGroupId;
  await db.transaction(async (tx) => {
    if (groupId !== 0) await findOwnedGroup(tx, shopId, groupId, 'key share');
    const updated = await tx
      .update(attachFile)
      .set({ fileName, attachFileGroupId: groupId })
      .where(eq(attachFile.fileId, file.fileId))
      .returning({ id: attachFile.fileId });
    if (!updated.length) throw showFail(M.fileNotFound);
  });
}

/**
 * Whether anything the shop saved shows the picture (`PICTURE_COLUMNS`: products, SKUs, details, categories, staff,
 * notices, order items). `bare` is the path without its leading slash, matched anywhere in a field: fields hold it
 * with or without the slash, or behind the resources address.
 */
export async function pictureShown(db: Db, shopId: number, bare: string): Promise<boolean> {
  const rows = (await db.execute(sql`select ${showsPicture(shopId, bare)} as shown`)) as unknown as { rows: { shown: boolean }[] };
  return rows.rows[0]?.shown === true;
}

/**
 * Deletes the record and answers the path of the stored file, and whether the file must stay stored: the library
 * forgets a picture, but a product, category, member of staff, notice or order that shows it keeps showing it (until
 * nothing does: `sweepKeptPictures`). The path is remembered (`deleted_picture`) and never recorded again.
 * A picture a carousel image shows is refused: deleting it would leave the carousel showing nothing.
 * The picture is locked (FOR UPDATE) before the carousels are read: a carousel save holding it (FOR KEY
 * SHARE) finishes first and is seen here, one that comes later waits and then finds the picture gone.
 */
export async function deleteFile(db: Db, shopId: number, fileId: number): Promise<{ filePath: string; shown: boolean }> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select()
      .from(attachFile)
      .where(and(eq(attachFile.fileId, fileId), eq(attachFile.shopId, shopId)))
      .for('update');
    if (!file) throw showFail(M.fileNotFound);
    const [carousel] = await tx
      .select({ imgId: indexImg.imgId })
      .from(indexImg)
      .where(and(eq(indexImg.shopId, shopId), inArray(indexImg.imgUrl, pathForms([file.filePath]))))
      .limit(1);
    if (carousel) throw showFail(M.usedByCarousel);
    const shown = await pictureShown(tx, shopId, bareOf(file.filePath));
    await tx.delete(attachFile).where(eq(attachFile.fileId, file.fileId));
    await tx.insert(deletedPicture).values({ filePath: file.filePath, shopId, fileKept: shown }).onConflictDoNothing();
    return { filePath: file.filePath, shown };
  });
}
