// Races: pairs of requests that change the same state, fired at the same moment many times against
// PostgreSQL; afterwards the state must be one the two could produce one after the other, and each
// answer is a success or the spec's refusal (never A00005). PGlite has a single connection, so
// requests never overlap there: the suite runs on the PostgreSQL pass only.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CATEGORY_MESSAGES,
  INDEX_IMG_MESSAGES,
  MEDIA_MESSAGES,
  MENU_MESSAGES,
  OFFLINE_EVENT_MESSAGES,
  ROLE_MESSAGES,
  SHOP_USER_MESSAGES,
  SPU_MESSAGES,
  SPU_TRANSFER_MESSAGES,
  SPU_TRANSFER_SHEETS,
} from '@caremall/contract';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { takeProductsOffShelfByCategories } from '../../src/modules/product/spu/spu-status.store.ts';
import { createTestApp, envelope, loginRequest, solveCaptcha, type EnvelopeBody, type TestApp } from '../helpers.ts';
import { catalogueFixture, type CatalogueFixture } from '../products/fixtures.ts';
import { productBody } from '../products/support.ts';
import { PNG, startStorage, type StorageUnderTest } from '../media/media-fixtures.ts';
import { actor, rows, type Call } from './actors.ts';
import { onPostgres } from './processes.ts';

const OK = '00000';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SHOP_USER = '/mall_multishop/m/shop_user';
const ACCOUNT = '/mall_multishop/shop_user/account';
const PROD_STATUS = '/mall_product/admin/spu/prod_status';
const SPU = '/mall_product/admin/spu';
const CATEGORY = '/mall_product/admin/category';

/** The problems among checks (null: no problem). */
const found = (...checks: (string | null)[]) => checks.filter((p): p is string => p !== null);

/** An answer that is neither a success nor one of the refusals the route's spec gives for a moved state. */
function unexpected(label: string, answer: EnvelopeBody, refusals: string[]): string | null {
  if (answer.code === OK) return null;
  if (answer.code === 'A00001' && refusals.includes(answer.msg ?? '')) return null;
  return `${label}: ${answer.code} ${answer.msg}`;
}

describe.skipIf(!onPostgres())('concurrent state changes (skipped on PGlite: its single connection runs requests one at a time)', () => {
  let t: TestApp;
  let storage: StorageUnderTest;
  let cat: CatalogueFixture;
  let shop: Call;
  let platform: Call;
  let seq = 0;
  const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;

  beforeAll(async () => {
    storage = await startStorage('local');
    // Sign-in checks of deleted staff must meet the password check, not the failure limit.
    t = await createTestApp({ ...storage.overrides, loginMaxFailures: 10_000, loginMaxFailuresPerUsername: 10_000 });
    cat = await catalogueFixture(t.db);
    shop = await actor(t.app, 'shop_admin');
    platform = await actor(t.app, 'platform');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await storage?.close();
  });

  const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.db, query))[0];

  async function newStaff(withAccount?: { username: string; status: 0 | 1 }): Promise<number> {
    const nickName = unique('竞');
    expect((await shop({ method: 'POST', url: SHOP_USER, payload: { nickName, avatar: '/demo/avatars/3.svg' } })).code).toBe(OK);
    const { id } = (await one<{ id: number }>(sql`select shop_user_id as id from shop_user where nick_name = ${nickName}`))!;
    if (withAccount) {
      const created = await shop({ method: 'POST', url: ACCOUNT, payload: { userId: Number(id), password: DEMO_PASSWORD, ...withAccount } });
      expect(created.code).toBe(OK);
    }
    return Number(id);
  }

  async function newProduct(status: number, overrides: Record<string, unknown> = {}): Promise<number> {
    const name = unique('竞态');
    const created = await shop({ method: 'POST', url: SPU, payload: productBody(cat, { name, ...overrides }) });
    expect(created.code, JSON.stringify(created)).toBe(OK);
    const { id } = (await one<{ id: number }>(sql`select spu_id as id from spu where name = ${name}`))!;
    await t.db.execute(sql`update spu set status = ${status} where spu_id = ${id}`);
    return Number(id);
  }

  async function newCategory(shopId: number, parentId: number, level: number): Promise<number> {
    const { id } = (await one<{ id: number }>(
      sql`insert into category (shop_id, parent_id, name, level, status, path, seq, img_url)
          values (${shopId}, ${parentId}, ${unique('竞态分类')}, ${level}, 1, '', 1, '/demo/products/1.svg') returning category_id as id`,
    ))!;
    return Number(id);
  }

  const spuStatus = async (spuId: number) => Number((await one<{ s: number }>(sql`select status as s from spu where spu_id = ${spuId}`))!.s);

  it('staff deleted while its account is created: no live account is left, the deleted member cannot sign in', async () => {
    const problems: string[] = [];
    const usernames: string[] = [];
    for (let i = 0; i < 25; i++) {
      const userId = await newStaff();
      const username = unique('rc').slice(0, 16);
      usernames.push(username);
      const [removed, account] = await Promise.all([
        shop({ method: 'DELETE', url: `${SHOP_USER}?shopUserId=${userId}` }),
        shop({ method: 'POST', url: ACCOUNT, payload: { userId, username, password: DEMO_PASSWORD, status: 1 } }),
      ]);
      problems.push(...found(unexpected('delete', removed, []), unexpected('create account', account, [SHOP_USER_MESSAGES.accountNotFound])));
      const live = await rows(t.db, sql`select uid from auth_account where user_id = ${userId} and sys_type = 1 and status <> -1`);
      if (removed.code === OK && live.length) problems.push(`staff ${userId} deleted but its account is live`);
    }
    for (const username of usernames) {
      const answer = envelope(await loginRequest(t.app, username));
      if (answer.code === OK) problems.push(`${username} signs in after its staff member was deleted`);
    }
    expect(problems).toEqual([]);
  });

  it('staff deleted while its account is modified: the account stays deleted', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 25; i++) {
      const username = unique('ru').slice(0, 16);
      const userId = await newStaff({ username, status: 0 });
      const [removed, modified] = await Promise.all([
        shop({ method: 'DELETE', url: `${SHOP_USER}?shopUserId=${userId}` }),
        shop({ method: 'PUT', url: ACCOUNT, payload: { userId, username, status: 1 } }),
      ]);
      problems.push(...found(unexpected('delete', removed, []), unexpected('modify account', modified, [SHOP_USER_MESSAGES.accountNotFound])));
      const live = await rows(t.db, sql`select uid, status from auth_account where user_id = ${userId} and sys_type = 1 and status <> -1`);
      if (removed.code === OK && live.length) problems.push(`staff ${userId} deleted but its account is live: ${JSON.stringify(live)}`);
      if (i % 5 === 0 && removed.code === OK && envelope(await loginRequest(t.app, username)).code === OK)
        problems.push(`${username} signs in after deletion`);
    }
    expect(problems).toEqual([]);
  });

  it("a shop's shelf-off racing the platform's take-down: exactly one wins, a taken-down product stays down", async () => {
    const problems: string[] = [];
    for (let i = 0; i < 25; i++) {
      const spuId = await newProduct(1);
      const [off, down] = await Promise.all([
        shop({ method: 'PUT', url: PROD_STATUS, payload: { spuId, status: 0 } }),
        platform({ method: 'PUT', url: '/mall_product/platform/spu/offline', payload: { spuId, offlineReason: '虚假宣传' } }),
      ]);
      problems.push(
        ...found(unexpected('shelf-off', off, [SPU_MESSAGES.badStatus]), unexpected('take-down', down, [OFFLINE_EVENT_MESSAGES.notOnShelf])),
      );
      const status = await spuStatus(spuId);
      const events = Number((await one<{ n: number }>(sql`select count(*)::int as n from offline_handle_event where spu_id = ${spuId}`))!.n);
      if ((off.code === OK) === (down.code === OK)) problems.push(`product ${spuId}: shelf-off ${off.code}, take-down ${down.code}`);
      if (down.code === OK && (status !== 2 || events !== 1)) problems.push(`product ${spuId} taken down but status ${status}, ${events} events`);
      if (off.code === OK && down.code !== OK && (status !== 0 || events !== 0))
        problems.push(`product ${spuId} shelved off but status ${status}, ${events} events`);
    }
    expect(problems).toEqual([]);
  });

  it("a shop's shelf-off racing the platform's review: a product the shop took off never ends on shelf", async () => {
    const problems: string[] = [];
    for (let i = 0; i < 25; i++) {
      const spuId = await newProduct(3);
      const verdict = i % 2 === 0 ? { spuId, status: 1 } : { spuId, status: 4, opinion: '图片模糊' };
      const [off, review] = await Promise.all([
        shop({ method: 'PUT', url: PROD_STATUS, payload: { spuId, status: 0 } }),
        platform({ method: 'PUT', url: '/mall_product/platform/spu/audit', payload: verdict }),
      ]);
      problems.push(
        ...found(unexpected('shelf-off', off, [SPU_MESSAGES.badStatus]), unexpected('review', review, [OFFLINE_EVENT_MESSAGES.notPending])),
      );
      const status = await spuStatus(spuId);
      // The shelf-off applies to pending, approved and rejected products alike: it succeeds in either order and has the last word.
      if (off.code !== OK || status !== 0)
        problems.push(`product ${spuId}: shelf-off ${off.code} ${off.msg}, review ${review.code}, status ${status}`);
    }
    expect(problems).toEqual([]);
  });

  it('shelf-on racing delete: exactly one wins, a deleted product stays deleted with its skus', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 25; i++) {
      const spuId = await newProduct(0);
      const batch = i % 2 === 1;
      const [on, removed] = await Promise.all([
        shop({ method: 'PUT', url: PROD_STATUS, payload: batch ? { spuIds: [spuId], status: 1 } : { spuId, status: 1 } }),
        shop({ method: 'DELETE', url: `${SPU}?spuId=${spuId}` }),
      ]);
      problems.push(
        ...found(
          unexpected('shelf-on', on, [SPU_MESSAGES.statusNotFound, SPU_MESSAGES.batchRefused([spuId])]),
          unexpected('delete', removed, [SPU_MESSAGES.notDeletable, SPU_MESSAGES.notFound]),
        ),
      );
      const status = await spuStatus(spuId);
      const liveSkus = Number((await one<{ n: number }>(sql`select count(*)::int as n from sku where spu_id = ${spuId} and status <> -1`))!.n);
      if ((on.code === OK) === (removed.code === OK)) problems.push(`product ${spuId}: shelf-on ${on.code}, delete ${removed.code}`);
      if (removed.code === OK && (status !== -1 || liveSkus !== 0))
        problems.push(`product ${spuId} deleted but status ${status} with ${liveSkus} live skus`);
      if (on.code === OK && (status !== 3 || liveSkus !== 6))
        problems.push(`product ${spuId} shelved on but status ${status} with ${liveSkus} live skus`);
    }
    expect(problems).toEqual([]);
  });

  // Platform categories go offline through the catalogue's own transaction (no HTTP call of this server takes
  // them down): it is run here as the category route runs it for a shop's category.
  it('shelf-on racing the take-down of its platform category: no product stays on shelf or in review under an offline category', async () => {
    const problems: string[] = [];
    const { mid } = (await one<{ mid: number }>(sql`select parent_id as mid from category where category_id = ${cat.leaf}`))!;
    for (let i = 0; i < 20; i++) {
      const leaf = await newCategory(0, Number(mid), 2);
      const spuId = await newProduct(0);
      await t.db.execute(sql`update spu set category_id = ${leaf} where spu_id = ${spuId}`);
      const takeDown = () =>
        t.db.transaction(async (tx) => {
          await tx.execute(sql`update category set status = 0 where category_id = ${leaf}`);
          await takeProductsOffShelfByCategories(tx, { platformCategoryIds: [leaf] });
        });
      const [on] = await Promise.all([shop({ method: 'PUT', url: PROD_STATUS, payload: { spuId, status: 1 } }), takeDown()]);
      problems.push(...found(unexpected('shelf-on', on, [SPU_MESSAGES.categoryOffline])));
      const status = await spuStatus(spuId);
      if (status === 1 || status === 3) problems.push(`product ${spuId} has status ${status} under offline category ${leaf} (shelf-on ${on.code})`);
    }
    expect(problems).toEqual([]);
  });

  it('a product saved into a shop category being deleted: exactly one wins, no product points at a missing category', async () => {
    const problems: string[] = [];
    const edited = await newProduct(0);
    for (let i = 0; i < 20; i++) {
      const shopCategoryId = await newCategory(1, cat.shop1Primary, 1);
      const name = unique('竞态保存');
      // Even iterations create a product, odd ones move an existing product into the category.
      const body = productBody(cat, { name, shopCategoryId, ...(i % 2 === 1 ? { spuId: edited } : {}) });
      const [saved, removed] = await Promise.all([
        shop({ method: i % 2 === 1 ? 'PUT' : 'POST', url: SPU, payload: body }),
        shop({ method: 'DELETE', url: `${CATEGORY}?categoryId=${shopCategoryId}` }),
      ]);
      problems.push(
        ...found(unexpected('save', saved, [SPU_MESSAGES.badShopCategory]), unexpected('delete category', removed, [CATEGORY_MESSAGES.inUse])),
      );
      if ((saved.code === OK) === (removed.code === OK)) problems.push(`category ${shopCategoryId}: save ${saved.code}, delete ${removed.code}`);
    }
    const dangling = await rows(
      t.db,
      sql`select s.spu_id, s.category_id, s.shop_category_id from spu s where s.status <> -1
          and (not exists (select 1 from category c where c.category_id = s.category_id)
            or not exists (select 1 from category c where c.category_id = s.shop_category_id))`,
    );
    expect(problems).toEqual([]);
    expect(dangling).toEqual([]);
  });

  it('products imported into a shop category being deleted: exactly one wins, no product points at a missing category', async () => {
    const problems: string[] = [];
    const headers = SPU_TRANSFER_SHEETS.zh_CN.headers;
    // Enough products that the import's transaction lasts long enough for a delete to land inside it.
    const PRODUCTS = 100;
    const importOf = async (shopCategoryId: number, name: string) => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('商品');
      sheet.addRow([
        headers.name,
        headers.sellingPoint,
        headers.categoryId,
        headers.shopCategoryId,
        headers.pictures,
        headers.basicAttrs,
        headers.price,
        headers.stock,
      ]);
      for (let n = 1; n <= PRODUCTS; n++)
        sheet.addRow([`${name}${n}`, '好用', cat.leaf, shopCategoryId, '/demo/products/1.svg', '产地：浙江', 9.9, 5]);
      const boundary = '----caremall-race';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="race.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
      return {
        method: 'POST' as const,
        url: '/mall_product/m/spu/import',
        payload: Buffer.concat([Buffer.from(head), Buffer.from(await workbook.xlsx.writeBuffer()), Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    // The delete is sent at moments spread over one and a half times an import's own time (measured here), so some
    // land before the import reads the category, some while its transaction writes the products, some after it.
    const started = performance.now();
    expect((await shop(await importOf(await newCategory(1, cat.shop1Primary, 1), unique('竞态导入')))).code).toBe(OK);
    const importTime = performance.now() - started;
    const outcomes = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const shopCategoryId = await newCategory(1, cat.shop1Primary, 1);
      const importing = shop(await importOf(shopCategoryId, unique('竞态导入')));
      await pause((1.5 * importTime * i) / 11);
      const [imported, removed] = await Promise.all([importing, shop({ method: 'DELETE', url: `${CATEGORY}?categoryId=${shopCategoryId}` })]);
      problems.push(
        ...found(
          unexpected('import', imported, [SPU_TRANSFER_MESSAGES.rowsFailed(PRODUCTS)]),
          unexpected('delete category', removed, [CATEGORY_MESSAGES.inUse]),
        ),
      );
      if ((imported.code === OK) === (removed.code === OK))
        problems.push(`category ${shopCategoryId}: import ${imported.code}, delete ${removed.code}`);
      outcomes.add(imported.code === OK ? 'import first' : 'delete first');
    }
    const dangling = await rows(
      t.db,
      sql`select s.spu_id from spu s where s.status <> -1 and not exists (select 1 from category c where c.category_id = s.shop_category_id)`,
    );
    expect(problems).toEqual([]);
    expect(dangling).toEqual([]);
    expect([...outcomes].sort()).toEqual(['delete first', 'import first']);
  });

  it('a child category created under a parent being deleted: exactly one wins, no category loses its parent', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 20; i++) {
      const parentId = await newCategory(1, 0, 0);
      const [created, removed] = await Promise.all([
        shop({ method: 'POST', url: CATEGORY, payload: { parentId, name: unique('子'), imgUrl: '/demo/products/1.svg', seq: 1, status: 1 } }),
        shop({ method: 'DELETE', url: `${CATEGORY}?categoryId=${parentId}` }),
      ]);
      problems.push(
        ...found(unexpected('create child', created, [CATEGORY_MESSAGES.notFound]), unexpected('delete parent', removed, [CATEGORY_MESSAGES.inUse])),
      );
      if ((created.code === OK) === (removed.code === OK)) problems.push(`parent ${parentId}: create ${created.code}, delete ${removed.code}`);
    }
    const orphans = await rows(
      t.db,
      sql`select c.category_id from category c where c.parent_id <> 0 and not exists (select 1 from category p where p.category_id = c.parent_id)`,
    );
    expect(problems).toEqual([]);
    expect(orphans).toEqual([]);
  });

  /** A picture uploaded to storage for the shop (not yet recorded in its library): its stored path. */
  async function uploaded(): Promise<string> {
    const slots = await shop({ method: 'GET', url: '/mall_biz/oss/info?fileNum=1' });
    const slot = (slots.data as { ossList: { dir: string; fileName: string; actionUrl: string }[] }).ossList[0]!;
    const put = await t.app.inject({ method: 'PUT', url: slot.actionUrl, payload: PNG, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBe(200);
    return `/${slot.dir}${slot.fileName}`;
  }

  it('two saves of the same uploaded picture: both answer an envelope, one row is recorded', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 20; i++) {
      const filePath = await uploaded();
      const record = [{ filePath, fileName: 'race.png', fileType: 'png', fileSize: PNG.length, type: 1, attachFileGroupId: 1 }];
      const answers = await Promise.all([1, 2].map(() => shop({ method: 'POST', url: '/mall_biz/m/attach_file', payload: record })));
      problems.push(...found(...answers.map((a, n) => unexpected(`save ${n}`, a, [MEDIA_MESSAGES.alreadySaved]))));
      const saved = Number((await one<{ n: number }>(sql`select count(*)::int as n from attach_file where file_path = ${filePath}`))!.n);
      if (saved !== 1 || answers.filter((a) => a.code === OK).length !== 1)
        problems.push(`${filePath}: ${saved} rows, answers ${answers.map((a) => a.code)}`);
    }
    expect(problems).toEqual([]);
  });

  it('a role deleted while it is given to a staff member: no staff member keeps a grant of a deleted role', async () => {
    const problems: string[] = [];
    const userId = await newStaff();
    for (let i = 0; i < 20; i++) {
      const roleName = unique('竞态角色');
      expect((await shop({ method: 'POST', url: '/mall_rbac/role', payload: { roleName, menuIds: [147], menuPermissionIds: [] } })).code).toBe(OK);
      const roleId = Number((await one<{ id: number }>(sql`select role_id as id from role where role_name = ${roleName}`))!.id);
      const [given, removed] = await Promise.all([
        shop({
          method: 'PUT',
          url: SHOP_USER,
          payload: { shopUserId: userId, nickName: '竞态员工', avatar: '/demo/avatars/3.svg', roleIds: [roleId] },
        }),
        shop({ method: 'DELETE', url: `/mall_rbac/role?roleId=${roleId}` }),
      ]);
      problems.push(
        ...found(unexpected('give role', given, [SHOP_USER_MESSAGES.rolesInvalid]), unexpected('delete role', removed, [ROLE_MESSAGES.notFound])),
      );
    }
    const dangling = await rows(
      t.db,
      sql`select 'user_role' as t, u.role_id from user_role u where not exists (select 1 from role r where r.role_id = u.role_id)
          union all select 'role_menu', m.role_id from role_menu m where not exists (select 1 from role r where r.role_id = m.role_id)`,
    );
    expect(problems).toEqual([]);
    expect(dangling).toEqual([]);
  });

  it('a take-down reapplied twice at once, and a reapplication passed and failed at once: one of each wins', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 20; i++) {
      const spuId = await newProduct(1);
      expect((await platform({ method: 'PUT', url: '/mall_product/platform/spu/offline', payload: { spuId, offlineReason: '虚假宣传' } })).code).toBe(
        OK,
      );
      const eventId = Number((await one<{ id: number }>(sql`select event_id as id from offline_handle_event where spu_id = ${spuId}`))!.id);
      const apply = () =>
        shop({
          method: 'POST',
          url: '/mall_product/admin/product_offline_handle_event/audit_apply',
          payload: { eventId, handleId: spuId, reapplyReason: '已整改' },
        });
      const applied = await Promise.all([apply(), apply()]);
      problems.push(...found(...applied.map((a, n) => unexpected(`reapply ${n}`, a, [OFFLINE_EVENT_MESSAGES.eventNotApplicable]))));
      const items = Number((await one<{ n: number }>(sql`select count(*)::int as n from offline_handle_event_item where event_id = ${eventId}`))!.n);
      if (items !== 1 || applied.filter((a) => a.code === OK).length !== 1)
        problems.push(`event ${eventId}: ${items} reapplications, answers ${applied.map((a) => a.code)}`);

      const judge = (status: 3 | 4) =>
        platform({ method: 'PUT', url: '/mall_product/platform/offline_handle_event/audit', payload: { eventId, status, refuseReason: '仍有问题' } });
      const [pass, fail] = await Promise.all([judge(3), judge(4)]);
      problems.push(
        ...found(
          unexpected('pass', pass, [OFFLINE_EVENT_MESSAGES.eventNotWaiting]),
          unexpected('fail', fail, [OFFLINE_EVENT_MESSAGES.eventNotWaiting]),
        ),
      );
      const event = (await one<{ status: number }>(sql`select status from offline_handle_event where event_id = ${eventId}`))!;
      const status = await spuStatus(spuId);
      if ((pass.code === OK) === (fail.code === OK)) problems.push(`event ${eventId}: pass ${pass.code}, fail ${fail.code}`);
      if (pass.code === OK && (Number(event.status) !== 3 || status !== 0))
        problems.push(`event ${eventId} passed but event ${event.status}, product ${status}`);
      if (fail.code === OK && (Number(event.status) !== 4 || status !== 2))
        problems.push(`event ${eventId} failed but event ${event.status}, product ${status}`);
    }
    expect(problems).toEqual([]);
  });

  it('a picture saved into a group being deleted: no picture is left in a missing group', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 15; i++) {
      const name = unique('g').slice(-6);
      expect((await shop({ method: 'POST', url: '/mall_biz/m/attach_file_group', payload: { name } })).code).toBe(OK);
      const groupId = Number((await one<{ id: number }>(sql`select attach_file_group_id as id from attach_file_group where name = ${name}`))!.id);
      const filePath = await uploaded();
      const [saved, removed] = await Promise.all([
        shop({
          method: 'POST',
          url: '/mall_biz/m/attach_file',
          payload: [{ filePath, fileName: 'g.png', fileType: 'png', fileSize: PNG.length, type: 1, attachFileGroupId: groupId }],
        }),
        shop({ method: 'DELETE', url: `/mall_biz/m/attach_file_group?attachFileGroupId=${groupId}` }),
      ]);
      problems.push(...found(unexpected('save', saved, [MEDIA_MESSAGES.groupNotFound]), unexpected('delete group', removed, [])));
    }
    const lost = await rows(
      t.db,
      sql`select f.file_id, f.attach_file_group_id from attach_file f where f.attach_file_group_id <> 0
          and not exists (select 1 from attach_file_group g where g.attach_file_group_id = f.attach_file_group_id)`,
    );
    expect(problems).toEqual([]);
    expect(lost).toEqual([]);
  });

  it('a carousel image linked to a product being taken off shelf, sent in both orders: no image points at a product off shelf', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 16; i++) {
      const spuId = await newProduct(1);
      const link = () =>
        shop({
          method: 'POST',
          url: '/mall_multishop/admin/index_img',
          payload: { imgUrl: '/demo/products/1.svg', seq: 1, imgType: 0, status: 1, spuId },
        });
      const takeOff = () => shop({ method: 'PUT', url: `${SPU}/prod_status`, payload: { spuIds: [spuId], status: 0 } });
      const [linked, takenOff] = i % 2 === 0 ? await Promise.all([link(), takeOff()]) : (await Promise.all([takeOff(), link()])).reverse();
      problems.push(...found(unexpected('link', linked!, [INDEX_IMG_MESSAGES.spuNotOnShelf]), unexpected('take off shelf', takenOff!, [])));
    }
    const dangling = await rows(t.db, sql`select i.img_id, i.spu_id from index_img i join spu s on s.spu_id = i.spu_id where s.status <> 1`);
    expect(problems).toEqual([]);
    expect(dangling).toEqual([]);
  });

  it('a menu deleted while a role is granted it: exactly one wins, no grant points at a missing menu', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 15; i++) {
      const title = unique('竞态菜单').slice(-12);
      expect(
        (await platform({ method: 'POST', url: '/mall_rbac/menu', payload: { title, path: `/race-${title}`, sysType: 1, parentId: 0, seq: 0 } }))
          .code,
      ).toBe(OK);
      const menuId = Number((await one<{ id: number }>(sql`select menu_id as id from menu where title = ${title}`))!.id);
      const [granted, removed] = await Promise.all([
        shop({ method: 'POST', url: '/mall_rbac/role', payload: { roleName: unique('竞态授权'), menuIds: [menuId], menuPermissionIds: [] } }),
        platform({ method: 'DELETE', url: `/mall_rbac/menu?menuId=${menuId}` }),
      ]);
      problems.push(...found(unexpected('grant', granted, [ROLE_MESSAGES.badMenus]), unexpected('delete menu', removed, [MENU_MESSAGES.inUse])));
      if ((granted.code === OK) === (removed.code === OK)) problems.push(`menu ${menuId}: grant ${granted.code}, delete ${removed.code}`);
    }
    const dangling = await rows(
      t.db,
      sql`select g.role_id, g.menu_id from role_menu g where g.menu_id is not null and not exists (select 1 from menu m where m.menu_id = g.menu_id)`,
    );
    expect(problems).toEqual([]);
    expect(dangling).toEqual([]);
  });

  it('a sign-in racing the deletion of its staff member: the deleted member is left without a session', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 15; i++) {
      const username = unique('rs').slice(0, 16);
      const userId = await newStaff({ username, status: 1 });
      const captchaVerification = await solveCaptcha(t.app);
      const [signIn, removed] = await Promise.all([
        t.app
          .inject({
            method: 'POST',
            url: '/mall_auth/ua/login',
            payload: { principal: username, credentials: DEMO_PASSWORD, captchaVerification, sysType: 1 },
          })
          .then(envelope),
        shop({ method: 'DELETE', url: `${SHOP_USER}?shopUserId=${userId}` }),
      ]);
      problems.push(...found(unexpected('sign in', signIn, [AUTH_MESSAGES.badCredentials]), unexpected('delete', removed, [])));
      const sessions = await rows(
        t.db,
        sql`select t.uid from access_token t join auth_account a on a.uid = t.uid where a.user_id = ${userId} and a.sys_type = 1`,
      );
      if (removed.code === OK && sessions.length) problems.push(`staff ${userId} deleted but ${username} keeps a session (sign-in ${signIn.code})`);
    }
    expect(problems).toEqual([]);
  });

  it('a sign-in with the old password racing a password change: no session is issued for the old password after the change', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 15; i++) {
      const username = unique('rp').slice(0, 16);
      const userId = await newStaff({ username, status: 1 });
      const captchaVerification = await solveCaptcha(t.app);
      const [signIn, changed] = await Promise.all([
        t.app
          .inject({
            method: 'POST',
            url: '/mall_auth/ua/login',
            payload: { principal: username, credentials: DEMO_PASSWORD, captchaVerification, sysType: 1 },
          })
          .then(envelope),
        shop({ method: 'PUT', url: ACCOUNT, payload: { userId, username, password: 'changed_pw1', status: 1 } }),
      ]);
      problems.push(...found(unexpected('sign in', signIn, [AUTH_MESSAGES.badCredentials]), unexpected('change', changed, [])));
      // A password change ends the account's sessions; a session issued for the old password must not outlive it.
      const sessions = await rows(
        t.db,
        sql`select t.uid from access_token t join auth_account a on a.uid = t.uid where a.user_id = ${userId} and a.sys_type = 1`,
      );
      if (changed.code === OK && sessions.length)
        problems.push(`${username}: password changed but the old password's session lives (sign-in ${signIn.code})`);
    }
    expect(problems).toEqual([]);
  });

  it('an inline stock increase racing a save that removes the sku: the product stock stays the sum of its live skus', async () => {
    const problems: string[] = [];
    for (let i = 0; i < 20; i++) {
      const spuId = await newProduct(0);
      const skus = await rows<{ sku_id: number; stock: number }>(t.db, sql`select sku_id, stock from sku where spu_id = ${spuId} order by sku_id`);
      const body = productBody(cat, { spuId });
      // The save keeps the first five skus as they are and drops the sixth.
      const skuList = body.skuList.slice(0, 5).map((k, n) => ({ ...k, skuId: Number(skus[n]!.sku_id), stock: Number(skus[n]!.stock) }));
      const removedSku = Number(skus[5]!.sku_id);
      // The save does more work before its transaction than the increase: the increase starts a little later
      // each time, so some of them check the sku before the save commits and write after it.
      const [saved, grown] = await Promise.all([
        shop({ method: 'PUT', url: SPU, payload: { ...body, skuList } }),
        pause(i * 2).then(() =>
          shop({
            method: 'PUT',
            url: '/mall_product/admin/spu/update_spu_data',
            payload: { spuId, skuList: [{ skuId: removedSku, changeStock: 5 }] },
          }),
        ),
      ]);
      problems.push(...found(unexpected('save', saved, []), unexpected('add stock', grown, [SPU_MESSAGES.badSku])));
      const [totals] = await rows<{ spu: number; skus: number }>(
        t.db,
        sql`select s.stock as spu, (select coalesce(sum(k.stock), 0)::int from sku k where k.spu_id = s.spu_id and k.status <> -1) as skus from spu s where s.spu_id = ${spuId}`,
      );
      if (Number(totals!.spu) !== Number(totals!.skus))
        problems.push(`product ${spuId}: stock ${totals!.spu}, live skus hold ${totals!.skus} (add stock ${grown.code})`);
    }
    expect(problems).toEqual([]);
  });
});
