// The publish form's field rules: each field's message, the fields a care shop adds, the screen order.
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage, wantScreenTexts } from '../../../shared/i18n';
import { fieldProblem, fieldProblems, fieldsOf, type FieldContext } from './field-rules';
import type { BasicAttr, ProdFormValues } from './submission';

const basicAttrs: BasicAttr[] = [
  { attrId: 9, name: '产地', searchType: 1, attrValues: [] },
  { attrId: 10, name: '材质', searchType: 0, attrValues: [] },
];
const plain: FieldContext = { care: false, basicAttrs };
const care: FieldContext = { care: true, basicAttrs };
const filled: ProdFormValues = {
  categoryPath: [1, 2, 3],
  shopCategoryPath: [7],
  name: '羊毛衫',
  sellingPoint: '暖和',
  seq: 1,
  productsType: 1,
  basicAttrs: { '9': '浙江' },
  keywords: ['保暖'],
};

beforeAll(async () => {
  await wantScreenTexts();
  await setLanguage('zh_CN');
});

describe('field rules', () => {
  it('a filled form has no problem', () => {
    expect(fieldProblems(filled, plain)).toEqual([]);
    expect(fieldProblems({ ...filled, publicationType: 0 }, care)).toEqual([]);
  });

  it('an empty form says every required field, in screen order', () => {
    expect(fieldProblems({}, plain)).toEqual([
      ['categoryPath', '请选择'],
      ['shopCategoryPath', '请选择'],
      ['name', '请输入商品标题'],
      ['sellingPoint', '请输入商品卖点'],
      ['productsType', '请选择产品类型'],
      ['basicAttrs.9', '当前属性为必填属性，请填写属性值！'],
      ['seq', '请输入商品排序'],
    ]);
  });

  it('blank text is no text', () => {
    expect(fieldProblem('name', { name: '   ' }, plain)).toBe('请输入商品标题');
    expect(fieldProblem('basicAttrs.9', { basicAttrs: { '9': ' ' } }, plain)).toBe('当前属性为必填属性，请填写属性值！');
    expect(fieldProblem('basicAttrs.10', {}, plain)).toBeNull();
  });

  it('a care shop chooses the publication type; a service asks for its service type instead of a product type', () => {
    expect(fieldsOf({}, care)).toContain('publicationType');
    expect(fieldsOf({}, care)).toContain('keywords');
    expect(fieldsOf({}, plain)).not.toContain('publicationType');
    expect(fieldsOf({ publicationType: 1 }, care)).toContain('serveType');
    expect(fieldsOf({ publicationType: 1 }, care)).not.toContain('productsType');
    expect(fieldProblem('serveType', { publicationType: 1 }, care)).toBe('请选择服务类型');
    expect(fieldProblem('publicationType', {}, care)).toBe('请选择');
  });

  it('the sequence is a whole number from 1 to 32767', () => {
    expect(fieldProblem('seq', { seq: 0 }, plain)).toBe('商品排序不能小于1');
    expect(fieldProblem('seq', { seq: 1.5 }, plain)).toBe('商品排序必须为整数');
    expect(fieldProblem('seq', { seq: 32_768 }, plain)).toBe('商品排序不能超过32767');
    expect(fieldProblem('seq', { seq: 32_767 }, plain)).toBeNull();
    expect(fieldProblem('seq', { seq: null }, plain)).toBe('请输入商品排序');
  });

  it('a keyword is at most 10 characters', () => {
    expect(fieldProblem('keywords', { keywords: ['一二三四五六七八九十'] }, care)).toBeNull();
    expect(fieldProblem('keywords', { keywords: ['一二三四五六七八九十一'] }, care)).toBe('关键词不能超过10个字符');
  });
});
