import { SpuDataType, SpuStatus, isSpuLocked } from '@caremall/contract';

export const SORT_FLAGS = ['priceFeeSort', 'marketPriceFeeSort', 'saleNumSort', 'stockSort', 'seqSort', 'createTimeSort'] as const;
export type SortFlag = (typeof SORT_FLAGS)[number];

/** Spec section 4: batch on-shelf outside all / on sale / sold out; batch off-shelf outside all / off shelf. */
export function batchActionsFor(dataType: number): { on: boolean; off: boolean } {
  const onHidden: number[] = [SpuDataType.ALL, SpuDataType.ON_SALE, SpuDataType.SOLD_OUT];
  const offHidden: number[] = [SpuDataType.ALL, SpuDataType.OFF_SHELF];
  return { on: !onHidden.includes(dataType), off: !offHidden.includes(dataType) };
}

/** On-shelf only for status 0, off-shelf only for 1; edit and delete are disabled while on shelf or in review. */
export function rowActionsFor(status: number): { shelfOn: boolean; shelfOff: boolean; edit: boolean; delete: boolean } {
  const locked = isSpuLocked(status);
  return { shelfOn: status === SpuStatus.OFF_SHELF, shelfOff: status === SpuStatus.ON_SHELF, edit: !locked, delete: !locked };
}
