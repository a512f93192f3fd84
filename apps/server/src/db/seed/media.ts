import { attachFileGroup } from '../schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { DEMO_SHOPS } from './demo-accounts.ts';

/** Picture-library groups of both demo shops (the pictures themselves are uploaded by users). */
export async function seedMedia(db: Db): Promise<void> {
  const groups: [number, string][] = [
    [DEMO_SHOPS.ordinary.shopId, '商品主图'],
    [DEMO_SHOPS.ordinary.shopId, '轮播图'],
    [DEMO_SHOPS.ordinary.shopId, '活动海报'],
    [DEMO_SHOPS.care.shopId, '服务图片'],
    [DEMO_SHOPS.care.shopId, '社区活动'],
  ];
  await db.insert(attachFileGroup).values(groups.map(([shopId, name]) => ({ shopId, name, type: 1 })));
}
