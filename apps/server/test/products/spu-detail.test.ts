// The SPU detail screen's writes (POST, PUT and DELETE /mall_product/m/spu_detail) hold at every status of the product:
// the SPU screens save their products on shelf (contract: /m/spu's save forces status 1), and the spec gives the
// detail form no rule; the product list's "no edit while on shelf or in review" is its own edit's.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SpuStatus } from '@caremall/contract';
import { spu, spuDetail } from '../../src/db/schema/index.ts';
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
const storedDetail = async (spuId: number) => (await app().db.select().from(spuDetail).where(eq(spuDetail.spuId, spuId)))[0]?.detail;

describe('the SPU detail writes', () => {
  it('save, clear and write again the detail at every status of the product', async () => {
    const vo = await createProduct(as('shop_admin'), productBody(cat, { name: '详情任何状态' }));
    for (const status of [SpuStatus.OFF_SHELF, SpuStatus.ON_SHELF, SpuStatus.VIOLATION, SpuStatus.PENDING_REVIEW, SpuStatus.REJECTED]) {
      await app().db.update(spu).set({ status }).where(eq(spu.spuId, vo.spuId));
      expect((await as('shop_admin').put(DETAIL, { spuId: vo.spuId, detail: `<b>${status}</b>` })).code, `PUT at ${status}`).toBe('00000');
      expect(await storedDetail(vo.spuId)).toBe(`<b>${status}</b>`);
      expect((await as('shop_admin').delete(DETAIL, { spuId: vo.spuId })).code, `DELETE at ${status}`).toBe('00000');
      expect(await storedDetail(vo.spuId)).toBe('');
      expect((await as('shop_admin').post(DETAIL, { spuId: vo.spuId, detail: '<i>再写</i>' })).code, `POST at ${status}`).toBe('00000');
      expect(await storedDetail(vo.spuId)).toBe('<i>再写</i>');
    }
  });
});
