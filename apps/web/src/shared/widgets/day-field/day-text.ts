// Days as merchants type them (the spec's YYYY-MM-DD), and as the calendar reads and writes them.
import dayjs, { type Dayjs } from 'dayjs';
import { WIRE_TIME_OFFSET_MS } from '@caremall/contract';

export const DAY_FORMAT = 'YYYY-MM-DD';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day a text names when it is a real one written YYYY-MM-DD (2026-02-30 is not), else null. */
export function parseDay(text: string): Dayjs | null {
  const parts = DAY.exec(text.trim());
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = dayjs(new Date(year, month - 1, day));
  return year >= 1000 && date.year() === year && date.month() === month - 1 && date.date() === day ? date : null;
}

export const formatDay = (day: Dayjs) => day.format(DAY_FORMAT);

/**
 * Now on the shop's clock, the one every time on the wire is written in (GMT+8): its date and hour read as the
 * server's, wherever the browser is. "Today" is the shop's today: a merchant in Mexico at 20:00 on the 1st is on the
 * 2nd, with the orders the list shows as placed that morning.
 */
export function shopNow(at: number = Date.now()): Dayjs {
  const wire = new Date(at + WIRE_TIME_OFFSET_MS);
  return dayjs(
    new Date(wire.getUTCFullYear(), wire.getUTCMonth(), wire.getUTCDate(), wire.getUTCHours(), wire.getUTCMinutes(), wire.getUTCSeconds()),
  );
}

/** The weekday's place in a week that starts on Monday (the spec's week): Monday 0 … Sunday 6. */
export const mondayIndex = (day: Dayjs) => (day.day() + 6) % 7;

/** The Monday that starts the week of a day. */
export const weekStart = (day: Dayjs) => day.subtract(mondayIndex(day), 'day').startOf('day');

/** The weeks a month's grid shows, Monday first: each a list of seven days, null outside the month. */
export function monthWeeks(month: Dayjs): (Dayjs | null)[][] {
  const first = month.startOf('month');
  const days = first.daysInMonth();
  const lead = mondayIndex(first);
  const cells: (Dayjs | null)[] = Array.from({ length: Math.ceil((lead + days) / 7) * 7 }, (_, index) => {
    const date = index - lead + 1;
    return date >= 1 && date <= days ? first.date(date) : null;
  });
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
