// antd's range picker for the order list's creation time: loaded when a merchant heads for the filters.
import { useContext, useLayoutEffect, useRef } from 'react';
import { CalendarOutlined, CloseCircleFilled } from '@ant-design/icons';
import { ConfigProvider, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DAY_FORMAT, dayBound } from '../lib/date-ranges';

export interface DateRangePickerProps {
  /** Each end as the list writes it (`YYYY-MM-DD HH:mm:ss`), '' for none: the picker shows its day. */
  start: string;
  end: string;
  onChange: (start: string, end: string) => void;
  /** The ids the field's labels name. */
  ids: { start: string; end: string };
  placeholders: [string, string];
  /** The end that had focus while the picker loaded: it is handed on, and the calendar opens for it. */
  focusIndex?: 0 | 1;
  'data-testid'?: string;
}

const { RangePicker } = DatePicker;

const toDay = (time: string) => (time ? dayjs(time) : null);

/**
 * The language's calendar texts without the year and month buttons' names (选择年份, 选择月份): a screen reader then
 * reads the year and month the buttons show, as a speech user says them (WCAG 2.5.3).
 */
function useCalendarTexts() {
  const texts = useContext(ConfigProvider.ConfigContext).locale?.DatePicker;
  return texts && { ...texts, lang: { ...texts.lang, yearSelect: '', monthSelect: '' } };
}

/**
 * Days, each end its whole day; either end may stay empty, as the list allows. Weeks start on Monday in every
 * language (the app's dayjs locales).
 */
export function DateRangePicker({ start, end, onChange, ids, placeholders, focusIndex, 'data-testid': testId }: DateRangePickerProps) {
  const initialFocus = useRef(focusIndex);
  const calendarTexts = useCalendarTexts();

  // In the commit that draws the picker: a key pressed meanwhile reaches its field, not the page.
  useLayoutEffect(() => {
    if (initialFocus.current === undefined) return;
    document.getElementById(initialFocus.current === 0 ? ids.start : ids.end)?.focus();
    initialFocus.current = undefined;
  }, [ids]);

  return (
    <RangePicker
      id={ids}
      locale={calendarTexts}
      value={[toDay(start), toDay(end)]}
      format={DAY_FORMAT}
      allowEmpty={[true, true]}
      defaultOpen={focusIndex !== undefined}
      placeholder={placeholders}
      classNames={{ popup: { root: 'order-range-popup' } }}
      suffixIcon={<CalendarOutlined aria-hidden />}
      allowClear={{ clearIcon: <CloseCircleFilled aria-hidden /> }}
      onChange={(days) => onChange(days?.[0] ? dayBound(days[0], 'start') : '', days?.[1] ? dayBound(days[1], 'end') : '')}
      data-testid={testId}
    />
  );
}
