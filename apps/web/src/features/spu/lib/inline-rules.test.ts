// Every inline-editable column of the product list refuses exactly what the publish form refuses for the same
// field, at each end of the contract's range, with the same message.
import { beforeAll, describe, expect, it } from 'vitest';
import { SPU_LIMITS, SPU_MESSAGES } from '@caremall/contract';
import { contractText } from '../../../shared/i18n/contract-text';
import { setLanguage, wantScreenTexts } from '../../../shared/i18n';
import { fieldProblem } from './field-rules';
import { INLINE_RULES, type InlineColumn } from './inline-rules';
import { skuRowProblems } from './number-limits';

const context = { care: false, basicAttrs: [] };
const noSku = { price: null, marketPrice: null, stock: null };
const longName = (length: number) => '商'.repeat(length);

type Value = string | number;
interface ColumnCase {
  form: (value: Value) => string | null;
  /** The spec words a blank title 请输入商品标题 in the form and 请输入商品名称 in the list. */
  ownWords?: boolean;
  inside: Value[];
  outside: Value[];
}
const CASES: Record<InlineColumn, ColumnCase> = {
  name: {
    // The form's field says a blank title; its input, like the server, takes no more than the contract's length.
    form: (name) =>
      fieldProblem('name', { name: String(name) }, context) ??
      (String(name).trim().length > SPU_LIMITS.name ? contractText('spu', SPU_MESSAGES.nameTooLong) : null),
    ownWords: true,
    inside: ['羊毛衫', longName(SPU_LIMITS.name)],
    outside: [' ', longName(SPU_LIMITS.name + 1)],
  },
  price: {
    form: (price) => skuRowProblems({ ...noSku, price: Number(price) }).price,
    inside: [SPU_LIMITS.minPriceFee / 100, SPU_LIMITS.maxPriceFee / 100],
    outside: [SPU_LIMITS.minPriceFee / 100 - 0.01, SPU_LIMITS.maxPriceFee / 100 + 0.01, 1.005],
  },
  stock: {
    form: (stock) => skuRowProblems({ ...noSku, stock: Number(stock) }).stock,
    inside: [0, SPU_LIMITS.maxStock],
    outside: [SPU_LIMITS.maxStock + 1, 1.5],
  },
  seq: {
    form: (seq) => fieldProblem('seq', { seq: Number(seq) }, context),
    inside: [SPU_LIMITS.minSeq, SPU_LIMITS.maxSeq],
    outside: [SPU_LIMITS.minSeq - 1, SPU_LIMITS.maxSeq + 1, 1.5],
  },
};

beforeAll(async () => {
  await wantScreenTexts();
  await setLanguage('zh_CN');
});

describe.each(Object.keys(CASES) as InlineColumn[])('the inline %s editor', (column) => {
  const { form, inside, outside, ownWords } = CASES[column];
  const inline = INLINE_RULES[column] as (value: Value) => string | null;

  it.each(outside)('refuses %s as the form does', (value) => {
    const formSays = form(value);
    expect(formSays).not.toBeNull();
    expect(inline(value)).not.toBeNull();
    if (!ownWords) expect(inline(value)).toBe(formSays);
  });

  it.each(inside)('takes %s as the form does', (value) => {
    expect(form(value)).toBeNull();
    expect(inline(value)).toBeNull();
  });
});
