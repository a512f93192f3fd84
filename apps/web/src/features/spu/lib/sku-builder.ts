// The sales attributes of the publish form and the price and stock table they build (one row per combination).
import { SPU_LIMITS, SPU_MESSAGES, type SkuVO } from '@caremall/contract';
import { contractText } from '../../../shared/i18n/contract-text';

/** One value of a sales attribute; ids below 0 are values typed on the form (sent as 0). */
export interface SalesAttrValue {
  attrValueId: number;
  value: string;
}

/** A sales attribute added to the product, with the values chosen for it. */
export interface SalesAttr {
  attrId: number;
  name: string;
  values: SalesAttrValue[];
}

/** One sales attribute value of a row, as a saved sku carries it (SkuVO's, without its own id). */
export type SkuAttrPart = Omit<SkuVO['spuSkuAttrValues'][number], 'spuSkuAttrId'>;

/** One row of the price and stock table. Prices are yuan here; the body carries cents. */
export interface SkuRow {
  /** `attrId_attrValueId` of each part, joined by ','; '' for a product without sales attributes. */
  key: string;
  skuId?: number;
  parts: SkuAttrPart[];
  price: number | null;
  marketPrice: number | null;
  stock: number | null;
  /** Stock when the product was loaded: edits may not go below it. */
  originalStock?: number;
  partyCode: string;
  modelId: string;
  imgUrl: string;
  status: 0 | 1;
}

export const partKey = (attrId: number, attrValueId: number) => `${attrId}_${attrValueId}`;
export const rowKey = (parts: Pick<SkuAttrPart, 'attrId' | 'attrValueId'>[]) => parts.map((p) => partKey(p.attrId, p.attrValueId)).join(',');

export const emptyRow = (parts: SkuAttrPart[]): SkuRow => ({
  key: rowKey(parts),
  parts,
  price: null,
  marketPrice: null,
  stock: null,
  partyCode: '',
  modelId: '',
  imgUrl: '',
  status: 1,
});

/**
 * Every combination of the chosen values (attributes without values are left out), in the order
 * the attributes and values were added. Rows already filled in keep their prices, stock and codes.
 */
export function buildSkuRows(attrs: SalesAttr[], previous: SkuRow[]): SkuRow[] {
  const used = attrs.filter((a) => a.values.length > 0);
  const combos = used.reduce<SkuAttrPart[][]>(
    (acc, attr) =>
      acc.flatMap((combo) =>
        attr.values.map((v) => [...combo, { attrId: attr.attrId, attrName: attr.name, attrValueId: v.attrValueId, attrValueName: v.value }]),
      ),
    [[]],
  );
  const byKey = new Map(previous.map((row) => [row.key, row]));
  return combos.map((parts) => {
    const key = rowKey(parts);
    const kept = byKey.get(key);
    return kept ? { ...kept, parts } : emptyRow(parts);
  });
}

let localId = 0;
/** A fresh id for a name or value typed on the form. */
export const nextLocalId = () => --localId;

/** The message for a new attribute name, or null when it may be added. */
export function newAttrNameError(name: string, attrs: SalesAttr[]): string | null {
  const trimmed = name.trim();
  if (trimmed.length > SPU_LIMITS.salesAttrName) return contractText('spu', SPU_MESSAGES.salesAttrNameTooLong);
  if (attrs.some((a) => a.name === trimmed)) return contractText('spu', SPU_MESSAGES.duplicateSalesAttr);
  return null;
}

export function newAttrValueError(value: string): string | null {
  return value.trim().length > SPU_LIMITS.salesAttrValue ? contractText('spu', SPU_MESSAGES.salesAttrValueTooLong) : null;
}

export const canAddAttr = (attrs: SalesAttr[]) => attrs.length < SPU_LIMITS.maxSalesAttrs;

/** What a saved product's sku (SkuVO) gives the form. */
type LoadedSku = Pick<SkuVO, 'skuId' | 'priceFee' | 'marketPriceFee' | 'stock' | 'partyCode' | 'modelId' | 'imgUrl' | 'status'> & {
  spuSkuAttrValues: Pick<SkuVO['spuSkuAttrValues'][number], 'attrId' | 'attrName' | 'attrValueId' | 'attrValueName'>[];
};

/**
 * Rebuilds the sales attributes and rows of a saved product. Names and values saved as free text
 * (id 0) get local ids, so every row still has a unique `attrId_attrValueId` key.
 */
export function fromSavedSkus(skus: LoadedSku[]): { attrs: SalesAttr[]; rows: SkuRow[] } {
  const attrs: SalesAttr[] = [];
  const attrIdOf = new Map<string, number>();
  const valueIdOf = new Map<string, number>();
  const rows = skus.map((s) => {
    const parts = s.spuSkuAttrValues.map((v) => {
      let attr = attrs.find((a) => a.name === v.attrName);
      if (!attr) {
        const attrId = v.attrId > 0 ? v.attrId : (attrIdOf.get(v.attrName) ?? nextLocalId());
        attrIdOf.set(v.attrName, attrId);
        attr = { attrId, name: v.attrName, values: [] };
        attrs.push(attr);
      }
      const valueKey = `${v.attrName}\u0000${v.attrValueName}`;
      let value = attr.values.find((x) => x.value === v.attrValueName);
      if (!value) {
        const attrValueId = v.attrValueId > 0 ? v.attrValueId : (valueIdOf.get(valueKey) ?? nextLocalId());
        valueIdOf.set(valueKey, attrValueId);
        value = { attrValueId, value: v.attrValueName };
        attr.values.push(value);
      }
      return { attrId: attr.attrId, attrName: attr.name, attrValueId: value.attrValueId, attrValueName: value.value };
    });
    return {
      key: rowKey(parts),
      skuId: s.skuId,
      parts,
      price: s.priceFee / 100,
      marketPrice: s.marketPriceFee / 100,
      stock: s.stock,
      originalStock: s.stock,
      partyCode: s.partyCode ?? '',
      modelId: s.modelId ?? '',
      imgUrl: s.imgUrl ?? '',
      status: s.status === 0 ? 0 : 1,
    } satisfies SkuRow;
  });
  return { attrs, rows };
}
