// The files of pictures deleted from the library while something the shop saved still showed them: removed once
// nothing does. Every process sweeps once an hour; a picture is swept by one of them (its row is locked, the others
// pass it by).
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deletedPicture } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { keyOfPath, type Storage } from '../../platform/storage/index.ts';
import { bareOf } from '../../platform/storage/library-pictures.ts';
import { pictureShown } from './attach-file.store.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;
const PAGE = 200;

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

/** Sweeps once an hour while the server runs. */
export function scheduleSweep(app: FastifyInstance, db: Db, storage: Storage): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepKeptPictures(db, storage)
        .then((removed) => removed && app.log.info({ removed }, 'kept pictures nothing shows any more removed'))
        .catch((error: unknown) => app.log.warn({ err: error }, 'kept pictures not swept'));
    }, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
