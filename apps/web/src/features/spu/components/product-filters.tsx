import { useState, type FormEvent } from 'react';
import { SPU_LIMITS, type SpuSearchQuery } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceField, SearchField } from '../../../shared/crud/list-filters';
import { Button } from '../../../shared/ui';
import { useShopCategories } from '../api';
import { toCascaderOptions } from '../lib/category-tree';
import { toCents } from '../lib/submission';

/** What the form's fields hold: their text as typed ('' for none). */
interface Draft {
  spuId: string;
  partyCode: string;
  keyword: string;
  primaryCategory: string;
  secondaryCategory: string;
  minSaleNum: string;
  maxSaleNum: string;
  minPrice: string;
  maxPrice: string;
  isCompose: string;
}

const EMPTY: Draft = {
  spuId: '',
  partyCode: '',
  keyword: '',
  primaryCategory: '',
  secondaryCategory: '',
  minSaleNum: '',
  maxSaleNum: '',
  minPrice: '',
  maxPrice: '',
  isCompose: '',
};

export type SearchFilters = Pick<
  SpuSearchQuery,
  | 'spuId'
  | 'partyCode'
  | 'keyword'
  | 'shopPrimaryCategoryId'
  | 'shopSecondaryCategoryId'
  | 'minSaleNum'
  | 'maxSaleNum'
  | 'minPrice'
  | 'maxPrice'
  | 'isCompose'
>;

const RANGE = { min: 0, max: SPU_LIMITS.searchRangeMax };

/** A range field's number as the search takes it: within the range, at the field's precision; blank is none. */
export function rangeValue(text: string, decimals: number): number | undefined {
  if (text.trim() === '' || Number.isNaN(Number(text))) return undefined;
  const clamped = Math.min(RANGE.max, Math.max(RANGE.min, Number(text)));
  return Number(clamped.toFixed(decimals));
}

/** The form's text → search params (prices in cents); blank fields are "any". */
export function toSearchFilters(draft: Draft): SearchFilters {
  const text = (value: string) => value.trim() || undefined;
  const id = (value: string) => (value === '' ? undefined : Number(value));
  return {
    spuId: id(draft.spuId),
    partyCode: text(draft.partyCode),
    keyword: text(draft.keyword),
    shopPrimaryCategoryId: id(draft.primaryCategory),
    shopSecondaryCategoryId: draft.primaryCategory ? id(draft.secondaryCategory) : undefined,
    minSaleNum: rangeValue(draft.minSaleNum, 0),
    maxSaleNum: rangeValue(draft.maxSaleNum, 0),
    minPrice: toCents(rangeValue(draft.minPrice, 2)),
    maxPrice: toCents(rangeValue(draft.maxPrice, 2)),
    isCompose: id(draft.isCompose),
  };
}

/** The search's filters → the form's text (prices back in yuan): the form shows what the list was searched with. */
export function draftOf(filters: Partial<SearchFilters>): Draft {
  const text = (value: string | number | undefined) => (value === undefined || value === null ? '' : String(value));
  const yuan = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));
  return {
    spuId: text(filters.spuId),
    partyCode: text(filters.partyCode),
    keyword: text(filters.keyword),
    primaryCategory: text(filters.shopPrimaryCategoryId),
    secondaryCategory: text(filters.shopSecondaryCategoryId),
    minSaleNum: text(filters.minSaleNum),
    maxSaleNum: text(filters.maxSaleNum),
    minPrice: yuan(filters.minPrice),
    maxPrice: yuan(filters.maxPrice),
    isCompose: text(filters.isCompose),
  };
}

/** The product list's search form (spec section 2, product list); reset searches with every filter cleared. */
export function ProductFilters({ value, onSearch }: { value: Partial<SearchFilters>; onSearch: (filters: SearchFilters) => void }) {
  const { t } = useTranslation('spu');
  const [draft, setDraft] = useState(() => draftOf(value));
  const categories = toCascaderOptions(useShopCategories().data ?? [], 2);
  const subcategories = categories.find((c) => String(c.value) === draft.primaryCategory)?.children ?? [];
  // A new first-level category clears the second level chosen under the old one.
  const set = (name: keyof Draft, value: string) =>
    setDraft((current) => ({ ...current, [name]: value, ...(name === 'primaryCategory' ? { secondaryCategory: '' } : {}) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(toSearchFilters(draft));
  };
  const text = (name: 'spuId' | 'partyCode' | 'keyword', label: string, testId: string, width: number) => (
    <SearchField
      label={label}
      placeholder={t('filters.placeholder')}
      width={width}
      digits={name === 'spuId'}
      value={draft[name]}
      onChange={(value) => set(name, value)}
      data-testid={testId}
    />
  );
  // The range's label is shown beside its two fields, so each shows only its end (the label with it is too long for
  // the field in some languages) and is named with both.
  const bound = (name: keyof Draft, decimals: number, label: string, end: string, testId: string) => (
    <input
      className="ui-input"
      type="number"
      min={RANGE.min}
      max={RANGE.max}
      step={decimals === 0 ? 1 : 0.01}
      aria-label={`${label} ${end}`}
      placeholder={end}
      style={{ width: 100 }}
      value={draft[name]}
      onChange={(event) => set(name, event.target.value)}
      // As antd's number field did: a number beyond the range or its precision becomes the nearest allowed one.
      onBlur={() => set(name, rangeValue(draft[name], decimals)?.toString() ?? '')}
      data-testid={testId}
    />
  );
  const range = (min: keyof Draft, max: keyof Draft, label: string, decimals: number, testId: string) => (
    <div className="ui-field" role="group" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      {bound(min, decimals, label, t('filters.min'), `${testId}-min`)}
      <span aria-hidden="true">–</span>
      {bound(max, decimals, label, t('filters.max'), `${testId}-max`)}
    </div>
  );
  const choice = (name: keyof Draft, label: string, options: { value: number; label: string }[], testId: string, disabled = false) => (
    <ChoiceField
      label={label}
      anyLabel={t('filters.all')}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      width={100}
      disabled={disabled}
      value={draft[name]}
      onChange={(value) => set(name, value)}
      data-testid={testId}
    />
  );

  return (
    <form className="ui-filters" onSubmit={submit} noValidate data-testid="product-filters">
      {text('spuId', t('filters.spuId'), 'filter-spu-id', 140)}
      {text('partyCode', t('filters.partyCode'), 'filter-party-code', 140)}
      {text('keyword', t('filters.keyword'), 'filter-keyword', 160)}
      <div className="ui-space">
        {choice(
          'primaryCategory',
          t('filters.shopCategory'),
          categories.map((c) => ({ value: c.value, label: c.label })),
          'filter-shop-category',
        )}
        {choice(
          'secondaryCategory',
          t('filters.shopSubcategory'),
          subcategories.map((c) => ({ value: c.value, label: c.label })),
          'filter-shop-subcategory',
          subcategories.length === 0,
        )}
      </div>
      {range('minSaleNum', 'maxSaleNum', t('filters.saleNum'), 0, 'filter-sale')}
      {range('minPrice', 'maxPrice', t('filters.price'), 2, 'filter-price')}
      {choice(
        'isCompose',
        t('filters.isCompose'),
        [
          { value: 1, label: t('filters.yes') },
          { value: 0, label: t('filters.no') },
        ],
        'filter-is-compose',
      )}
      <span className="ui-space">
        <Button variant="primary" type="submit" data-testid="product-search">
          {t('common:search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            onSearch(toSearchFilters(EMPTY));
          }}
          data-testid="product-reset"
        >
          {t('common:reset')}
        </Button>
      </span>
    </form>
  );
}
