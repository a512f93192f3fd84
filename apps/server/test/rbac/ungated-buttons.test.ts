// Buttons the spec leaves ungated (§6): ship, publish, shelf on/off, edit, delete, inline edits, category shelf
// toggle, detail save and reapply show to whoever has the screen; the server guards their calls by that screen's menu.
import { describe, expect, it } from 'vitest';
import { RETIRED_PERMISSION_CODES } from '@caremall/contract';
import { sql } from 'drizzle-orm';
import { usersOf, useTestApp } from '../kit.ts';
import { orderRow, pickOrders, unshippedExpress } from '../orders/fixtures.ts';

const app = useTestApp();
const as = usersOf(app);

describe('ungated buttons', () => {
  it('let staff who see orders ship, without any permission code', async () => {
    const [order] = await pickOrders(app(), unshippedExpress(), 1);
    const shipped = await as('shop_staff').post('/mall_order/m/order/delivery', {
      orderId: order!.orderId,
      deliveryType: 1,
      deliveryCompanyId: 1,
      deliveryNo: 'SF7700001',
      selectOrderItems: order!.items.map((i) => ({ orderItemId: i.orderItemId, changeNum: i.count })),
    });
    expect(shipped).toMatchObject({ code: '00000' });
    expect((await orderRow(app(), order!.orderId)).status).toBe(3);
  });

  it('refuse the calls to staff without the screen', async () => {
    const refused = { code: 'A00006', msg: '无权限操作！' };
    expect(await as('shop_staff').put('/mall_product/admin/spu/prod_status', { spuIds: [1], status: 0 })).toMatchObject(refused);
    expect(await as('shop_staff').put('/mall_product/admin/spu/update_spu_data', { spuId: 1, seq: 1 })).toMatchObject(refused);
    expect(await as('shop_staff').post('/mall_product/admin/spu', {})).toMatchObject(refused);
    expect(await as('shop_staff').delete('/mall_product/admin/spu', { spuId: 1 })).toMatchObject(refused);
    expect(await as('shop_staff').put('/mall_product/admin/category/category_enable_or_disable', { categoryId: 1, status: 0 })).toMatchObject(
      refused,
    );
    expect(await as('shop_staff').put('/mall_product/m/spu_detail', { spuId: 1, detail: 'x' })).toMatchObject(refused);
    expect(
      await as('shop_staff').post('/mall_product/admin/product_offline_handle_event/audit_apply', { eventId: 1, reapplyReason: 'x' }),
    ).toMatchObject(refused);
  });

  it('have no permission codes left in the database or the codes list', async () => {
    const { rows } = (await app().db.execute(sql`select permission from menu_permission`)) as unknown as { rows: { permission: string }[] };
    expect(rows.map((r) => r.permission).filter((p) => RETIRED_PERMISSION_CODES.includes(p))).toEqual([]);
    const codes = await as('shop_admin').get<string[]>('/mall_rbac/menu_permission/list');
    expect(codes.data.filter((p) => RETIRED_PERMISSION_CODES.includes(p))).toEqual([]);
  });
});
