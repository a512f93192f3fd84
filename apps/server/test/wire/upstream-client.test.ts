// Wire compatibility with the upstream mall4cloud merchant client (gz-yami/mall4cloud-multishop): its
// requests replayed as it sends them — its /mall4cloud_* prefixes, from another origin, create bodies with
// ids of 0, '' or null, numbers where it sends numbers, the record of an upload posted before the upload
// has finished, a product edit without the skus' attribute values, an express delivery without a courier —
// and the fields it reads checked in the answers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { aesEcbEncrypt, envelope, type EnvelopeBody } from '../helpers.ts';
import { useTestApp } from '../kit.ts';
import { PNG, startStorage, type StorageUnderTest } from '../media/media-fixtures.ts';
import { catalogueFixture, type CatalogueFixture } from '../products/fixtures.ts';
import { pickOrders, unshippedExpress } from '../orders/fixtures.ts';
import { rows } from '../proof/actors.ts';

const ORIGIN = 'http://merchant.example';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(['local', 's3'] as const)('the upstream merchant client, pictures on the %s driver', (driver) => {
  let storage: StorageUnderTest;
  const overrides: Partial<AppConfig> = { corsOrigins: [ORIGIN] };
  beforeAll(async () => {
    storage = await startStorage(driver);
    Object.assign(overrides, storage.overrides, { uploadArrivalWaitMs: 5_000 });
  });
  afterAll(async () => {
    await storage?.close();
  });
  const app = useTestApp(overrides);
  let token = '';

  /** A call as the client makes it: its prefix, its origin, its token; the answer's CORS header checked. */
  async function call<T = unknown>(method: Method, path: string, body?: unknown): Promise<EnvelopeBody<T>> {
    const response = await app().app.inject({
      method,
      url: path.replace(/^\/mall_/, '/mall4cloud_'),
      headers: { origin: ORIGIN, ...(token ? { authorization: token } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    expect(response.headers['access-control-allow-origin'], `${method} ${path}`).toBe(ORIGIN);
    return envelope<T>(response);
  }

  /** The browser's PUT of a file to a presigned URL, from the client's origin. */
  async function putFile(actionUrl: string, bytes: Buffer): Promise<number> {
    if (driver === 'local') {
      const response = await app().app.inject({
        method: 'PUT',
        url: actionUrl,
        payload: bytes,
        headers: { 'content-type': 'image/png', origin: ORIGIN },
      });
      return response.statusCode;
    }
    return (await fetch(actionUrl, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'image/png' } })).status;
  }

  it('signs in with its slider captcha through /mall4cloud_auth, from its own origin', async () => {
    const preflight = await app().app.inject({
      method: 'OPTIONS',
      url: '/mall4cloud_auth/ua/login',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const refused = await app().app.inject({
      method: 'OPTIONS',
      url: '/mall4cloud_auth/ua/login',
      headers: { origin: 'http://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const got = await call<{ repCode: string; repData: { token: string; secretKey: string } }>('POST', '/mall_auth/ua/captcha/get', {
      captchaType: 'blockPuzzle',
      clientUid: 'slider-1234',
      ts: Date.now(),
    });
    expect(got.data.repCode).toBe('0000');
    const { token: challenge, secretKey } = got.data.repData;
    const answer = envelope<{ x: number }>(
      await app().app.inject({ method: 'GET', url: `/mall_auth/ua/captcha/test_answer?token=${challenge}` }),
    ).data;
    const pointJson = JSON.stringify({ x: answer.x + 0.37, y: 5.0 });
    const checked = await call<{ repCode: string }>('POST', '/mall_auth/ua/captcha/check', {
      captchaType: 'blockPuzzle',
      pointJson: aesEcbEncrypt(pointJson, secretKey),
      token: challenge,
    });
    expect(checked.data.repCode).toBe('0000');
    const login = await call<{ accessToken: string }>('POST', '/mall_auth/ua/login', {
      principal: 'shop_admin',
      credentials: 'Caremall123',
      captchaVerification: aesEcbEncrypt(`${challenge}---${pointJson}`, secretKey),
      sysType: 1,
    });
    expect(login.code).toBe('00000');
    token = login.data.accessToken;
    const info = await call<{ nickName: string; avatar: string | null; isAdmin: number }>('GET', '/mall_multishop/m/shop_user/info');
    expect(info.data).toMatchObject({ isAdmin: 1 });
    expect(typeof info.data.nickName).toBe('string');
  });

  it('creates through every "new" dialog with the id as it sends it (0, "" or null), and reads back the fields it shows', async () => {
    const cases: [string, string, Record<string, unknown>, string, (row: Record<string, unknown>) => boolean][] = [
      [
        'hot search',
        '/mall_multishop/admin/hot_search',
        { hotSearchId: 0, content: '轻便折叠轮椅', seq: null, status: 1, title: '上游轮椅' },
        '/mall_multishop/admin/hot_search/page?pageNum=1&pageSize=10&title=上游轮椅',
        (r) => r.title === '上游轮椅' && typeof r.hotSearchId === 'number' && r.seq === 0,
      ],
      [
        'attribute',
        '/mall_product/admin/attr',
        {
          attrId: '',
          attrType: 0,
          attrValues: [{ attrValueId: null, attrId: null, value: '上游红' }],
          categoryIds: [],
          desc: '',
          name: '上游颜色',
          searchType: 1,
        },
        '/mall_product/admin/attr/page?pageNum=1&pageSize=10&name=上游颜色',
        (r) => r.name === '上游颜色' && Array.isArray(r.attrValues),
      ],
      [
        'category',
        '/mall_product/admin/category',
        {
          categoryId: 0,
          shopId: null,
          parentId: 0,
          name: '上游分类',
          desc: null,
          path: null,
          status: '1',
          icon: '',
          imgUrl: '/demo/products/2.svg',
          level: null,
          seq: 1,
        },
        '/mall_product/admin/category/shop_categories',
        (r) => r.name === '上游分类' && r.level === 0,
      ],
      [
        'role',
        '/mall_rbac/role',
        { roleId: 0, roleName: '上游角色', remark: null, createUserId: null, bizType: null, tenantId: null, menuIds: [], menuPermissionIds: [] },
        '/mall_rbac/role/page?pageNum=1&pageSize=50',
        (r) => r.roleName === '上游角色',
      ],
      [
        'staff member',
        '/mall_multishop/m/shop_user',
        {
          shopUserId: 0,
          shopId: null,
          nickName: '上游员工',
          avatar: '/demo/avatars/2.svg',
          code: null,
          phoneNum: null,
          hasAccount: null,
          roleIds: [],
        },
        '/mall_multishop/m/shop_user/page?pageNum=1&pageSize=10&nickName=上游员工',
        (r) => r.nickName === '上游员工' && r.hasAccount === 0,
      ],
      [
        'picture group',
        '/mall_biz/m/attach_file_group',
        { attachFileGroupId: '', name: '上游组' },
        '/mall_biz/m/attach_file_group/list',
        (r) => r.name === '上游组' && typeof r.attachFileGroupId === 'number',
      ],
      [
        'carousel image',
        '/mall_multishop/admin/index_img',
        { imgId: 0, imgUrl: '/demo/products/4.svg', seq: 0, imgType: 0, status: 1, spuId: null, spu: {} },
        '/mall_multishop/admin/index_img/page?pageNum=1&pageSize=50',
        // With an absolute resources base (s3) the server puts it in front; the client uses an http value as it is.
        (r) => String(r.imgUrl).endsWith('/demo/products/4.svg') && typeof r.imgId === 'number',
      ],
    ];
    for (const [what, path, body, list, found] of cases) {
      const created = await call('POST', path, body);
      expect(created, `${what}: ${JSON.stringify(created)}`).toMatchObject({ code: '00000' });
      const read = await call<unknown>('GET', list);
      const rowsRead = (Array.isArray(read.data) ? read.data : (read.data as { list: unknown[] }).list) as Record<string, unknown>[];
      expect(rowsRead.some(found), `${what} listed`).toBe(true);
    }
  });

  it('uploads a picture with the record posted before the upload finishes; a record whose file never comes is refused', async () => {
    const groups = await call<{ attachFileGroupId: number; name: string }[]>('GET', '/mall_biz/m/attach_file_group/list');
    const group = groups.data.find((g) => g.name === '上游组')!;
    const oss = await call<{ ossList: { dir: string; fileName: string; actionUrl: string }[] }>('GET', '/mall_biz/oss/info?fileNum=2');
    const [slot, never] = oss.data.ossList;
    const record = (s: typeof slot, name: string) => ({
      fileType: 'png',
      fileName: name,
      fileSize: PNG.length,
      type: 1,
      filePath: `/${s!.dir}${s!.fileName}`,
      attachFileGroupId: group.attachFileGroupId,
    });
    // The client fires both at once; here the record goes first and the file follows 300 ms later.
    const saved = call('POST', '/mall_biz/m/attach_file', [record(slot, '上游图.png')]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await putFile(slot!.actionUrl, PNG)).toBe(200);
    expect(await saved).toMatchObject({ code: '00000' });
    const page = await call<{ list: { filePath: string; fileName: string }[] }>(
      'GET',
      `/mall_biz/m/attach_file/page?pageNum=1&pageSize=15&fileName=上游图&fileGroupId=${group.attachFileGroupId}`,
    );
    // The client puts its resources base in front of filePath itself: the answer carries the stored path.
    expect(page.data.list[0]!.filePath).toBe(`/${slot!.dir}${slot!.fileName}`);
    if (driver === 'local') {
      const picture = await app().app.inject({ method: 'GET', url: `/files/${slot!.dir}${slot!.fileName}`, headers: { origin: ORIGIN } });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    const refused = await call('POST', '/mall_biz/m/attach_file', [record(never, '永不到达.png')]);
    expect(refused).toMatchObject({ code: 'A00001', msg: '永不到达.png：图片未上传成功，请重新上传' });
    const [left] = await rows<{ n: number }>(app().db, sql`select count(*)::int as n from attach_file where file_name = '永不到达.png'`);
    expect(left!.n).toBe(0);
  });

  describe('products', () => {
    let cat: CatalogueFixture;
    beforeAll(async () => {
      cat = await catalogueFixture(app().db);
    });

    /** The publish page's body as the client builds it: no seq, no product type, codes as numbers, free-text attribute ids as ''. */
    const published = () => ({
      spuId: '',
      categoryId: cat.leaf,
      shopCategoryId: cat.shop1Secondary,
      name: '上游发布的拐杖',
      sellingPoint: '轻便',
      brandId: 0,
      imgUrls: '/demo/products/1.svg,/demo/products/2.svg',
      isCompose: 0,
      mainImgUrl: '/demo/products/1.svg',
      hasSkuImg: 0,
      scoreFee: 0,
      seq: null,
      spuAttrValues: [{ attrId: cat.importantAttrId, attrName: '产地', attrValueId: '', attrValueName: '浙江' }],
      detail: '<p>好拐杖</p>',
      deliveryMode: JSON.stringify({ hasShopDelivery: true, hasUserPickUp: false, hasCityDelivery: false }),
      priceFee: 1000,
      marketPriceFee: 2000,
      totalStock: 20,
      skuList: ['黑色', '银色'].map((color, i) => ({
        attrs: '颜色',
        skuName: color,
        imgUrl: '',
        priceFee: 1000 + i,
        marketPriceFee: 2000,
        stock: 10,
        partyCode: 8801 + i,
        modelId: 690100 + i,
        status: 1,
        spuSkuAttrValues: [{ attrId: '', attrName: '颜色', attrValueId: '', attrValueName: color }],
      })),
    });

    it('publishes a product, then edits it with the existing skus sent without their attribute values', async () => {
      expect(await call('POST', '/mall_product/m/spu', published())).toMatchObject({ code: '00000' });
      const found = await call<{ list: { spuId: number; spuName: string }[] }>(
        'GET',
        '/mall_search/m/search/page?pageNum=1&pageSize=10&keyword=上游发布的拐杖',
      );
      const spuId = found.data.list[0]!.spuId;
      const read = await call<{
        seq: number;
        productsType: number | null;
        skus: { skuId: number; partyCode: string; modelId: string; spuId: number; stock: number; priceFee: number; spuSkuAttrValues: unknown[] }[];
      }>('GET', `/mall_product/m/spu?spuId=${spuId}`);
      expect(read.data.seq).toBe(1);
      expect(read.data.productsType).toBe(5);
      expect(read.data.skus.map((s) => s.partyCode).sort()).toEqual(['8801', '8802']);
      expect(read.data.skus.every((s) => s.spuSkuAttrValues.length === 1)).toBe(true);

      // The edit page drops spuSkuAttrValues of skus that have a skuId and a spuId, and sends the rest.
      const edit = {
        ...published(),
        spuId,
        changeStock: 5,
        skuList: read.data.skus.map((s) => ({ ...s, stock: s.stock + 5, changeStock: 5, spuSkuAttrValues: undefined })),
      };
      const saved = await call('PUT', '/mall_product/m/spu', edit);
      expect(saved, JSON.stringify(saved)).toMatchObject({ code: '00000' });
      const after = await call<{ skus: { skuId: number; stock: number; spuSkuAttrValues: { attrValueName: string }[] }[] }>(
        'GET',
        `/mall_product/m/spu?spuId=${spuId}`,
      );
      expect(after.data.skus.map((s) => s.stock)).toEqual([15, 15]);
      expect(after.data.skus.flatMap((s) => s.spuSkuAttrValues.map((v) => v.attrValueName)).sort()).toEqual(['银色', '黑色']);
    });
  });

  it('ships an express order as the client sends it (the order own delivery type, all items, no courier) and reads the package back', async () => {
    const [order] = await pickOrders(app(), unshippedExpress(1));
    const read = await call<{
      deliveryType: number;
      orderAddr: { consignee: string; mobile: string; province: string; city: string; area: string; addr: string };
      orderItems: { orderItemId: number; count: number; pic: string; spuName: string }[];
    }>('GET', `/mall_order/m/order/order_item_and_address/${order!.orderId}`);
    expect(read.data.orderAddr).toMatchObject({ consignee: expect.any(String), mobile: expect.any(String), addr: expect.any(String) });
    const shipped = await call('POST', '/mall_order/m/order/delivery', {
      orderId: order!.orderId,
      selectOrderItems: read.data.orderItems.map((i) => ({ changeNum: i.count, orderItemId: i.orderItemId, pic: i.pic, spuName: i.spuName })),
      deliveryType: read.data.deliveryType,
    });
    expect(shipped, JSON.stringify(shipped)).toMatchObject({ code: '00000' });
    const info = await call<{ status: number; orderItems: { pic: string }[] }>('GET', `/mall_order/m/order/order_info/${order!.orderId}`);
    expect(info.data.status).toBe(3);
    const page = await call<{ list: { orderId: number; status: number; orderItems: { pic: string }[] }[] }>(
      'GET',
      '/mall_order/m/order/page?pageNum=1&pageSize=10&status=3',
    );
    expect(page.data.list.some((o) => o.orderId === order!.orderId)).toBe(true);
    // A half-filled courier is still the spec's dialog and keeps its messages.
    const [other] = await pickOrders(app(), unshippedExpress(1));
    const half = await call('POST', '/mall_order/m/order/delivery', {
      orderId: other!.orderId,
      selectOrderItems: other!.items.map((i) => ({ orderItemId: i.orderItemId, changeNum: i.count })),
      deliveryType: 1,
      deliveryNo: 'SF123',
    });
    expect(half).toMatchObject({ code: 'A00002', data: ['deliveryCompanyId:请选择物流公司'] });
  });
});
