// A product form read before the product changed: its save is refused, whatever changed it, so a stale form never
// drops the skus added meanwhile or undoes another change. A save sent without a version (upstream's clients) writes.
import { describe, expect, it } from 'vitest';
import { SPU_MESSAGES, type SpuVO } from '@caremall/contract';
import type { Caller } from '../kit.ts';
import { ADDED_SKU, createProduct, productBody as productBodyUnder, useProductSuite } from './support.ts';

const { as, catalogue } = useProductSuite();
const productBody = (overrides: Record<string, unknown>) => productBodyUnder(catalogue(), overrides);

const SPU = '/mall_product/admin/spu';
const read = async (spuId: number) => (await as('shop_admin').get<SpuVO>(`${SPU}?spuId=${spuId}`)).data;
/** What the product form sends back: the product as it read it, renamed. */
const formSave = (vo: SpuVO, name: string, caller: Caller = as('shop_admin')) =>
  caller.put(SPU, { ...productBody({ spuId: vo.spuId, name }), skuList: vo.skus.map((s) => ({ ...s })), version: vo.version });

/** Every other way the product's form fields change: each makes a form read before it stale. */
const CHANGES: [string, (vo: SpuVO) => Promise<{ code: string }>][] = [
  ['another save of the form', (vo) => formSave(vo, '别处保存的名称')],
  ['an inline name edit', (vo) => as('shop_admin').put(`${SPU}/update_spu_data`, { spuId: vo.spuId, name: '列表里改的名称' })],
  ['an inline seq edit', (vo) => as('shop_admin').put(`${SPU}/update_spu_data`, { spuId: vo.spuId, seq: 42 })],
  [
    'an inline price edit',
    (vo) => as('shop_admin').put(`${SPU}/update_spu_data`, { spuId: vo.spuId, skuList: vo.skus.map((s) => ({ skuId: s.skuId, priceFee: 1234 })) }),
  ],
  [
    'an inline stock edit',
    (vo) => as('shop_admin').put(`${SPU}/update_spu_data`, { spuId: vo.spuId, skuList: vo.skus.map((s) => ({ skuId: s.skuId, changeStock: 1 })) }),
  ],
  ['the detail screen saving the text', (vo) => as('shop_admin').put('/mall_product/m/spu_detail', { spuId: vo.spuId, detail: '<p>详情页改的</p>' })],
  ['the detail screen clearing the text', (vo) => as('shop_admin').delete(`/mall_product/m/spu_detail?spuId=${vo.spuId}`)],
];

describe('a product form read before the product changed', () => {
  it.each(CHANGES)('is refused after %s, and the change stands', async (_what, change) => {
    const vo = await read((await createProduct(as('shop_admin'), productBody({ name: '旧表单商品' }))).spuId);
    expect((await change(vo)).code).toBe('00000');
    const changed = await read(vo.spuId);
    expect(changed.version).toBeGreaterThan(vo.version);

    expect(await formSave(vo, '旧表单的名称')).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.changedMeanwhile });
    expect(await read(vo.spuId)).toEqual(changed);
    // Opened again, the form saves.
    expect((await formSave(changed, '重新打开后保存')).code).toBe('00000');
    expect((await read(vo.spuId)).name).toBe('重新打开后保存');
  });

  it('keeps the skus another form added: the stale form cannot drop them', async () => {
    const vo = await read((await createProduct(as('shop_admin'), productBody({ name: '两个表单的商品' }))).spuId);
    const added = {
      ...productBody({ spuId: vo.spuId, name: vo.name }),
      skuList: [...vo.skus.map((s) => ({ ...s })), ADDED_SKU],
      version: vo.version,
    };
    expect((await as('shop_admin').put(SPU, added)).code).toBe('00000');
    expect((await formSave(vo, '旧表单改名')).msg).toBe(SPU_MESSAGES.changedMeanwhile);
    expect((await read(vo.spuId)).skus).toHaveLength(vo.skus.length + 1);
  });

  it('two saves of forms read together, in either order: one writes, the other is refused', async () => {
    const vo = await read((await createProduct(as('shop_admin'), productBody({ name: '并发表单商品' }))).spuId);
    const replies = await Promise.all([formSave(vo, '第一个表单'), formSave(vo, '第二个表单')]);
    expect(replies.map((r) => r.code).sort()).toEqual(['00000', 'A00001']);
    const refused = replies.findIndex((r) => r.code === 'A00001');
    expect(replies[refused]!.msg).toBe(SPU_MESSAGES.changedMeanwhile);
    expect((await read(vo.spuId)).name).toBe(['第一个表单', '第二个表单'][1 - refused]);
  });

  it("a save without a version (upstream's clients) writes as before; a version not a whole number is refused", async () => {
    const vo = await read((await createProduct(as('shop_admin'), productBody({ name: '无版本商品' }))).spuId);
    expect((await formSave(vo, '先改一次')).code).toBe('00000');
    const { version: _version, ...unversioned } = { ...productBody({ spuId: vo.spuId, name: '不带版本' }), skuList: vo.skus, version: 0 };
    expect((await as('shop_admin').put(SPU, unversioned)).code).toBe('00000');
    expect((await read(vo.spuId)).name).toBe('不带版本');
    for (const version of ['abc', 1.5, true]) {
      const reply = await as('shop_admin').put(SPU, { ...unversioned, version });
      expect(reply.code, String(version)).toBe('A00002');
      expect(reply.data, String(version)).toEqual([`version:${SPU_MESSAGES.changedMeanwhile}`]);
    }
  });
});
