import { useEffect, useId, useState, type FormEvent } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TYPES, ORDER_STATUSES, ORDER_TYPES, PAY_TYPES, REFUND_STATUSES } from '@caremall/contract';
import { ChoiceField, SearchField } from '../../../shared/crud/list-filters';
import { Button } from '../../../shared/ui';
import { QUICK_RANGES, TIME_FORMAT, formatRange, quickRange, type QuickRange } from '../lib/date-ranges';
import { cleanFilters, type OrderFilters } from '../lib/order-query';

export interface OrderFiltersFormProps {
  value: OrderFilters;
  onSearch: (filters: OrderFilters) => void;
  extra?: React.ReactNode;
}

type TextKey = 'orderId' | 'consignee' | 'mobile' | 'stationName';
type ChoiceKey = 'orderType' | 'payType' | 'status' | 'deliveryType' | 'refundStatus';
/** What the form's fields hold: text as typed, choices and times as their input's value ('' for none). */
type Draft = Record<TextKey | ChoiceKey | 'startTime' | 'endTime', string>;

/** A time of the list (`YYYY-MM-DD HH:mm:ss`) as a date-and-time field holds it, and back. */
const toField = (time?: string) => (time ? time.replace(' ', 'T') : '');
const fromField = (value: string) => (value ? dayjs(value) : null);

const toDraft = (filters: OrderFilters): Draft => ({
  orderId: filters.orderId ?? '',
  consignee: filters.consignee ?? '',
  mobile: filters.mobile ?? '',
  stationName: filters.stationName ?? '',
  orderType: filters.orderType?.toString() ?? '',
  payType: filters.payType?.toString() ?? '',
  status: filters.status?.toString() ?? '',
  deliveryType: filters.deliveryType?.toString() ?? '',
  refundStatus: filters.refundStatus?.toString() ?? '',
  startTime: toField(filters.startTime),
  endTime: toField(filters.endTime),
});

/** The filters a draft asks for; an end at midnight sharp takes in that whole day. */
function fromDraft(draft: Draft): OrderFilters {
  const number = (value: string) => (value === '' ? undefined : Number(value));
  const start = fromField(draft.startTime);
  const end = fromField(draft.endTime);
  const range =
    start && end ? formatRange([start, end]) : { startTime: start?.format(TIME_FORMAT), endTime: end ? formatRange([end, end]).endTime : undefined };
  return cleanFilters({
    orderId: draft.orderId,
    consignee: draft.consignee,
    mobile: draft.mobile,
    stationName: draft.stationName,
    orderType: number(draft.orderType),
    payType: number(draft.payType),
    status: number(draft.status),
    deliveryType: number(draft.deliveryType),
    refundStatus: number(draft.refundStatus),
    ...range,
  });
}

/** Every filter of the order list, with the four quick date ranges. */
export function OrderFiltersForm({ value, onSearch, extra }: OrderFiltersFormProps) {
  const { t } = useTranslation('order');
  const [draft, setDraft] = useState(() => toDraft(value));
  const rangeLabel = useId();

  useEffect(() => setDraft(toDraft(value)), [value]);

  const set = (key: keyof Draft, next: string) => setDraft((current) => ({ ...current, [key]: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(fromDraft(draft));
  };
  const applyQuick = (range: QuickRange) => {
    const [start, end] = quickRange(range);
    const next = { ...draft, startTime: toField(start.format(TIME_FORMAT)), endTime: toField(end.format(TIME_FORMAT)) };
    setDraft(next);
    onSearch(fromDraft(next));
  };

  const text = (name: TextKey, digitsOnly = false) => (
    <SearchField
      label={t(`filters.${name}`)}
      placeholder={t('filters.placeholder')}
      digits={digitsOnly}
      value={draft[name]}
      onChange={(next) => set(name, next)}
      data-testid={`order-filter-${name}`}
    />
  );
  const select = (name: ChoiceKey, values: readonly number[], prefix: string) => (
    <ChoiceField
      label={t(`filters.${name}`)}
      anyLabel={t('filters.all')}
      options={values.map((v) => ({ value: String(v), label: t(`${prefix}.${v}`) }))}
      value={draft[name]}
      onChange={(next) => set(name, next)}
      data-testid={`order-filter-${name}`}
    />
  );
  const time = (name: 'startTime' | 'endTime') => (
    <input
      className="ui-input"
      type="datetime-local"
      step={1}
      aria-label={t(`filters.${name}`)}
      value={draft[name]}
      onChange={(event) => set(name, event.target.value)}
      data-testid={`order-filter-${name}`}
    />
  );

  return (
    <form className="order-filters" onSubmit={submit} data-testid="order-filters">
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
      <div className="ui-field order-filters__range" role="group" aria-labelledby={rangeLabel} data-testid="order-filter-range">
        <span id={rangeLabel}>{t('filters.createTime')}</span>
        {time('startTime')}
        <span aria-hidden="true">–</span>
        {time('endTime')}
      </div>
      <div className="order-filters__buttons">
        {QUICK_RANGES.map((range) => (
          <Button key={range} small onClick={() => applyQuick(range)} data-testid={`order-quick-${range}`}>
            {t(`quick.${range}`)}
          </Button>
        ))}
      </div>
      <div className="order-filters__buttons">
        <Button variant="primary" type="submit" data-testid="order-search">
          {t('common:search')}
        </Button>
        <Button
          onClick={() => {
            setDraft(toDraft({}));
            onSearch({});
          }}
          data-testid="order-reset"
        >
          {t('common:reset')}
        </Button>
        {extra}
      </div>
    </form>
  );
}
