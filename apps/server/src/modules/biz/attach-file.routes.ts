// Picture calls of /mall_biz: HTTP in and envelopes out, for the caller's own shop. The browser uploads
// straight to storage, so a recorded picture is checked against what storage holds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AttachFileBody,
  AttachFileIdQuery,
  AttachFilePage,
  AttachFilePageQuery,
  EmptyEnvelope,
  EnvelopeOf,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  MEDIA_PATHS,
  UpdateFileBody,
} from '@caremall/contract';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok, showFail } from '../../platform/http/envelope.ts';
import { MESSAGE_LIST_SEPARATOR } from '../../platform/http/message-language.ts';
import { contentTypeOf, detectImageType, isKeyOfShop, keyOfPath, type MediaStorage } from '../../platform/storage/index.ts';
import { checkNewFiles, deleteFile, filePage, insertFiles, updateFile, type NewFile } from './attach-file.store.ts';
import { scheduleSweep } from './deleted-pictures.ts';
import { PICTURE_LIBRARY } from './picture-library-access.ts';

const P = MEDIA_PATHS.local;
const M = MEDIA_MESSAGES;

const ARRIVAL_POLL_MS = 200;

/**
 * The stored object, waiting a little for one still being uploaded: upstream clients send the record
 * together with the presigned PUT, so the record may arrive first. A file that never arrives is refused.
 */
async function arrivalOf(media: MediaStorage, key: string, waitMs: number) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const stored = await media.storage.inspect(key);
    if (stored || Date.now() >= deadline) return stored;
    await new Promise((resolve) => setTimeout(resolve, ARRIVAL_POLL_MS));
  }
}

/** Why a file of a save is refused; each is answered with the file's name. */
class FileRefused extends Error {
  constructor(readonly reason: (fileName: string) => string) {
    super('file refused');
  }
}

/**
 * Nothing the browser says about an uploaded file is trusted: the path must be one issued to this shop,
 * and the stored bytes must be a picture under 2 MB. Whatever fails is removed from storage. A store that
 * answers with the type the uploader declared (s3: text/html would do) is made to answer the picture's.
 */
async function verifyUploaded(media: MediaStorage, shopId: number, filePath: string, waitMs: number) {
  const key = keyOfPath(filePath);
  if (!key || !isKeyOfShop(media.keySecret(), shopId, key)) throw new FileRefused(M.fileBadPath);
  const stored = await arrivalOf(media, key, waitMs);
  if (!stored) throw new FileRefused(M.fileNotUploaded);
  const type = detectImageType(stored.head);
  // With s3 the store took any bytes (the local driver refused them at upload): they are refused here.
  if (stored.size >= MEDIA_LIMITS.maxImageBytes || !type) {
    await media.storage.remove(key);
    throw new FileRefused(type ? M.fileTooLarge : M.fileNotImage);
  }
  if (stored.contentType !== undefined && stored.contentType !== contentTypeOf(type)) await media.storage.serveAs(key, contentTypeOf(type));
  return { type, size: stored.size };
}

/** Every file of a save checked side by side; any refused ones refuse the save, each named with its reason. */
async function verifyAll(media: MediaStorage, shopId: number, records: AttachFileBody, waitMs: number): Promise<NewFile[]> {
  const checked = await Promise.allSettled(records.map((record) => verifyUploaded(media, shopId, record.filePath, waitMs)));
  const refusals = checked.flatMap((result, index) => {
    if (result.status === 'fulfilled') return [];
    if (result.reason instanceof FileRefused) return [result.reason.reason(records[index]!.fileName)];
    throw result.reason;
  });
  if (refusals.length > 0) throw showFail(refusals.join(MESSAGE_LIST_SEPARATOR));
  return checked.map((result, index) => {
    const { type, size } = (result as PromiseFulfilledResult<{ type: string; size: number }>).value;
    const record = records[index]!;
    return { filePath: record.filePath, fileName: record.fileName, fileType: type, fileSize: size, attachFileGroupId: record.attachFileGroupId };
  });
}

export const attachFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app;
  const { db } = app.deps;
  scheduleSweep(app, db, media.storage, () => media.keySecret());

  app.get(
    P.filePage,
    { config: PICTURE_LIBRARY, schema: { querystring: AttachFilePageQuery, response: { 200: EnvelopeOf(AttachFilePage) } } },
    async (request) => ok(await filePage(db, shopIdOf(request), request.query)),
  );

  app.post(P.file, { config: PICTURE_LIBRARY, schema: { body: AttachFileBody, response: { 200: EmptyEnvelope } } }, async (request) => {
    const shopId = shopIdOf(request);
    const records = request.body;
    await checkNewFiles(db, shopId, records);
    // Checked side by side, so waiting for uploads still on their way costs the longest of them, not the sum.
    await insertFiles(db, shopId, await verifyAll(media, shopId, records, app.deps.config.uploadArrivalWaitMs));
    return ok(null);
  });

  app.put(
    P.updateFile,
    { config: PICTURE_LIBRARY, schema: { body: UpdateFileBody, response: { 200: EnvelopeOf(z.boolean()) } } },
    async (request) => {
      await updateFile(db, shopIdOf(request), request.body);
      return ok(true);
    },
  );

  app.delete(P.file, { config: PICTURE_LIBRARY, schema: { querystring: AttachFileIdQuery, response: { 200: EmptyEnvelope } } }, async (request) => {
    const { filePath, shown } = await deleteFile(db, shopIdOf(request), request.query.fileId);
    const key = shown ? null : keyOfPath(filePath);
    if (key) await media.storage.remove(key).catch((error: unknown) => request.log.warn({ err: error }, 'stored file not removed'));
    return ok(null);
  });
};
