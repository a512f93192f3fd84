// GET /mall_order/m/order/export: the filtered list as a CSV download (a file, so no answer schema).
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_PATHS, OrderExportQuery } from '@caremall/contract';
import { shopIdOf } from '../../platform/auth/auth-plugin.ts';
import { spreadsheetText } from '../../platform/http/spreadsheet-text.ts';
import { formatTime } from '../../platform/http/time.ts';
import { exportColumns, exportRows } from './order-export.store.ts';
import { orderConditions } from './order.store.ts';

export const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(ORDER_PATHS.local.export, { schema: { querystring: OrderExportQuery } }, async (request, reply) => {
    const { lang, ...filters } = request.query;
    const where = orderConditions(shopIdOf(request), filters);
    // The first batch is read before anything is sent: a filter the database refuses becomes an
    // envelope, never a download cut off mid-stream.
    const rows = exportRows(app.deps.db, where, lang);
    const first = await rows.next();
    // Buyers write consignee, address and remarks: a cell a spreadsheet would run as a formula is made text.
    const all = (async function* () {
      if (!first.done) yield first.value.map(spreadsheetText);
      for await (const row of rows) yield row.map(spreadsheetText);
    })();
    const csv = pipeline(Readable.from(all), stringify({ bom: true, header: true, columns: exportColumns(lang) }), (error) => {
      if (error) request.log.error({ err: error }, 'order export failed');
    });
    const stamp = (formatTime(new Date()) ?? '').replace(/\D/g, '');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
