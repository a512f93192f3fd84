// Times on the wire are `yyyy-MM-dd HH:mm:ss` in GMT+8. Generated over every hour of two years around a leap day, the
// turns of days, months and years in GMT+8, and the edges of four-digit years: each is written as ISO would write it
// eight hours on, and read back to the same second.
import { describe, expect, it } from 'vitest';
import { formatTime, parseTime } from '../../src/platform/http/time.ts';

const HOUR = 3_600_000;
const asIsoWrites = (time: number) => new Date(time + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

describe('wire times', () => {
  it('writes every time as ISO does eight hours on, and reads it back to the second', () => {
    const start = Date.UTC(2023, 11, 31, 0, 0, 0, 999);
    for (let time = start; time < start + 2 * 366 * 24 * HOUR; time += HOUR - 7_777) {
      expect(formatTime(new Date(time))).toBe(asIsoWrites(time));
      expect(formatTime(new Date(time).toISOString())).toBe(asIsoWrites(time));
      expect(parseTime(formatTime(new Date(time))!)!.getTime()).toBe(Math.floor(time / 1000) * 1000);
    }
  });

  it('writes years of other than four digits as ISO does', () => {
    for (const time of [Date.UTC(999, 0, 1), Date.UTC(1000, 0, 1) - 8 * HOUR - 1, Date.UTC(9999, 11, 31, 15, 59, 59), Date.UTC(9999, 11, 31, 16)])
      expect(formatTime(new Date(time)), new Date(time).toISOString()).toBe(asIsoWrites(time));
  });

  it('writes nothing for nothing and for what is no time', () => {
    expect(formatTime(null)).toBeNull();
    expect(formatTime(undefined)).toBeNull();
    expect(formatTime('no time')).toBeNull();
    expect(formatTime(new Date(Number.NaN))).toBeNull();
  });
});
