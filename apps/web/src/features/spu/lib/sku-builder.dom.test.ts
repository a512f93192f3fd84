import { describe, expect, it } from 'vitest';
import { COLOR as color, SIZE as size } from './sales-attr-fixtures';
import { buildSkuRows, canAddAttr, fromSavedSkus, newAttrNameError, newAttrValueError } from './sku-builder';

describe('buildSkuRows', () => {
  it('builds every combination keyed attrId_attrValueId, in order', () => {
    const rows = buildSkuRows([color, size], []);
    expect(rows.map((r) => r.key)).toEqual(['1_11,2_21', '1_11,2_22', '1_12,2_21', '1_12,2_22', '1_13,2_21', '1_13,2_22']);
    expect(rows[0]!.parts.map((p) => p.attrValueName)).toEqual(['红', 'M']);
    expect(rows.every((r) => r.status === 1 && r.price === null && r.stock === null)).toBe(true);
  });

  it('keeps what was typed in rows that still exist', () => {
    const first = buildSkuRows([color, size], []).map((r, i) => ({ ...r, price: i + 1, stock: 10 }));
    const fewer = buildSkuRows([{ ...color, values: color.values.slice(0, 1) }, size], first);
    expect(fewer.map((r) => [r.key, r.price])).toEqual([
      ['1_11,2_21', 1],
      ['1_11,2_22', 2],
    ]);
  });

  it('gives one plain row without sales attributes, and ignores attributes without values', () => {
    expect(buildSkuRows([], []).map((r) => r.key)).toEqual(['']);
    expect(buildSkuRows([color, { ...size, values: [] }], [])).toHaveLength(3);
  });
});

describe('attribute rules', () => {
  it('limits names to 10, values to 20, no duplicates, at most 2 attributes', () => {
    expect(newAttrNameError('一二三四五六七八九十', [])).toBeNull();
    expect(newAttrNameError('一二三四五六七八九十一', [])).toBe('An attribute name cannot exceed 10 characters');
    expect(newAttrNameError('颜色', [color])).toBe('Specification names cannot repeat');
    expect(newAttrValueError('x'.repeat(20))).toBeNull();
    expect(newAttrValueError('x'.repeat(21))).toBe('An attribute name cannot exceed 20 characters');
    expect(canAddAttr([color])).toBe(true);
    expect(canAddAttr([color, size])).toBe(false);
  });
});

describe('fromSavedSkus', () => {
  it('rebuilds attributes and unique keys even for free-text values', () => {
    const sku = (skuId: number, c: string, s: string) => ({
      skuId,
      priceFee: 1234,
      marketPriceFee: 2000,
      stock: 5,
      partyCode: null,
      modelId: null,
      imgUrl: null,
      status: 1,
      spuSkuAttrValues: [
        { attrId: 0, attrName: '颜色', attrValueId: 0, attrValueName: c },
        { attrId: 2, attrName: '尺码', attrValueId: s === 'M' ? 21 : 22, attrValueName: s },
      ],
    });
    const { attrs, rows } = fromSavedSkus([sku(1, '红', 'M'), sku(2, '红', 'L'), sku(3, '蓝', 'M')]);
    expect(attrs.map((a) => [a.name, a.values.map((v) => v.value)])).toEqual([
      ['颜色', ['红', '蓝']],
      ['尺码', ['M', 'L']],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    expect(rows[0]).toMatchObject({ skuId: 1, price: 12.34, marketPrice: 20, stock: 5, originalStock: 5 });
    const rebuilt = buildSkuRows(attrs, rows);
    expect(rebuilt.filter((r) => r.skuId !== undefined)).toHaveLength(3);
    expect(rebuilt).toHaveLength(4);
  });
});
