// What the picture library holds, as the saves that show its pictures see it: a save newly showing an uploaded
// picture must find it in the shop's library, and holds it there until it commits.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { attachFile } from '../../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { showFail } from '../http/envelope.ts';
import { disguisedUploads, MSG_BAD_PICTURE, uploadedPictures } from './picture-paths.ts';

/** A path as the library may record it: with or without its leading slash. */
export const bareOf = (path: string) => path.replace(/^\/+/, '');

/** Every spelling a field or record may hold the paths in: without and with the leading slash. */
export const pathForms = (paths: readonly string[]): string[] => [...new Set(paths.map(bareOf))].flatMap((bare) => [bare, `/${bare}`]);

/** Namespace of the transaction-scoped advisory locks that serialise the record of a path and its sweep. */
const PATH_LOCK = 4_180_622;

/**
 * Inside a transaction: waits for any other transaction recording or sweeping one of the paths (either spelling),
 * in one order, so two of them never both find the other's write missing.
 */
export async function lockPaths(tx: Db, paths: readonly string[]): Promise<void> {
  for (const bare of [...new Set(paths.map(bareOf))].sort()) await tx.execute(sql`select pg_advisory_xact_lock(${PATH_LOCK}, hashtext(${bare}))`);
}

/** Which of the paths the shop's library does not hold; `lock` holds the records found (FOR KEY SHARE, in id order). */
export async function notInLibrary(db: Db, shopId: number, paths: readonly string[], lock = false): Promise<Set<string>> {
  const wanted = [...new Set(paths.map(bareOf))];
  if (!wanted.length) return new Set();
  const query = db
    .select({ filePath: attachFile.filePath })
    .from(attachFile)
    .where(and(eq(attachFile.shopId, shopId), inArray(attachFile.filePath, pathForms(wanted))))
    .orderBy(attachFile.fileId);
  const found = new Set((lock ? await query.for('key share') : await query).map((row) => bareOf(row.filePath)));
  return new Set(wanted.filter((path) => !found.has(path)).map((path) => `/${path}`));
}

/**
 * Inside a save's transaction, before its rows are written: holds the library records of the uploaded pictures the
 * save's values newly show (picture fields, comma lists, rich text: `uploadedPictures`), and refuses the save when one
 * is not in the shop's library. A delete of such a picture then either waits for the save and sees it shown (so its
 * file stays), or came first and the save is refused (图片无效，请从图片库中选择图片) rather than left showing a
 * removed file; a form still holding a picture deleted since it was opened is refused the same way. Pictures the
 * record's values already show (`kept`) pass: one deleted from the library while shown keeps its file. An address
 * that shows an upload without spelling its path (`disguisedUploads`) is refused: the delete would not see it shown.
 */
export async function holdLibraryPictures(
  tx: Db,
  shopId: number,
  values: readonly (string | null | undefined)[],
  kept: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const shownBefore = new Set(disguisedUploads(kept));
  if (disguisedUploads(values).some((address) => !shownBefore.has(address))) throw showFail(MSG_BAD_PICTURE);
  const before = new Set(uploadedPictures(kept));
  const missing = await notInLibrary(
    tx,
    shopId,
    uploadedPictures(values).filter((path) => !before.has(path)),
    true,
  );
  if (missing.size) throw showFail(MSG_BAD_PICTURE);
}
