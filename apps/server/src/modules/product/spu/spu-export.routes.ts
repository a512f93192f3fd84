// GET /mall_product/m/spu/export: the product list's matches as xlsx or csv (streamed, headers in the caller's
// `locale`); GET /mall_product/m/spu/import_template: the import template. Files, so no answer schema.
import { PassThrough, Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { SPU_TRANSFER_PATHS, SPU_TRANSFER_SHEETS, SpuExportQuery } from '@caremall/contract';
import { messageLanguageOf } from '@caremall/contract/messages';
import { PRODUCT_MENUS, forMenus } from '../../../platform/auth/access.ts';
import { shopIdOf } from '../../../platform/auth/auth-plugin.ts';
import { spreadsheetText } from '../../../platform/http/spreadsheet-text.ts';
import { formatTime } from '../../../platform/http/time.ts';
import { categoryChoices, exportHeaders, exportRows } from './spu-export.store.ts';
import { importTemplate } from './spu-import-template.ts';

const P = SPU_TRANSFER_PATHS.local;
const PRODUCT_READERS = forMenus(...PRODUCT_MENUS);
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const stamp = () => (formatTime(new Date()) ?? '').replace(/\D/g, '');
const asDownload = (reply: FastifyReply, type: string, name: string) =>
  reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');

export const spuExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(P.export, { config: PRODUCT_READERS, schema: { querystring: SpuExportQuery } }, async (request, reply) => {
    const { format, ...filters } = request.query;
    const lang = messageLanguageOf(request.headers.locale as string | undefined);
    const rows = exportRows(db, shopIdOf(request), filters, lang);
    // The first row is read before anything is sent: a filter the database refuses becomes an envelope,
    // never a download cut off mid-stream.
    const first = await rows.next();
    const all = (async function* () {
      if (!first.done) yield first.value;
      yield* rows;
    })();
    const onError = (error: unknown) => {
      if (error) request.log.error({ err: error }, 'product export failed');
    };
    if (format === 'csv') {
      const cells = (async function* () {
        for await (const row of all) yield row.map(spreadsheetText);
      })();
      const csv = pipeline(Readable.from(cells), stringify({ bom: true, header: true, columns: exportHeaders(lang) }), onError);
      return asDownload(reply, 'text/csv; charset=utf-8', `products-${stamp()}.csv`).send(csv);
    }
    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(SPU_TRANSFER_SHEETS[lang].productSheet);
    sheet.addRow(exportHeaders(lang)).commit();
    void (async () => {
      for await (const row of all) sheet.addRow(row).commit();
      sheet.commit();
      await workbook.commit();
    })().catch((error: unknown) => {
      onError(error);
      out.destroy(error as Error);
    });
    return asDownload(reply, XLSX_TYPE, `products-${stamp()}.xlsx`).send(out);
  });

  app.get(P.importTemplate, { config: PRODUCT_READERS }, async (request, reply) => {
    const lang = messageLanguageOf(request.headers.locale as string | undefined);
    const file = await importTemplate(lang, await categoryChoices(db, shopIdOf(request)));
    return asDownload(reply, XLSX_TYPE, 'product-import-template.xlsx').send(file);
  });
};
