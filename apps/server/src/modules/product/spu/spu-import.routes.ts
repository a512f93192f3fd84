// POST /mall_product/m/spu/import/preview and /mall_product/m/spu/import: a multipart upload of the filled
// template (xls, xlsx or csv, at most 10 MB). The preview answers each row with its errors in the caller's
// `locale`; the import checks the same file again and writes all its products, or none with those errors.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EnvelopeOf, ResponseCode, SPU_TRANSFER_LIMITS, SPU_TRANSFER_MESSAGES as M, SPU_TRANSFER_PATHS, SpuImportResultVO } from '@caremall/contract';
import { messageLanguageOf } from '@caremall/contract/messages';
import { PRODUCT_EDITOR_MENUS, forMenus } from '../../../platform/auth/access.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { AppError, ok, showFail } from '../../../platform/http/envelope.ts';
import { readImportFile } from './spu-import.parse.ts';
import { runImport } from './spu-import.store.ts';
import { shopInfoOf } from './spu-save.store.ts';

const P = SPU_TRANSFER_PATHS.local;
const PRODUCT_EDITORS = forMenus(...PRODUCT_EDITOR_MENUS);
const FILE_LIMITS = { fileSize: SPU_TRANSFER_LIMITS.maxFileBytes, files: 1, fields: 10, parts: 20 };

/** The one uploaded file's bytes; anything else (no file, not multipart, too large) is refused with its reason. */
async function uploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  if (!request.isMultipart()) throw showFail(M.fileRequired);
  let part;
  try {
    part = await request.file({ limits: FILE_LIMITS });
  } catch {
    throw showFail(M.fileRequired);
  }
  if (!part) throw showFail(M.fileRequired);
  try {
    return { bytes: await part.toBuffer(), name: part.filename ?? '' };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw showFail(code === 'FST_REQ_FILE_TOO_LARGE' ? M.fileTooLarge : M.unreadable);
  }
}

export const spuImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const pictures = { base: config.resourcesUrl, keySecret: () => app.media.keySecret() };
  await app.register(multipart, { limits: FILE_LIMITS });

  const check = async (request: FastifyRequest, commit: boolean) => {
    const lang = messageLanguageOf(request.headers.locale as string | undefined);
    const file = await uploadedFile(request);
    const shopId = shopIdOf(request);
    const rows = await readImportFile(shopId, file.bytes, file.name, lang);
    const shop = await shopInfoOf(db, shopId);
    return runImport(db, shop, rows, { commit, pictures, lang });
  };

  const answer = { 200: EnvelopeOf(SpuImportResultVO) };
  app.post(P.importPreview, { config: PRODUCT_EDITORS, schema: { response: answer } }, async (request) => ok(await check(request, false)));

  app.post(P.import, { config: PRODUCT_EDITORS, schema: { response: answer } }, async (request) => {
    const result = await check(request, true);
    if (!result.imported) throw new AppError(ResponseCode.SHOW_FAIL, M.rowsFailed(result.errorRowCount), result);
    return ok(result);
  });
};
