/** Dates on the wire: `yyyy-MM-dd HH:mm:ss` in GMT+8, as mall4cloud writes them. */
import { WIRE_TIME_OFFSET_MS as OFFSET_MS } from '@caremall/contract';

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Every time a list answers goes through here (two or more a row), so it writes the fields itself: a third of toISOString's time. */
export function formatTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const wire = new Date(time + OFFSET_MS);
  const year = wire.getUTCFullYear();
  // Years of other than four digits as ISO writes them (0999, +010000).
  if (year < 1000 || year > 9999) return wire.toISOString().slice(0, 19).replace('T', ' ');
  const date = `${year}-${twoDigits(wire.getUTCMonth() + 1)}-${twoDigits(wire.getUTCDate())}`;
  return `${date} ${twoDigits(wire.getUTCHours())}:${twoDigits(wire.getUTCMinutes())}:${twoDigits(wire.getUTCSeconds())}`;
}

/** Parses `yyyy-MM-dd HH:mm:ss` (GMT+8) into a Date; undefined when malformed or no such time (02-30, 24:00:00). */
export function parseTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const ms = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s) - OFFSET_MS;
  const date = new Date(ms);
  // Date.UTC carries what overflows into the next field (02-30 is 03-02): a time that does not read back is none.
  return formatTime(date) === `${y}-${mo}-${d} ${h}:${mi}:${s}` ? date : undefined;
}
