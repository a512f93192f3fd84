// The SPU detail screen's writes (POST, PUT and DELETE /mall_product/m/spu_detail) follow the product's own edit
// rule (spec §4: edit is disabled while the status is 1 or 3): on shelf or in review they are refused with the main
// edit's message and write nothing, decided under the product row's lock.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SPU_MESSAGES, SpuStatus } from '@caremall/contract';
import { spu, spuDetail } from '../../src/db/schema/index.ts';
import { testDatabaseUrl } from '../database.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { catalogueFixture, type CatalogueFixture } from './fixtures.ts';
import { createProduct, productBody } from './support.ts';

const app = useTestApp();
const as = usersOf(app);
let cat: CatalogueFixture;
beforeAll(async () => {
  cat = await catalogueFixture(app().db);
});

const DETAIL = '/mall_product/m/spu_detail';
const newProduct = (name: string) => createProduct(as('shop_admin'), productBody(cat, { name }));
const setStatus = (spuId: number, status: number) => app().db.update(spu).set({ status }).where(eq(spu.spuId, spuId));
const storedDetail = async (spuId: number) => (await app().db.select().from(spuDetail).where(eq(spuDetail.spuId, spuId)))[0]?.detail;
const writes = (spuId: number) =>
  [
    ['PUT', () => as('shop_admin').put(DETAIL, { spuId, detail: '<b>改过</b>' })],
    ['POST', () => as('shop_admin').post(DETAIL, { spuId, detail: '<b>新的</b>' })],
    ['DELETE', () => as('shop_admin').delete(DETAIL, { spuId })],
  ] as const;

describe('the SPU detail writes', () => {
  it('are refused on shelf and in review, with the main edit’s message, and write nothing', async () => {
    const vo = await newProduct('详情上架不可改');
    expect((await as('shop_admin').put(DETAIL, { spuId: vo.spuId, detail: '<p>原样</p>' })).code).toBe('00000');
    for (const status of [SpuStatus.ON_SHELF, SpuStatus.PENDING_REVIEW]) {
      await setStatus(vo.spuId, status);
      // The main edit refuses this product too.
      const main = await as('shop_admin').put('/mall_product/admin/spu', productBody(cat, { spuId: vo.spuId, name: vo.name }));
      expect(main).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.notEditable });
      for (const [method, write] of writes(vo.spuId)) {
        expect(await write(), `${method} at status ${status}`).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.notEditable });
        expect(await storedDetail(vo.spuId)).toBe('<p>原样</p>');
      }
    }
  });

  it('are taken off shelf, rejected or taken down (statuses 0, 4 and 2)', async () => {
    const vo = await newProduct('详情下架可改');
    for (const status of [SpuStatus.OFF_SHELF, SpuStatus.REJECTED, SpuStatus.VIOLATION]) {
      await setStatus(vo.spuId, status);
      expect((await as('shop_admin').put(DETAIL, { spuId: vo.spuId, detail: `<b>${status}</b>` })).code).toBe('00000');
      expect(await storedDetail(vo.spuId)).toBe(`<b>${status}</b>`);
      expect((await as('shop_admin').delete(DETAIL, { spuId: vo.spuId })).code).toBe('00000');
      expect(await storedDetail(vo.spuId)).toBe('');
      expect((await as('shop_admin').post(DETAIL, { spuId: vo.spuId, detail: '<i>再写</i>' })).code).toBe('00000');
      expect(await storedDetail(vo.spuId)).toBe('<i>再写</i>');
    }
  });

  // Two connections are needed to hold the product's lock while the write runs: PostgreSQL only.
  it.runIf(Boolean(testDatabaseUrl()))('see a shelf-on that commits while they wait for the product row', async () => {
    const vo = await newProduct('详情等锁');
    await as('shop_admin').put(DETAIL, { spuId: vo.spuId, detail: '<p>锁前</p>' });
    for (const [method, write] of writes(vo.spuId)) {
      await setStatus(vo.spuId, SpuStatus.OFF_SHELF);
      let answer: Promise<{ code: string; msg?: string | null }> | undefined;
      await app().db.transaction(async (tx) => {
        await tx.select({ spuId: spu.spuId }).from(spu).where(eq(spu.spuId, vo.spuId)).for('update');
        await tx.update(spu).set({ status: SpuStatus.PENDING_REVIEW }).where(eq(spu.spuId, vo.spuId));
        answer = write();
        // Long enough for the write to read the product (still off shelf to it) and reach its lock.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(await answer!, method).toMatchObject({ code: 'A00001', msg: SPU_MESSAGES.notEditable });
      expect(await storedDetail(vo.spuId)).toBe('<p>锁前</p>');
    }
  });
});
