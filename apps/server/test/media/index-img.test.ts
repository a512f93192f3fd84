import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { indexImg } from '../../src/db/schema/index.ts';
import { envelope, libraryPicture, shopPicture } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';

const app = useTestApp();
const as = usersOf(app);
let picture = '';
let carePicture = '';

beforeAll(async () => {
  picture = (await libraryPicture(app(), 1)).filePath;
  carePicture = (await libraryPicture(app(), 2)).filePath;
});

interface Img {
  imgId: number;
  imgUrl: string;
  seq: number;
  status: number;
  imgType: number;
  spuId: number | null;
  spu: unknown;
}
interface ImgPage {
  total: number;
  pages: number;
  list: Img[];
}

const body = (extra: Record<string, unknown> = {}) => ({ imgUrl: picture, seq: 1, imgType: 0, status: 1, spuId: '', ...extra });

describe('numbers as clients send them', () => {
  it('a blank filter filters nothing', async () => {
    await as('shop_admin').post('/mall_multishop/admin/index_img', body({ seq: 1, imgType: 0, status: 0 }));
    await as('shop_admin').post('/mall_multishop/admin/index_img', body({ seq: 2, imgType: 1, status: 1 }));
    const page = (query = '') => as('shop_admin').get<ImgPage>(`/mall_multishop/admin/index_img/page?pageNum=1&pageSize=100${query}`);
    const all = (await page()).data;
    expect(new Set(all.list.map((img) => img.status))).toEqual(new Set([0, 1]));
    expect(new Set(all.list.map((img) => img.imgType))).toEqual(new Set([0, 1]));
    for (const blank of ['&status=', '&imgType=', '&status=&imgType=%20']) expect((await page(blank)).data, blank).toEqual(all);
  });

  it('a null is the field left out: seq and type are asked for, the status is on', async () => {
    const refused = await as('shop_admin').post<string[]>('/mall_multishop/admin/index_img', body({ seq: null, imgType: null }));
    expect(refused.data).toEqual(expect.arrayContaining(['seq:序号不能为空', 'imgType:图片类型不能为空']));
    expect(await as('shop_admin').post('/mall_multishop/admin/index_img', body({ seq: 4321, status: null }))).toMatchObject({ code: '00000' });
    const [saved] = await app().db.select().from(indexImg).where(eq(indexImg.seq, 4321));
    expect(saved?.status).toBe(1);
  });
});

describe('carousel images', () => {
  it('creates, reads, edits and deletes an image', async () => {
    expect(await as('shop_admin').post('/mall_multishop/admin/index_img', body({ seq: 777 }))).toMatchObject({ code: '00000', msg: 'ok' });
    const page = await as('shop_admin').get<ImgPage>('/mall_multishop/admin/index_img/page?pageNum=1&pageSize=10');
    const row = page.data.list.find((r) => r.seq === 777)!;
    // [img] fields carry the resources prefix; the stored value stays relative.
    expect(row).toMatchObject({ imgUrl: picture, status: 1, imgType: 0, spuId: null });
    const detail = await as('shop_admin').get<Img>(`/mall_multishop/admin/index_img?imgId=${row.imgId}`);
    expect(detail.data).toMatchObject({ imgId: row.imgId, spu: null });

    // A client echoing back the prefixed URL stores the path only.
    const edited = await as('shop_admin').put('/mall_multishop/admin/index_img', {
      ...body({ seq: 778, status: 0, imgType: 1 }),
      imgId: row.imgId,
      imgUrl: row.imgUrl,
    });
    expect(edited.code).toBe('00000');
    const [stored] = await app().db.select().from(indexImg).where(eq(indexImg.imgId, row.imgId));
    expect(stored).toMatchObject({ imgUrl: picture, seq: 778, status: 0, imgType: 1, spuId: null });

    expect((await as('shop_admin').delete(`/mall_multishop/admin/index_img?imgId=${row.imgId}`)).code).toBe('00000');
    expect(await app().db.select().from(indexImg).where(eq(indexImg.imgId, row.imgId))).toHaveLength(0);
  });

  it('pages, filters by type and status, orders by seq descending', async () => {
    for (let i = 0; i < 5; i++)
      await as('care_admin').post('/mall_multishop/admin/index_img', body({ seq: i, imgType: i % 2, status: i < 4 ? 1 : 0, imgUrl: carePicture }));
    const page = await as('care_admin').get<ImgPage>('/mall_multishop/admin/index_img/page?pageNum=1&pageSize=2');
    expect(page.data).toMatchObject({ total: 5, pages: 3 });
    expect(page.data.list.map((r) => r.seq)).toEqual([4, 3]);
    const pc = await as('care_admin').get<ImgPage>('/mall_multishop/admin/index_img/page?pageNum=1&pageSize=10&imgType=1');
    expect(pc.data.list.map((r) => r.seq)).toEqual([3, 1]);
    const off = await as('care_admin').get<ImgPage>('/mall_multishop/admin/index_img/page?pageNum=1&pageSize=10&status=0');
    expect(off.data.list.map((r) => r.seq)).toEqual([4]);
  });

  it('reports every validation message', async () => {
    const bad = await as('shop_admin').post<string[]>('/mall_multishop/admin/index_img', {});
    expect(bad.code).toBe('A00002');
    expect(bad.data).toEqual(expect.arrayContaining(['imgUrl:图片不能为空', 'seq:序号不能为空', 'imgType:图片类型不能为空']));
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ imgUrl: ' ' }))).data).toEqual(['imgUrl:图片不能为空']);
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ seq: -1 }))).data).toEqual(['seq:序号不能小于0']);
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ seq: 1.5 }))).data).toEqual(['seq:序号必须为整数']);
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ imgType: 2 }))).data).toEqual(['imgType:图片类型不正确']);
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ status: 3 }))).data).toEqual(['status:状态不正确']);
    expect((await as('shop_admin').get('/mall_multishop/admin/index_img')).data).toEqual(['imgId:imgId不能为空']);
    // Only a picture the server stored for this shop (or a demo picture) is a picture: no outside
    // address, no script or data URL, no path it did not issue, no other shop's upload.
    const otherShops = carePicture;
    // Issued to the shop but not in its library (never recorded, or deleted): nothing a carousel can show.
    const notInLibrary = shopPicture(app().app, 1);
    const forged = `${picture.slice(0, -1)}${picture.endsWith('0') ? '1' : '0'}`;
    for (const imgUrl of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.png',
      'x.png',
      '/a b.png',
      'https://cdn.example/a.png',
      otherShops,
      notInLibrary,
      forged,
      '/demo/../x.svg',
    ]) {
      const answer = await as('shop_admin').post('/mall_multishop/admin/index_img', body({ imgUrl, seq: 4343 }));
      expect(answer, imgUrl).toMatchObject({ code: 'A00001', msg: '图片无效，请从图片库中选择图片' });
    }
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ imgUrl: `/files${picture}`, seq: 4343 }))).code).toBe('00000');
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ imgUrl: '/demo/products/3.svg', seq: 4343 }))).code).toBe('00000');
    const malformed = await app().app.inject({
      method: 'POST',
      url: '/mall_multishop/admin/index_img',
      headers: { authorization: await as('shop_admin').token(), 'content-type': 'application/json' },
      payload: '{"imgUrl":',
    });
    expect(envelope(malformed).code).toBe('A00003');
  });

  it('links only products of the shop that are on shelf', async () => {
    expect(await as('shop_admin').post('/mall_multishop/admin/index_img', body({ spuId: 987654 }))).toMatchObject({
      code: 'A00001',
      msg: '商品不存在或已删除',
    });
    const insertSpu = async (shopId: number, name: string, status = 1) => {
      const result = (await app().db.execute(
        sql`insert into spu (shop_id, category_id, name, main_img_url, status) values (${shopId}, 1, ${name}, '/spu.png', ${status}) returning spu_id`,
      )) as unknown as { rows: { spu_id: number | string }[] };
      return Number(result.rows[0]!.spu_id);
    };
    const own = await insertSpu(1, '适老助行器');
    const careSpu = await insertSpu(2, '康复理疗');
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ spuId: careSpu }))).msg).toBe('商品不存在或已删除');
    // Off shelf, taken down by the platform, waiting for or refused review: the picker offers none of them.
    for (const status of [0, 2, 3, 4]) {
      const notOnSale = await insertSpu(1, `未上架${status}`, status);
      expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ spuId: notOnSale }))).msg, `status ${status}`).toBe(
        '商品未上架，不能关联到轮播图',
      );
    }
    expect((await as('shop_admin').post('/mall_multishop/admin/index_img', body({ seq: 4242, spuId: own }))).code).toBe('00000');
    const [row] = await app().db.select().from(indexImg).where(eq(indexImg.seq, 4242));
    const detail = await as('shop_admin').get<Img>(`/mall_multishop/admin/index_img?imgId=${row!.imgId}`);
    expect(detail.data).toMatchObject({ spuId: own, spu: { spuId: own, spuName: '适老助行器', mainImgUrl: '/spu.png' } });
  });

  it('refuses writes to staff without the permissions', async () => {
    expect((await as('shop_staff').post('/mall_multishop/admin/index_img', body())).code).toBe('A00006');
    const [row] = await app().db.insert(indexImg).values({ shopId: 1, imgUrl: '/x', seq: 5 }).returning();
    expect((await as('shop_staff').put('/mall_multishop/admin/index_img', { ...body(), imgId: row!.imgId })).code).toBe('A00006');
    expect((await as('shop_staff').delete(`/mall_multishop/admin/index_img?imgId=${row!.imgId}`)).code).toBe('A00006');
    expect(await app().db.select().from(indexImg).where(eq(indexImg.imgId, row!.imgId))).toHaveLength(1);
  });

  it("treats another shop's image as not found and leaves it unchanged", async () => {
    const [careRow] = await app().db.insert(indexImg).values({ shopId: 2, imgUrl: '/care.png', seq: 9 }).returning();
    const id = careRow!.imgId;
    expect(await as('shop_admin').get(`/mall_multishop/admin/index_img?imgId=${id}`)).toMatchObject({
      code: 'A00001',
      msg: '轮播图不存在或已删除',
    });
    expect((await as('shop_admin').put('/mall_multishop/admin/index_img', { ...body({ seq: 0 }), imgId: id })).msg).toBe('轮播图不存在或已删除');
    expect((await as('shop_admin').delete(`/mall_multishop/admin/index_img?imgId=${id}`)).msg).toBe('轮播图不存在或已删除');
    const [still] = await app().db.select().from(indexImg).where(eq(indexImg.imgId, id));
    expect(still).toMatchObject({ seq: 9, imgUrl: '/care.png' });
    const page = await as('shop_admin').get<ImgPage>('/mall_multishop/admin/index_img/page?pageNum=1&pageSize=100');
    expect(page.data.list.some((r) => r.imgId === id)).toBe(false);
  });
});
