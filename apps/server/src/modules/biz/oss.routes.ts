// Step 1 of the upload flow (contract §6): one presigned PUT URL per file about to be uploaded.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnvelopeOf, MEDIA_LIMITS, MEDIA_PATHS, OssInfoQuery, OssVO } from '@caremall/contract';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { ok } from '../../platform/http/envelope.ts';
import { issueKey } from '../../platform/storage/index.ts';
import { PICTURE_LIBRARY } from './picture-library-access.ts';

export const ossRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app;
  app.get(
    MEDIA_PATHS.local.ossInfo,
    { config: PICTURE_LIBRARY, schema: { querystring: OssInfoQuery, response: { 200: EnvelopeOf(OssVO) } } },
    async (request) => {
      const shopId = shopIdOf(request);
      const ossList = await Promise.all(
        Array.from({ length: request.query.fileNum }, async () => {
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
    },
  );
};
