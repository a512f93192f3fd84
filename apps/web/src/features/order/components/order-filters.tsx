import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_TYPES, ORDER_STATUSES, ORDER_TYPES, PAY_TYPES, REFUND_STATUSES } from '@caremall/contract';
import { ChoiceField, SearchField } from '../../../shared/crud/list-filters';
import { Button } from '../../../shared/ui';
import { DayField } from '../../../shared/widgets/day-field/day-field';
import { formatDay, parseDay } from '../../../shared/widgets/day-field/day-text';
import { QUICK_RANGES, quickRange, type QuickRange } from '../lib/date-ranges';
import { cleanFilters, wireTime, type OrderFilters } from '../lib/order-query';

export interface OrderFiltersFormProps {
  value: OrderFilters;
  onSearch: (filters: OrderFilters) => void;
  extra?: React.ReactNode;
}

type TextKey = 'orderId' | 'consignee' | 'mobile' | 'stationName';
type ChoiceKey = 'orderType' | 'payType' | 'status' | 'deliveryType' | 'refundStatus';
/** What the form's fields hold: text as typed, choices and times as their input's value ('' for none). */
type Draft = Record<TextKey | ChoiceKey | 'startTime' | 'endTime', string>;

type Edge = 'startTime' | 'endTime';
/** The time of day a typed day stands for: a start takes in the day from its first second, an end to its last. */
const EDGE_TIME: Record<Edge, string> = { startTime: '00:00:00', endTime: '23:59:59' };

/** A time of the list (`YYYY-MM-DD HH:mm:ss`) as its field shows it: the day alone when it is the day's edge. */
function toField(time: string | undefined, edge: Edge): string {
  if (!time) return '';
  const [day, clock] = time.split(' ');
  return clock === EDGE_TIME[edge] ? day! : time;
}

/** What a field's text asks for: nothing, a time of the list, or `false` for text that is neither a day nor a time. */
function fromField(text: string, edge: Edge): string | undefined | false {
  const typed = text.trim();
  if (typed === '') return undefined;
  const day = parseDay(typed);
  if (day) return `${formatDay(day)} ${EDGE_TIME[edge]}`;
  return wireTime(typed) ?? false;
}

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
  startTime: toField(filters.startTime, 'startTime'),
  endTime: toField(filters.endTime, 'endTime'),
});

/** The fields whose text is neither a day nor a time. */
const wrongTimes = (draft: Draft): Edge[] => (['startTime', 'endTime'] as const).filter((edge) => fromField(draft[edge], edge) === false);

/** The filters a draft asks for (its times written right); a range typed end first is the same range. */
function fromDraft(draft: Draft): OrderFilters {
  const number = (value: string) => (value === '' ? undefined : Number(value));
  const time = (text: string, edge: Edge) => fromField(text, edge) || undefined;
  const [start, end] = [time(draft.startTime, 'startTime'), time(draft.endTime, 'endTime')];
  const swap = start !== undefined && end !== undefined && end < start;
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
    startTime: swap ? time(draft.endTime, 'startTime') : start,
    endTime: swap ? time(draft.startTime, 'endTime') : end,
  });
}

/** Every filter of the order list, with the four quick date ranges. */
export function OrderFiltersForm({ value, onSearch, extra }: OrderFiltersFormProps) {
  const { t } = useTranslation('order');
  const [draft, setDraft] = useState(() => toDraft(value));
  const rangeLabel = useId();
  const timeMessage = useId();
  // Set by a search while a time field held text that is not a day: those fields say so until they are right.
  const [checkTimes, setCheckTimes] = useState(false);
  const wrong = checkTimes ? wrongTimes(draft) : [];
  const range = useRef<HTMLDivElement>(null);

  useEffect(() => setDraft(toDraft(value)), [value]);

  const set = (key: keyof Draft, next: string) => setDraft((current) => ({ ...current, [key]: next }));
  const search = (next: Draft) => {
    const [first] = wrongTimes(next);
    setCheckTimes(first !== undefined);
    if (first) range.current?.querySelector<HTMLElement>(`[data-testid="order-filter-${first}"]`)?.focus();
    else onSearch(fromDraft(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };
  const applyQuick = (quick: QuickRange) => {
    const { startTime, endTime } = quickRange(quick);
    const next = { ...draft, startTime: toField(startTime, 'startTime'), endTime: toField(endTime, 'endTime') };
    setDraft(next);
    search(next);
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
  const time = (name: Edge) => (
    <DayField
      label={t(`filters.${name}`)}
      value={draft[name]}
      onChange={(next) => set(name, next)}
      invalid={wrong.includes(name)}
      aria-describedby={timeMessage}
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
      <div ref={range} className="ui-field order-filters__range" role="group" aria-labelledby={rangeLabel} data-testid="order-filter-range">
        <span id={rangeLabel}>{t('filters.createTime')}</span>
        {time('startTime')}
        <span aria-hidden="true">–</span>
        {time('endTime')}
        {wrong.length > 0 && (
          <span id={timeMessage} className="order-filters__error" data-testid="order-filter-time-message">
            {t('filters.dayFormat')}
          </span>
        )}
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
            setCheckTimes(false);
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
