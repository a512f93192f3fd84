// The quick ranges end where the spec says (7 and 30 days end yesterday).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { shopNow } from '../../../shared/widgets/day-field/day-text';
import { quickRange } from './date-ranges';

const now = dayjs('2026-03-15 10:20:30');

describe('order quick ranges', () => {
  it('covers today and yesterday as whole days', () => {
    expect(quickRange('today', now)).toEqual({ startTime: '2026-03-15 00:00:00', endTime: '2026-03-15 23:59:59' });
    expect(quickRange('yesterday', now)).toEqual({ startTime: '2026-03-14 00:00:00', endTime: '2026-03-14 23:59:59' });
  });

  it('ends the 7- and 30-day ranges yesterday', () => {
    expect(quickRange('last7', now)).toEqual({ startTime: '2026-03-08 00:00:00', endTime: '2026-03-14 23:59:59' });
    expect(quickRange('last30', now)).toEqual({ startTime: '2026-02-13 00:00:00', endTime: '2026-03-14 23:59:59' });
  });

  it("counts on the shop's clock (GMT+8, the wire's): 20:00 on the 1st in Mexico City is the 2nd", () => {
    const inMexicoAt8pm = Date.UTC(2026, 11, 2, 2, 0, 0);
    expect(shopNow(inMexicoAt8pm).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-02 10:00:00');
    expect(quickRange('today', shopNow(inMexicoAt8pm))).toEqual({ startTime: '2026-12-02 00:00:00', endTime: '2026-12-02 23:59:59' });
  });
});
