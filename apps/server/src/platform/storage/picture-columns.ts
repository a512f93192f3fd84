// Every column in which a shop's records show pictures of its library: a path, a comma list of them or rich text
// holding their addresses. A picture deleted from the library keeps its file while any of these shows it
// (`pictureShown`); a carousel image's picture is not here, since its delete is refused instead.
import { sql, type SQL } from 'drizzle-orm';

export interface PictureColumn {
  table: string;
  column: string;
  /** How a row names its shop, where the table has no shop column of its own. */
  shopOf?: (shopId: number) => SQL;
}

export const PICTURE_COLUMNS: readonly PictureColumn[] = [
  { table: 'spu', column: 'main_img_url' },
  { table: 'spu', column: 'img_urls' },
  { table: 'sku', column: 'img_url' },
  {
    table: 'spu_detail',
    column: 'detail',
    shopOf: (shopId) => sql`exists (select 1 from spu where spu.spu_id = spu_detail.spu_id and spu.shop_id = ${shopId})`,
  },
  { table: 'category', column: 'img_url' },
  { table: 'category', column: 'icon' },
  { table: 'shop_user', column: 'avatar' },
  { table: 'notice', column: 'content' },
  // An order's item keeps the picture it was bought with.
  { table: 'order_item', column: 'pic' },
];

/** Whether any record of the shop shows `bare` (a path without its leading slash, matched anywhere in a column). */
export function showsPicture(shopId: number, bare: string, columns: readonly PictureColumn[] = PICTURE_COLUMNS): SQL {
  const each = columns.map(({ table, column, shopOf }) => {
    const shop = shopOf ? shopOf(shopId) : sql`shop_id = ${shopId}`;
    return sql`exists (select 1 from ${sql.identifier(table)} where ${shop} and strpos(${sql.identifier(column)}, ${bare}) > 0)`;
  });
  return sql.join(each, sql` or `);
}
