// A day typed or picked: the text is checked strictly, the calendar's weeks start on Monday, and it is worked by
// keyboard as the WAI-ARIA date picker's grid is.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { setLanguage } from '../../i18n';
import { DayField } from './day-field';
import { formatDay, monthWeeks, parseDay, shopNow } from './day-text';

describe('parseDay', () => {
  it('reads a real day written YYYY-MM-DD, and nothing else', () => {
    expect(parseDay('2026-12-01')?.format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(parseDay(' 2028-02-29 ')?.format('YYYY-MM-DD')).toBe('2028-02-29');
    for (const text of [
      '',
      '2026-1-01',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0999-01-01',
      '2026/12/01',
      '01-12-2026',
      '2026-12-01 00:00:00',
      '2026-12-01x',
    ]) {
      expect(parseDay(text), text).toBeNull();
    }
  });
});

describe('monthWeeks', () => {
  it('lays a month out in weeks from Monday to Sunday', () => {
    const text = (week: (dayjs.Dayjs | null)[]) => week.map((day) => day?.date() ?? null);
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const december = monthWeeks(dayjs('2026-12-15'));
    expect(december).toHaveLength(5);
    expect(text(december[0]!)).toEqual([null, 1, 2, 3, 4, 5, 6]);
    expect(text(december[4]!)).toEqual([28, 29, 30, 31, null, null, null]);
    // February 2027 starts on a Monday: four whole weeks.
    expect(monthWeeks(dayjs('2027-02-01')).map(text)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(monthWeeks(dayjs('2027-02-01'))).toHaveLength(4);
  });
});

function Field({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <DayField label="Start time" value={text} onChange={setText} data-testid="start" />
      <output data-testid="held">{text}</output>
    </>
  );
}

const openCalendar = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Choose Start time on a calendar' }));
  return screen.getByRole('dialog', { name: 'Start time' });
};
const focusedDay = () => document.activeElement as HTMLElement;

describe('DayField', () => {
  it('opens on the day it holds, Monday first, and a day picked is written into the field, which takes the focus back', () => {
    render(<Field initial="2026-12-02" />);
    const calendar = openCalendar();
    expect(within(calendar).getByText('December 2026')).toBeInTheDocument();
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(focusedDay()).toHaveAttribute('data-day', '2026-12-02');
    expect(focusedDay()).toHaveAttribute('aria-selected', 'true');
    expect(focusedDay()).toHaveAccessibleName('Wednesday, December 2, 2026');

    fireEvent.click(within(calendar).getByRole('gridcell', { name: 'Friday, December 18, 2026' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('held')).toHaveTextContent('2026-12-18');
    expect(screen.getByLabelText('Start time')).toHaveValue('2026-12-18');
    expect(screen.getByLabelText('Start time')).toHaveFocus();
  });

  it('moves by day, week, week end, month and year from the keyboard, and Enter picks', () => {
    render(<Field initial="2026-12-31" />);
    const calendar = openCalendar();
    const press = (key: string, shiftKey = false) => fireEvent.keyDown(focusedDay(), { key, shiftKey });
    press('ArrowRight');
    expect(focusedDay()).toHaveAttribute('data-day', '2027-01-01');
    expect(within(calendar).getByText('January 2027')).toBeInTheDocument();
    press('ArrowUp');
    expect(focusedDay()).toHaveAttribute('data-day', '2026-12-25');
    press('Home');
    expect(focusedDay()).toHaveAttribute('data-day', '2026-12-21');
    press('End');
    expect(focusedDay()).toHaveAttribute('data-day', '2026-12-27');
    press('ArrowDown');
    press('ArrowLeft');
    expect(focusedDay()).toHaveAttribute('data-day', '2027-01-02');
    press('PageUp');
    expect(focusedDay()).toHaveAttribute('data-day', '2026-12-02');
    press('PageDown', true);
    expect(focusedDay()).toHaveAttribute('data-day', '2027-12-02');
    press('Enter');
    expect(screen.getByLabelText('Start time')).toHaveValue('2027-12-02');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens on today (the shop's: GMT+8) when the field holds no day, goes round its buttons and days with Tab, and Escape leaves the text alone", () => {
    render(<Field initial="2026-1-5" />);
    const calendar = openCalendar();
    const today = formatDay(shopNow());
    expect(focusedDay()).toHaveAttribute('data-day', today);
    expect(focusedDay()).toHaveAttribute('aria-current', 'date');
    expect(within(calendar).queryByRole('gridcell', { selected: true })).toBeNull();

    const previous = within(calendar).getByRole('button', { name: 'Previous month' });
    fireEvent.keyDown(focusedDay(), { key: 'Tab' });
    expect(previous).toHaveFocus();
    fireEvent.keyDown(previous, { key: 'Tab', shiftKey: true });
    expect(focusedDay()).toHaveAttribute('data-day', today);

    fireEvent.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(
      within(calendar).getByText(shopNow().add(1, 'month').toDate().toLocaleDateString('en', { year: 'numeric', month: 'long' })),
    ).toBeInTheDocument();
    fireEvent.keyDown(calendar, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose Start time on a calendar' })).toHaveFocus();
    expect(screen.getByLabelText('Start time')).toHaveValue('2026-1-5');
  });

  it('starts its weeks on Monday in every language', async () => {
    for (const [language, monday] of [
      ['zh_CN', '周一'],
      ['ja', '月'],
      ['es_MX', 'lun'],
    ] as const) {
      await setLanguage(language);
      const { unmount } = render(<Field initial="2026-12-02" />);
      fireEvent.click(screen.getByTestId('start-calendar'));
      expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent(monday);
      unmount();
    }
    await setLanguage('en');
  });
});
