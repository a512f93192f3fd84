import { Button, Cascader, Form, Input, InputNumber, Select, Space } from 'antd';
import { SPU_LIMITS, type SpuSearchQuery } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useShopCategories } from '../api';
import { toCascaderOptions } from '../lib/category-tree';
import { toCents } from '../lib/submission';

interface FilterValues {
  spuId?: number | null;
  partyCode?: string;
  keyword?: string;
  shopCategory?: number[];
  minSaleNum?: number | null;
  maxSaleNum?: number | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  isCompose?: number;
}

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

const orUndefined = <T,>(v: T | null | undefined) => (v === null || v === '' ? undefined : v);

/** Form values → search params (prices in cents). */
export function toSearchFilters(v: FilterValues): SearchFilters {
  return {
    spuId: orUndefined(v.spuId),
    partyCode: orUndefined(v.partyCode?.trim()),
    keyword: orUndefined(v.keyword?.trim()),
    shopPrimaryCategoryId: v.shopCategory?.[0],
    shopSecondaryCategoryId: v.shopCategory?.[1],
    minSaleNum: orUndefined(v.minSaleNum),
    maxSaleNum: orUndefined(v.maxSaleNum),
    minPrice: toCents(v.minPrice),
    maxPrice: toCents(v.maxPrice),
    isCompose: v.isCompose,
  };
}

const RANGE = { min: 0, max: SPU_LIMITS.searchRangeMax };

/** The product list's search form (spec section 2, product list); reset searches with every filter cleared. */
export function ProductFilters({ onSearch }: { onSearch: (filters: SearchFilters) => void }) {
  const { t } = useTranslation('spu');
  const [form] = Form.useForm<FilterValues>();
  const categories = useShopCategories();
  const options = toCascaderOptions(categories.data ?? [], 2);
  const range = (minName: keyof FilterValues, maxName: keyof FilterValues, label: string, precision: number, testId: string) => (
    <Form.Item label={label}>
      <Space.Compact>
        <Form.Item name={minName} noStyle>
          <InputNumber {...RANGE} precision={precision} placeholder={t('filters.min')} style={{ width: 100 }} data-testid={`${testId}-min`} />
        </Form.Item>
        <Form.Item name={maxName} noStyle>
          <InputNumber {...RANGE} precision={precision} placeholder={t('filters.max')} style={{ width: 100 }} data-testid={`${testId}-max`} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
  return (
    <Form form={form} layout="inline" onFinish={(v) => onSearch(toSearchFilters(v))} style={{ rowGap: 8, marginBottom: 16 }}>
      <Form.Item name="spuId" label={t('filters.spuId')}>
        <InputNumber
          min={1}
          precision={0}
          controls={false}
          placeholder={t('filters.placeholder')}
          style={{ width: 140 }}
          data-testid="filter-spu-id"
        />
      </Form.Item>
      <Form.Item name="partyCode" label={t('filters.partyCode')}>
        <Input allowClear placeholder={t('filters.placeholder')} style={{ width: 140 }} data-testid="filter-party-code" />
      </Form.Item>
      <Form.Item name="keyword" label={t('filters.keyword')}>
        <Input allowClear placeholder={t('filters.placeholder')} style={{ width: 160 }} data-testid="filter-keyword" />
      </Form.Item>
      <Form.Item name="shopCategory" label={t('filters.shopCategory')}>
        <Cascader
          options={options}
          changeOnSelect
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 180 }}
          data-testid="filter-shop-category"
        />
      </Form.Item>
      {range('minSaleNum', 'maxSaleNum', t('filters.saleNum'), 0, 'filter-sale')}
      {range('minPrice', 'maxPrice', t('filters.price'), 2, 'filter-price')}
      <Form.Item name="isCompose" label={t('filters.isCompose')}>
        <Select
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 100 }}
          options={[
            { value: 1, label: t('filters.yes') },
            { value: 0, label: t('filters.no') },
          ]}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="product-search">
            {t('common:search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch(toSearchFilters({}));
            }}
            data-testid="product-reset"
          >
            {t('common:reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
