import { useEffect } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TYPES, ORDER_STATUSES, ORDER_TYPES, PAY_TYPES, REFUND_STATUSES } from '@caremall/contract';
import { DATE_FORMAT, QUICK_RANGES, TIME_FORMAT, formatRange, quickRange, type QuickRange } from '../lib/date-ranges';
import { cleanFilters, type OrderFilters } from '../lib/order-query';

interface FormValues extends Omit<OrderFilters, 'startTime' | 'endTime'> {
  range?: [Dayjs, Dayjs] | null;
}

export interface OrderFiltersFormProps {
  value: OrderFilters;
  onSearch: (filters: OrderFilters) => void;
  extra?: React.ReactNode;
}

const toForm = ({ startTime, endTime, ...rest }: OrderFilters): FormValues => ({
  ...rest,
  range: startTime && endTime ? [dayjs(startTime), dayjs(endTime)] : null,
});

/** Every filter of the order list, with the four quick date ranges. */
export function OrderFiltersForm({ value, onSearch, extra }: OrderFiltersFormProps) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(value));
  }, [form, value]);

  const submit = ({ range, ...rest }: FormValues) => onSearch(cleanFilters({ ...rest, ...(range ? formatRange([range[0], range[1]]) : {}) }));

  const applyQuick = (range: QuickRange) => {
    const dates = quickRange(range);
    form.setFieldValue('range', dates);
    submit(form.getFieldsValue());
  };

  const options = (values: readonly number[], prefix: string) => values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  const select = (name: keyof FormValues, values: readonly number[], prefix: string) => (
    <Form.Item name={name} label={t(`filters.${name}`)}>
      <Select
        allowClear
        style={{ width: 160 }}
        placeholder={t('filters.all')}
        options={options(values, prefix)}
        data-testid={`order-filter-${name}`}
      />
    </Form.Item>
  );
  const text = (name: keyof FormValues, digitsOnly = false) => (
    <Form.Item name={name} label={t(`filters.${name}`)} normalize={digitsOnly ? (v?: string) => v?.replace(/\D/g, '') : undefined}>
      <Input allowClear style={{ width: 180 }} placeholder={t('filters.placeholder')} data-testid={`order-filter-${name}`} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 12, marginBottom: 16 }} data-testid="order-filters">
      {text('orderId', true)}
      {select('orderType', ORDER_TYPES, 'orderType')}
      {select('payType', PAY_TYPES, 'payType')}
      {text('consignee')}
      {text('mobile', true)}
      {select(
        'status',
        ORDER_STATUSES.filter((s) => s !== 4),
        'status',
      )}
      {select('deliveryType', DELIVERY_TYPES, 'deliveryType')}
      {text('stationName')}
      {select('refundStatus', REFUND_STATUSES, 'refundStatus')}
      <Form.Item name="range" label={t('filters.createTime')}>
        <DatePicker.RangePicker
          // A picked day starts at 00:00:00 and ends at 23:59:59; a typed bare date is read too.
          showTime={{ defaultOpenValue: [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')] }}
          format={[TIME_FORMAT, DATE_FORMAT]}
          placeholder={[t('filters.startTime'), t('filters.endTime')]}
          data-testid="order-filter-range"
        />
      </Form.Item>
      <Form.Item>
        <Space wrap>
          {QUICK_RANGES.map((range) => (
            <Button key={range} size="small" onClick={() => applyQuick(range)} data-testid={`order-quick-${range}`}>
              {t(`quick.${range}`)}
            </Button>
          ))}
        </Space>
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="order-search">
            {t('common:search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
            data-testid="order-reset"
          >
            {t('common:reset')}
          </Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}
