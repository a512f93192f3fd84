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
import { detectImageType, isKeyOfShop, keyOfPath, type MediaStorage } from '../../platform/storage/index.ts';
import { UPLOAD_REFUSALS } from '../../platform/storage/local-files.routes.ts';
import { checkNewFiles, deleteFile, filePage, insertFiles, updateFile, type NewFile } from './attach-file.store.ts';
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

/**
 * Nothing the browser says about an uploaded file is trusted: the path must be one issued to this shop,
 * and the stored bytes must be a picture under 2 MB. Whatever fails is removed from storage.
 */
async function verifyUploaded(media: MediaStorage, shopId: number, filePath: string, waitMs: number) {
  const key = keyOfPath(filePath);
  if (!key || !isKeyOfShop(media.keySecret(), shopId, key)) throw showFail(M.badPath);
  const stored = await arrivalOf(media, key, waitMs);
  if (!stored) throw showFail(M.notUploaded);
  const type = detectImageType(stored.head);
  if (stored.size >= MEDIA_LIMITS.maxImageBytes || !type) {
    await media.storage.remove(key);
    throw showFail(type ? UPLOAD_REFUSALS.tooLarge : UPLOAD_REFUSALS.notImage);
  }
  return { type, size: stored.size };
}

export const attachFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app;
  const { db } = app.deps;

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
    const files: NewFile[] = await Promise.all(
      records.map(async (record) => {
        const { type, size } = await verifyUploaded(media, shopId, record.filePath, app.deps.config.uploadArrivalWaitMs);
        return { filePath: record.filePath, fileName: record.fileName, fileType: type, fileSize: size, attachFileGroupId: record.attachFileGroupId };
      }),
    );
    await insertFiles(db, shopId, files);
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
    const filePath = await deleteFile(db, shopIdOf(request), request.query.fileId);
    const key = keyOfPath(filePath);
    if (key) await media.storage.remove(key).catch((error: unknown) => request.log.warn({ err: error }, 'stored file not removed'));
    return ok(null);
  });
};
