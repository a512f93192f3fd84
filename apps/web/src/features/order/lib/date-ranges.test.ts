// The quick ranges end where the spec says (7 and 30 days end yesterday).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatRange, quickRange } from './date-ranges';

const now = dayjs('2026-03-15 10:20:30');

describe('order quick ranges', () => {
  it('covers today and yesterday as whole days', () => {
    expect(formatRange(quickRange('today', now))).toEqual({ startTime: '2026-03-15 00:00:00', endTime: '2026-03-15 23:59:59' });
    expect(formatRange(quickRange('yesterday', now))).toEqual({ startTime: '2026-03-14 00:00:00', endTime: '2026-03-14 23:59:59' });
  });

  it('ends the 7- and 30-day ranges yesterday', () => {
    expect(formatRange(quickRange('last7', now))).toEqual({ startTime: '2026-03-08 00:00:00', endTime: '2026-03-14 23:59:59' });
    expect(formatRange(quickRange('last30', now))).toEqual({ startTime: '2026-02-13 00:00:00', endTime: '2026-03-14 23:59:59' });
  });

  it('includes the whole last day of a range picked or typed without a time', () => {
    expect(formatRange([dayjs('2026-03-01'), dayjs('2026-03-03')])).toEqual({ startTime: '2026-03-01 00:00:00', endTime: '2026-03-03 23:59:59' });
    expect(formatRange([dayjs('2026-03-01'), dayjs('2026-03-03 12:00:00')]).endTime).toBe('2026-03-03 12:00:00');
    // Typed end first: the same range, not one that matches nothing.
    expect(formatRange([dayjs('2026-11-30'), dayjs('2026-11-01')])).toEqual({ startTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59' });
  });
});
