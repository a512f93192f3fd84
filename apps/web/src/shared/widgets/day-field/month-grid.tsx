// A month's days in a grid whose weeks start on Monday (the spec's week), worked by pointer or keyboard as the
// WAI-ARIA date picker dialog's grid is: arrows move a day or a week, Home and End to the week's ends, Page Up and
// Page Down a month (with Shift a year), Enter or Space picks.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDay, monthWeeks, shopNow, weekStart } from './day-text';

export interface MonthGridProps {
  /** The day the field holds, if any: selected, and where the grid opens. */
  value: Dayjs | null;
  onPick: (day: Dayjs) => void;
}

/** The language's BCP 47 name (zh_CN → zh-CN) for the browser's own names of months and weekdays. */
const bcp47 = (language: string) => language.replace('_', '-');

const MOVES: Record<string, (day: Dayjs, shift: boolean) => Dayjs> = {
  ArrowLeft: (day) => day.subtract(1, 'day'),
  ArrowRight: (day) => day.add(1, 'day'),
  ArrowUp: (day) => day.subtract(7, 'day'),
  ArrowDown: (day) => day.add(7, 'day'),
  Home: (day) => weekStart(day),
  End: (day) => weekStart(day).add(6, 'day'),
  PageUp: (day, shift) => day.subtract(1, shift ? 'year' : 'month'),
  PageDown: (day, shift) => day.add(1, shift ? 'year' : 'month'),
};

export function MonthGrid({ value, onPick }: MonthGridProps) {
  const { t, i18n } = useTranslation('common');
  const locale = bcp47(i18n.language);
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<Dayjs>(() => (value ?? shopNow()).startOf('day'));
  // Only a move made in the grid takes the focus along; the month buttons keep theirs.
  const follow = useRef(false);

  useEffect(() => {
    if (!follow.current) return;
    follow.current = false;
    grid.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  }, [active]);

  const names = useMemo(() => {
    const monday = weekStart(dayjs('2024-01-01'));
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    return Array.from({ length: 7 }, (_, i) => {
      const day = monday.add(i, 'day').toDate();
      return { short: short.format(day), long: long.format(day) };
    });
  }, [locale]);
  const monthTitle = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(active.toDate());
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const today = formatDay(shopNow());
  const selected = value ? formatDay(value) : null;

  // The calendar is a small dialog: Tab goes round its month buttons and the grid, as the APG date picker's does.
  const keepTabInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const stops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button, td[tabindex="0"]'));
    const first = stops[0];
    const last = stops.at(-1);
    if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    } else if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    }
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(active);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    follow.current = true;
    setActive(move(active, event.shiftKey));
  };

  return (
    <div className="day-grid" onKeyDown={keepTabInside} data-testid="day-grid">
      <div className="day-grid__head">
        <button
          type="button"
          className="day-grid__month"
          aria-label={t('dayField.previousMonth')}
          onClick={() => setActive(active.subtract(1, 'month'))}
          data-testid="day-grid-previous"
        >
          <LeftOutlined aria-hidden />
        </button>
        <span id={titleId} className="day-grid__title" aria-live="polite" data-testid="day-grid-title">
          {monthTitle}
        </span>
        <button
          type="button"
          className="day-grid__month"
          aria-label={t('dayField.nextMonth')}
          onClick={() => setActive(active.add(1, 'month'))}
          data-testid="day-grid-next"
        >
          <RightOutlined aria-hidden />
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(active).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} role="gridcell" />;
                const text = formatDay(day);
                return (
                  <td
                    key={text}
                    role="gridcell"
                    tabIndex={day.isSame(active, 'day') ? 0 : -1}
                    aria-selected={text === selected}
                    aria-current={text === today ? 'date' : undefined}
                    aria-label={fullDate.format(day.toDate())}
                    onClick={() => onPick(day)}
                    data-day={text}
                  >
                    {day.date()}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
