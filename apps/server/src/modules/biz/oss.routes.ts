import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MEDIA_LIMITS, type OssVO } from '@caremall/contract';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { issueKey } from '../../platform/storage/index.ts';
import { PICTURE_LIBRARY } from './picture-library-access.ts';

const OssInfoQuery = z.object({
  fileNum: z.coerce
    .number({ error: 'fileNum不能为空' })
    .int('fileNum不能为空')
    .min(1, 'fileNum不能为空')
    .max(MEDIA_LIMITS.maxFilesPerUpload, `一次最多上传${MEDIA_LIMITS.maxFilesPerUpload}张图片`),
});

/** Step 1 of the upload flow: one presigned PUT URL per file about to be uploaded (contract §6). */
export const ossRoutes: FastifyPluginAsync = async (app) => {
  const { media } = app;
  app.get('/oss/info', { config: PICTURE_LIBRARY, schema: { querystring: OssInfoQuery } }, async (request) => {
    const { fileNum } = request.query as z.infer<typeof OssInfoQuery>;
    const shopId = shopIdOf(request);
    const ossList = await Promise.all(
      Array.from({ length: fileNum }, async () => {
        const { dir, fileName } = issueKey(media.keySecret(), shopId);
        const actionUrl = await media.storage.presignPut(dir + fileName, MEDIA_LIMITS.uploadUrlTtlSeconds);
        return { dir, fileName, actionUrl };
      }),
    );
    const vo: OssVO = {
      accessid: null,
      policy: null,
      signature: null,
      dir: null,
      host: null,
      expire: null,
      fileName: null,
      actionUrl: null,
      ossList,
    };
    return ok(vo);
  });
};
