import type { FastifyPluginAsync } from 'fastify';
import { LOCAL_FILES_PREFIX, LocalStorage } from '../../platform/storage/index.ts';
import { localFilesRoutes } from '../../platform/storage/local-files.routes.ts';
import { attachFileGroupRoutes } from './attach-file-group.routes.ts';
import { attachFileRoutes } from './attach-file.routes.ts';
import { ossRoutes } from './oss.routes.ts';

/** The picture library (/mall_biz) and, with the local driver, the files themselves (/files). */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { media } = app;
  await app.register(ossRoutes, { prefix: '/mall_biz', media });
  await app.register(attachFileGroupRoutes, { prefix: '/mall_biz' });
  await app.register(attachFileRoutes, { prefix: '/mall_biz', media });
  if (media.storage instanceof LocalStorage) {
    await app.register(localFilesRoutes, { prefix: LOCAL_FILES_PREFIX, storage: media.storage });
  }
};
