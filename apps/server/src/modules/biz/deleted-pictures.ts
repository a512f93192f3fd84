// The files of pictures deleted from the library while something the shop saved still showed them: removed once
// nothing does. Uploads no library recorded join them once they are old. Every process sweeps once an hour; a
// picture is swept by one of them (its row is locked, the others pass it by).
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attachFile, deletedPicture, indexImg, shopDetail } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { isKeyOfShop, keyOfPath, type Storage } from '../../platform/storage/index.ts';
import { bareOf, lockPaths, pathForms } from '../../platform/storage/library-pictures.ts';
import { uploadDir } from '../../platform/storage/upload-keys.ts';
import { pictureShown } from './attach-file.store.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const PAGE = 200;
const DAY_MS = 86_400_000;
/** Day folders (GMT+8) of unrecorded uploads left alone: today's and yesterday's (an upload URL lives minutes, its record follows at once). */
const RECENT_DAYS = 2;
/** How far back the sweep looks for unrecorded uploads: older ones were looked at by the sweeps of their time. */
const LOOK_BACK_DAYS = 30;

/** Removes one kept file if nothing shows it any more, under its row's lock; true when it did. */
async function sweepOne(db: Db, storage: Storage, filePath: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deletedPicture)
      .where(and(eq(deletedPicture.filePath, filePath), eq(deletedPicture.fileKept, true)))
      .for('update', { skipLocked: true });
    if (!row || (await pictureShown(tx, row.shopId, bareOf(row.filePath)))) return false;
    // Removed before the row says so: if the removal fails the row stays kept, and the next sweep tries again.
    const key = keyOfPath(row.filePath);
    if (key) await storage.remove(key);
    await tx.update(deletedPicture).set({ fileKept: false }).where(eq(deletedPicture.filePath, row.filePath));
    return true;
  });
}

/** Removes every kept file nothing shows any more; answers how many. */
export async function sweepKeptPictures(db: Db, storage: Storage): Promise<number> {
  let removed = 0;
  for (let after = ''; ;) {
    const page = await db
      .select({ filePath: deletedPicture.filePath })
      .from(deletedPicture)
      .where(and(eq(deletedPicture.fileKept, true), gt(deletedPicture.filePath, after)))
      .orderBy(asc(deletedPicture.filePath))
      .limit(PAGE);
    for (const { filePath } of page) if (await sweepOne(db, storage, filePath)) removed += 1;
    if (page.length < PAGE) return removed;
    after = page.at(-1)!.filePath;
  }
}

/** Which of the keys no library holds or deleted: one statement for a page of them. */
async function unknownKeys(db: Db, keys: string[]): Promise<string[]> {
  const forms = pathForms(keys);
  const [recorded, deleted] = await Promise.all([
    db.select({ path: attachFile.filePath }).from(attachFile).where(inArray(attachFile.filePath, forms)),
    db.select({ path: deletedPicture.filePath }).from(deletedPicture).where(inArray(deletedPicture.filePath, forms)),
  ]);
  const known = new Set([...recorded, ...deleted].map((row) => bareOf(row.path)));
  return keys.filter((key) => !known.has(key));
}

/** Hands an unrecorded upload to the sweep of kept files, unless its record came first (the record waits for this). */
async function markUnrecorded(db: Db, shopId: number, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPaths(tx, [key]);
    const [recorded] = await tx
      .select({ id: attachFile.fileId })
      .from(attachFile)
      .where(inArray(attachFile.filePath, pathForms([key])))
      .limit(1);
    // A carousel image saved before carousels required library pictures: its picture is never swept.
    const [carousel] = await tx
      .select({ id: indexImg.imgId })
      .from(indexImg)
      .where(inArray(indexImg.imgUrl, pathForms([key])))
      .limit(1);
    if (recorded || carousel) return false;
    const added = await tx
      .insert(deletedPicture)
      .values({ filePath: `/${key}`, shopId, fileKept: true })
      .onConflictDoNothing()
      .returning();
    return added.length > 0;
  });
}

/**
 * Uploads no library ever recorded (a picture manager closed between the upload and its save), once their day folder
 * is two days old and back to thirty: each becomes a deleted picture of the shop it was issued to, kept while
 * something shows it, and a record of it is refused from then on. Answers how many; `sweepKeptPictures` removes them.
 */
export async function markUnrecordedUploads(db: Db, storage: Storage, keySecret: string, now = new Date()): Promise<number> {
  const shops = (await db.select({ shopId: shopDetail.shopId }).from(shopDetail)).map((row) => row.shopId);
  const issuedTo = (key: string) => shops.find((shopId) => isKeyOfShop(keySecret, shopId, key));
  let marked = 0;
  const mark = async (keys: string[]) => {
    for (const key of await unknownKeys(db, keys)) {
      const shopId = issuedTo(key);
      if (shopId !== undefined && (await markUnrecorded(db, shopId, key))) marked += 1;
    }
  };
  const from = uploadDir(new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS));
  const to = uploadDir(new Date(now.getTime() - (RECENT_DAYS - 1) * DAY_MS));
  let page: string[] = [];
  for await (const key of storage.keysBetween(from, to)) {
    page.push(key);
    if (page.length === PAGE) {
      await mark(page);
      page = [];
    }
  }
  await mark(page);
  return marked;
}

/** Both sweeps, once an hour while the server runs. */
export function scheduleSweep(app: FastifyInstance, db: Db, storage: Storage, keySecret: () => string): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      markUnrecordedUploads(db, storage, keySecret())
        .then(() => sweepKeptPictures(db, storage))
        .then((removed) => removed && app.log.info({ removed }, 'kept pictures nothing shows any more removed'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'kept pictures not swept'));
    }, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
