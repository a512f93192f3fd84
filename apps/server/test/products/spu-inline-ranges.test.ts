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

// Spec §5, product list inline edits: each edit answers its own message for an empty or invalid value, and a field
// that belongs to another edit is not asked for. The web app's calls (apps/web/src/features/spu/components/inline-edits.tsx)
// are `{spuId, name}`, `{spuId, seq}`, `{spuId, priceFee: lowest, skuList: [{skuId, priceFee}]}` and
// `{spuId, changeStock: sum, skuList: [{skuId, changeStock}]}`.
describe('the inline edits’ empty and invalid values', () => {
  const EDIT = '/mall_product/admin/spu/update_spu_data';
  const edit = (body: Body) => as('shop_admin').put(EDIT, body);
  const fresh = (name: string, overrides: Body = {}) => createProduct(as('shop_admin'), productBody(cat, { name, ...overrides }));
  const EMPTY = [null, '', '  '];

  /** Sends each body, expects `message` for each, and that none of them wrote anything. */
  async function refused(spuId: number, bodies: Body[], message: string) {
    const before = await snapshot(spuId);
    for (const body of bodies) expect(messageOf(await edit(body)), JSON.stringify(body)).toBe(message);
    expect(await snapshot(spuId)).toEqual(before);
  }

  it('stock: an empty change of a sku or of the total gives 请输入商品库存', async () => {
    const vo = await fresh('行内库存为空');
    const skuId = vo.skus[0]!.skuId;
    await refused(
      vo.spuId,
      EMPTY.flatMap((empty) => [
        { spuId: vo.spuId, changeStock: 5, skuList: [{ skuId, changeStock: empty }] },
        { spuId: vo.spuId, changeStock: empty, skuList: [{ skuId, changeStock: 5 }] },
        { spuId: vo.spuId, changeStock: empty },
        { spuId: vo.spuId, changeStock: 5, skuList: [{ skuId, changeStock: 5 }, { skuId: vo.skus[1]!.skuId }] },
      ]),
      SPU_MESSAGES.stockEmpty,
    );
    await refused(vo.spuId, [{ spuId: vo.spuId, changeStock: -1, skuList: [{ skuId, changeStock: 1 }] }], SPU_MESSAGES.stockDecrease);
  });

  it('price: empty gives 请输入商品价格, below 0.01 gives 商品价格不能小于0.01', async () => {
    const vo = await fresh('行内价格为空');
    const skuId = vo.skus[0]!.skuId;
    await refused(
      vo.spuId,
      EMPTY.flatMap((empty) => [
        { spuId: vo.spuId, priceFee: 500, skuList: [{ skuId, priceFee: empty }] },
        { spuId: vo.spuId, priceFee: empty, skuList: [{ skuId, priceFee: 500 }] },
        { spuId: vo.spuId, priceFee: empty },
        { spuId: vo.spuId, skuList: [{ skuId }] },
      ]),
      SPU_MESSAGES.priceEmpty,
    );
    await refused(
      vo.spuId,
      [
        { spuId: vo.spuId, priceFee: -5 },
        { spuId: vo.spuId, priceFee: 0 },
        { spuId: vo.spuId, priceFee: -5, skuList: [{ skuId, priceFee: 500 }] },
        { spuId: vo.spuId, priceFee: 500, skuList: [{ skuId, priceFee: 0 }] },
      ],
      SPU_MESSAGES.priceTooLow,
    );
  });

  it('seq: empty gives 请输入序号; name: empty gives 请输入商品名称', async () => {
    const vo = await fresh('行内序号为空');
    await refused(
      vo.spuId,
      EMPTY.map((seq) => ({ spuId: vo.spuId, seq })),
      SPU_MESSAGES.seqEmpty,
    );
    await refused(
      vo.spuId,
      EMPTY.map((seq) => ({ spuId: vo.spuId, name: '新名字', seq })),
      SPU_MESSAGES.seqEmpty,
    );
    await refused(
      vo.spuId,
      [null, '', '  '].map((name) => ({ spuId: vo.spuId, name })),
      SPU_MESSAGES.nameBlank,
    );
  });

  it('a price or stock change sent with another edit is refused', async () => {
    const vo = await fresh('行内混合修改');
    const skuId = vo.skus[0]!.skuId;
    await refused(
      vo.spuId,
      [
        { spuId: vo.spuId, skuList: [{ skuId, priceFee: 500, changeStock: 5 }] },
        { spuId: vo.spuId, priceFee: 500, changeStock: 5, skuList: [{ skuId, changeStock: 5 }] },
        { spuId: vo.spuId, name: '改名', changeStock: 5, skuList: [{ skuId, changeStock: 5 }] },
        { spuId: vo.spuId, seq: 3, priceFee: 500, skuList: [{ skuId, priceFee: 500 }] },
      ],
      SPU_MESSAGES.inlineEditMixed,
    );
  });

  it('takes each of the web app’s calls, asking none of them for another edit’s field', async () => {
    const vo = await fresh('行内正常修改');
    const [a, b] = vo.skus;
    expect((await edit({ spuId: vo.spuId, name: '行内正常修改后' })).code).toBe('00000');
    expect((await edit({ spuId: vo.spuId, seq: 9 })).code).toBe('00000');
    // Upstream clients may send both product columns at once.
    expect((await edit({ spuId: vo.spuId, name: '行内正常修改再改', seq: 10 })).code).toBe('00000');
    expect((await edit({ spuId: vo.spuId, priceFee: 1, skuList: [{ skuId: a!.skuId, priceFee: 1 }] })).code).toBe('00000');
    expect((await edit({ spuId: vo.spuId, changeStock: 7, skuList: [{ skuId: b!.skuId, changeStock: 7 }] })).code).toBe('00000');
    const after = await snapshot(vo.spuId);
    expect(after.spu).toMatchObject({ name: '行内正常修改再改', seq: 10, priceFee: 1, stock: vo.totalStock + 7 });
    expect(after.skus.find((s) => s.skuId === a!.skuId)!.priceFee).toBe(1);
    expect(after.skus.find((s) => s.skuId === b!.skuId)!.stock).toBe(b!.stock + 7);
  });

  it('a price or stock sent without a sku list goes to a product’s only sku', async () => {
    const single = await fresh('行内单规格', {
      skuList: [{ priceFee: 1000, marketPriceFee: 2000, stock: 10, status: 1, imgUrl: '/demo/products/2.svg', spuSkuAttrValues: [] }],
    });
    expect((await edit({ spuId: single.spuId, priceFee: 800 })).code).toBe('00000');
    expect((await edit({ spuId: single.spuId, changeStock: 5 })).code).toBe('00000');
    const after = await snapshot(single.spuId);
    expect(after.skus.map((s) => [s.priceFee, s.stock])).toEqual([[800, 15]]);
    expect(after.spu).toMatchObject({ priceFee: 800, stock: 15 });
    const several = await fresh('行内多规格无列表');
    await refused(several.spuId, [{ spuId: several.spuId, priceFee: 800 }], SPU_MESSAGES.badSku);
  });
});
