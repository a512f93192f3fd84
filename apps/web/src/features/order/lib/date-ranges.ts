// The quick date ranges of the order filters, as the list's startTime/endTime.
import type { Dayjs } from 'dayjs';
import { shopNow } from '../../../shared/widgets/day-field/day-text';

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export type QuickRange = 'today' | 'yesterday' | 'last7' | 'last30';
export const QUICK_RANGES: QuickRange[] = ['today', 'yesterday', 'last7', 'last30'];

/**
 * The quick ranges of the order list, whole days of the shop's clock (the wire's): the 7- and 30-day ranges end
 * yesterday, not today.
 */
export function quickRange(range: QuickRange, now: Dayjs = shopNow()): { startTime: string; endTime: string } {
  const [start, end] = quickDays(range, now);
  return { startTime: start.format(TIME_FORMAT), endTime: end.format(TIME_FORMAT) };
}

function quickDays(range: QuickRange, now: Dayjs): [Dayjs, Dayjs] {
  const today = now.startOf('day');
  const yesterdayEnd = today.subtract(1, 'day').endOf('day');
  switch (range) {
    case 'today':
      return [today, now.endOf('day')];
    case 'yesterday':
      return [today.subtract(1, 'day'), yesterdayEnd];
    case 'last7':
      return [today.subtract(7, 'day'), yesterdayEnd];
    case 'last30':
      return [today.subtract(30, 'day'), yesterdayEnd];
  }
}
