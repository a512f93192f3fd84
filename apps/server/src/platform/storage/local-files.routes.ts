import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { MEDIA_LIMITS } from '@caremall/contract';
import { messageLanguageOf, translateMessage } from '@caremall/contract/messages';
import { contentTypeOf, detectImageType } from './image-bytes.ts';
import { LOCAL_FILES_PREFIX, LocalStorage } from './local-storage.ts';
import { OBJECT_KEY } from './storage.ts';

export const UPLOAD_REFUSALS = {
  forged: '上传地址签名无效',
  expired: '上传地址已过期，请重新上传',
  tooLarge: '图片大小不能超过2M',
  notImage: '只能上传jpg/png/gif格式的图片',
  used: '上传地址已使用，请重新上传',
} as const;

/** An upload's refusal, in the language the uploader's `locale` names (the web app sends it to this store). */
const refuse = (reply: FastifyReply, status: number, msg: string) =>
  reply
    .code(status)
    .send({ code: String(status), msg: translateMessage(msg, messageLanguageOf(reply.request.headers.locale as string | undefined)) });
/** What a file URL carries: the object key after the prefix, and (for uploads) the signed expiry. */
interface FileRoute {
  Params: { '*': string };
  Querystring: { expires?: string; signature?: string };
}
const keyOf = (request: FastifyRequest<FileRoute>) => request.params['*'];

/**
 * The local driver's object store: PUT with a signed URL from /mall_biz/oss/info, GET to read.
 * Refusals are HTTP errors (as an object store answers), not envelopes, so the browser's upload
 * sees them as failures.
 */
export const localFilesRoutes: FastifyPluginAsync = async (app) => {
  const { storage } = app.media;
  // Only the local driver keeps the files itself; with s3 the browser talks to the store.
  if (!(storage instanceof LocalStorage)) return;
  // Raw bytes of any declared type; one byte over the limit is enough to tell "too large".
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEDIA_LIMITS.maxImageBytes + 1 }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return refuse(reply, 413, UPLOAD_REFUSALS.tooLarge);
    request.log.error({ err: error }, 'file route failed');
    return refuse(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 500, 'upload failed');
  });

  app.put<FileRoute>(
    `${LOCAL_FILES_PREFIX}/*`,
    {
      config: { public: true },
      // The signature is checked before the body is read: a forged URL never costs an upload.
      onRequest: async (request, reply) => {
        // An empty Content-Type header declares no type, as a missing one does (Fastify would refuse it as a bad media type).
        if (request.headers['content-type']?.trim() === '') delete request.headers['content-type'];
        const { expires, signature } = request.query;
        const verdict = storage.checkPut(keyOf(request), expires, signature);
        if (verdict !== 'ok') return refuse(reply, 403, UPLOAD_REFUSALS[verdict]);
      },
    },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      if (bytes.length >= MEDIA_LIMITS.maxImageBytes) return refuse(reply, 413, UPLOAD_REFUSALS.tooLarge);
      if (!detectImageType(bytes)) return refuse(reply, 415, UPLOAD_REFUSALS.notImage);
      if (!(await storage.write(keyOf(request), bytes))) return refuse(reply, 409, UPLOAD_REFUSALS.used);
      return reply.code(200).send();
    },
  );

  app.get<FileRoute>(`${LOCAL_FILES_PREFIX}/*`, { config: { public: true } }, async (request, reply) => {
    const key = keyOf(request);
    if (!OBJECT_KEY.test(key)) return refuse(reply, 404, 'not found');
    const found = await storage.inspect(key);
    const type = found && detectImageType(found.head);
    if (!found || !type) return refuse(reply, 404, 'not found');
    return (
      reply
        .header('content-type', contentTypeOf(type))
        .header('content-length', found.size)
        // Keys are random and never rewritten with other content: cache for a year.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(storage.pathOf(key)))
    );
  });
};
