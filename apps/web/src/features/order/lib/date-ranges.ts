// The quick date ranges of the order filters, and how a range becomes the list's startTime/endTime.
import dayjs, { type Dayjs } from 'dayjs';

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export type QuickRange = 'today' | 'yesterday' | 'last7' | 'last30';
export const QUICK_RANGES: QuickRange[] = ['today', 'yesterday', 'last7', 'last30'];

/** The quick ranges of the order list: the 7- and 30-day ranges end yesterday, not today. */
export function quickRange(range: QuickRange, now: Dayjs = dayjs()): [Dayjs, Dayjs] {
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

/**
 * An end at midnight sharp is a day picked or typed without a time: the whole of that day is meant, so it
 * ends at 23:59:59 rather than leaving its last day out.
 */
const inclusiveEnd = (end: Dayjs) => (end.isSame(end.startOf('day')) ? end.endOf('day') : end);

/** A range typed end first is the same range (as antd's range picker orders it): never a search that cannot match. */
export function formatRange([from, to]: [Dayjs, Dayjs]) {
  const [start, end] = to.isBefore(from) ? [to, from] : [from, to];
  return { startTime: start.format(TIME_FORMAT), endTime: inclusiveEnd(end).format(TIME_FORMAT) };
}
