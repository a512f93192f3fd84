// Sales attributes the product form's tests build their SKU rows from.
import type { SalesAttr } from './sku-builder';

export const COLOR: SalesAttr = {
  attrId: 1,
  name: '颜色',
  values: [
    { attrValueId: 11, value: '红' },
    { attrValueId: 12, value: '蓝' },
    { attrValueId: 13, value: '灰' },
  ],
};

export const SIZE: SalesAttr = {
  attrId: 2,
  name: '尺码',
  values: [
    { attrValueId: 21, value: 'M' },
    { attrValueId: 22, value: 'L' },
  ],
};
