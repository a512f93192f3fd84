// The product list's inline edits take exactly what the publish form's save takes for the same field: for each
// inline-editable column, the ends of the contract's range are saved by both, a step beyond is refused by both
// (with the same message where the spec words one) and writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SPU_LIMITS, SPU_MESSAGES, type SpuVO } from '@caremall/contract';
import { sku, spu } from '../../src/db/schema/index.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { catalogueFixture, type CatalogueFixture } from './fixtures.ts';
import { createProduct, productBody } from './support.ts';

const app = useTestApp();
const as = usersOf(app);
let cat: CatalogueFixture;
beforeAll(async () => {
  cat = await catalogueFixture(app().db);
});

type Body = Record<string, unknown>;
interface Column {
  /** The inline edit's body setting the first sku (or the product) to `value`. */
  inline: (vo: SpuVO, value: number | string) => Body;
  /** The save's body with the same value in the same place. */
  save: (vo: SpuVO, value: number | string) => Body;
  inside: (vo: SpuVO) => (number | string)[];
  outside: (vo: SpuVO) => { value: number | string; message?: string }[];
}

const withFirstSku = (vo: SpuVO, change: Body) => ({
  ...productBody(cat, { spuId: vo.spuId, name: vo.name }),
  skuList: vo.skus.map((s, i) => (i === 0 ? { ...s, ...change } : { ...s })),
});
const othersStock = (vo: SpuVO) => vo.totalStock - vo.skus[0]!.stock;

const COLUMNS: Record<'name' | 'price' | 'stock' | 'seq', Column> = {
  name: {
    inline: (vo, name) => ({ spuId: vo.spuId, name }),
    save: (vo, name) => ({ ...withFirstSku(vo, {}), name }),
    inside: () => ['商'.repeat(SPU_LIMITS.name)],
    outside: () => [{ value: ' ' }, { value: '商'.repeat(SPU_LIMITS.name + 1) }],
  },
  price: {
    inline: (vo, priceFee) => ({ spuId: vo.spuId, skuList: [{ skuId: vo.skus[0]!.skuId, priceFee }] }),
    save: (vo, priceFee) => withFirstSku(vo, { priceFee }),
    inside: () => [SPU_LIMITS.minPriceFee, SPU_LIMITS.maxPriceFee],
    outside: () => [{ value: SPU_LIMITS.minPriceFee - 1 }, { value: SPU_LIMITS.maxPriceFee + 1 }],
  },
  stock: {
    // The list only adds stock: the value is the sku's stock after the change, sent as the increment.
    inline: (vo, stock) => {
      const changeStock = (stock as number) - vo.skus[0]!.stock;
      return { spuId: vo.spuId, changeStock, skuList: [{ skuId: vo.skus[0]!.skuId, changeStock }] };
    },
    save: (vo, stock) => withFirstSku(vo, { stock, changeStock: (stock as number) - vo.skus[0]!.stock }),
    inside: (vo) => [SPU_LIMITS.maxStock - othersStock(vo)],
    outside: () => [{ value: SPU_LIMITS.maxStock + 1, message: SPU_MESSAGES.stockTooLarge }],
  },
  seq: {
    inline: (vo, seq) => ({ spuId: vo.spuId, seq }),
    save: (vo, seq) => ({ ...withFirstSku(vo, {}), seq }),
    inside: () => [SPU_LIMITS.minSeq, SPU_LIMITS.maxSeq],
    outside: () => [
      { value: SPU_LIMITS.minSeq - 1, message: SPU_MESSAGES.seqMin },
      { value: SPU_LIMITS.maxSeq + 1, message: SPU_MESSAGES.seqTooLarge },
    ],
  },
};

const snapshot = async (spuId: number) => ({
  spu: (await app().db.select().from(spu).where(eq(spu.spuId, spuId)))[0],
  skus: await app().db.select().from(sku).where(eq(sku.spuId, spuId)).orderBy(sku.skuId),
});
const messageOf = (answer: { msg?: string | null; data?: unknown }) => (Array.isArray(answer.data) ? answer.data.join(';') : answer.msg);

describe.each(Object.keys(COLUMNS) as (keyof typeof COLUMNS)[])('the inline %s edit', (column) => {
  const { inline, save, inside, outside } = COLUMNS[column];
  const fresh = () => createProduct(as('shop_admin'), productBody(cat, { name: `行内范围${column}` }));

  it('refuses a step beyond either end as the save does, and writes nothing', async () => {
    const vo = await fresh();
    for (const { value, message } of outside(vo)) {
      const before = await snapshot(vo.spuId);
      const byList = await as('shop_admin').put('/mall_product/admin/spu/update_spu_data', inline(vo, value));
      const byForm = await as('shop_admin').put('/mall_product/admin/spu', save(vo, value));
      expect(byList.code, `list ${column}=${String(value).slice(0, 8)}`).not.toBe('00000');
      expect(byForm.code, `form ${column}=${String(value).slice(0, 8)}`).not.toBe('00000');
      if (message) {
        expect(messageOf(byList)).toContain(message);
        expect(messageOf(byForm)).toContain(message);
      }
      expect(await snapshot(vo.spuId)).toEqual(before);
    }
  });

  it('takes each end of the range as the save does', async () => {
    for (const value of inside(await fresh())) {
      const vo = await fresh();
      expect((await as('shop_admin').put('/mall_product/admin/spu/update_spu_data', inline(vo, value))).code).toBe('00000');
      const again = await fresh();
      expect((await as('shop_admin').put('/mall_product/admin/spu', save(again, value))).code).toBe('00000');
    }
  });
});
