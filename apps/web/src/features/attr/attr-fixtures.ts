import type { AttrVO } from '@caremall/contract';

/** Test helper: a sales attribute of shop 1 with two values, as the server answers it. */
export const COLOR: AttrVO = {
  attrId: 5,
  shopId: 1,
  version: 1,
  name: '颜色',
  desc: '衣服颜色',
  searchType: 0,
  attrType: 0,
  attrValues: [
    { attrValueId: 51, attrId: 5, value: '酒红' },
    { attrValueId: 52, attrId: 5, value: '藏青' },
  ],
  categoryIds: [],
  categories: [],
  createTime: '2026-11-24 10:00:00',
  updateTime: '2026-11-24 10:00:00',
};
