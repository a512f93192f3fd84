import { Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { dayOf, parseTypedDay } from '../lib/date-ranges';

const loadPicker = async () => (await import('./date-range-picker')).DateRangePicker;
const Picker = lazyInAntdScope(loadPicker);
/** The picker's code and antd's scope, fetched ahead of drawing it. */
const fetchPicker = () => Promise.all([loadPicker(), import('../../../shared/theme/antd-scope')]);

export interface DateRangeFieldProps {
  label: string;
  startLabel: string;
  endLabel: string;
  /** Each end as the list writes it (`YYYY-MM-DD HH:mm:ss`), '' for none; the fields show their days. */
  start: string;
  end: string;
  /** A day picked or typed comes as its first second for the start, its last for the end. */
  onChange: (start: string, end: string) => void;
  /** Set when a merchant heads for the form the field is in: the picker starts loading then. */
  wanted: boolean;
  'data-testid'?: string;
}

interface TypedDayProps {
  id: string;
  side: 'start' | 'end';
  /** The list's time ('' for none); the field shows its day. */
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  'data-testid'?: string;
}

/**
 * A day typed as the spec writes dates. The list takes it once it reads as a day; text that does not is marked and,
 * when the field is left, gives way to the last day taken (as antd's picker does).
 */
function TypedDay({ id, side, value, onChange, placeholder, 'data-testid': testId }: TypedDayProps) {
  const [text, setText] = useState(dayOf(value));
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(dayOf(value));
  }, [value]);
  return (
    <input
      id={id}
      className="ui-input"
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      aria-invalid={parseTypedDay(text, side) === undefined}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false;
        setText(dayOf(value));
      }}
      onChange={(event) => {
        setText(event.target.value);
        const time = parseTypedDay(event.target.value, side);
        if (time !== undefined) onChange(time);
      }}
      data-testid={testId}
    />
  );
}

/**
 * The order list's creation-time range, in days written `YYYY-MM-DD` (the spec's date format; the quick ranges and the
 * list's whole-day ends are days too). The home screen is drawn with two text fields that take a typed day; antd's
 * range picker, with its calendar, replaces them once its code is in,
 * which starts when the merchant heads for the filters (`wanted`) so that the home screen's first load carries none of
 * it. A field being typed in is not replaced under the merchant's hands: the picker waits until focus leaves the
 * range, unless nothing was typed yet, in which case it takes the focus over.
 */
export function DateRangeField({ label, startLabel, endLabel, start, end, onChange, wanted, 'data-testid': testId }: DateRangeFieldProps) {
  const base = useId();
  const ids = { start: `${base}-start`, end: `${base}-end` };
  const labelId = `${base}-label`;
  const [loaded, setLoaded] = useState(false);
  const [holding, setHolding] = useState<{ index: 0 | 1; typed: boolean } | null>(null);

  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    fetchPicker().then(
      () => current && setLoaded(true),
      () => undefined, // the typed fields stay: they do all the picker does but the calendar
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);

  const focusIndex = holding && !holding.typed ? holding.index : undefined;
  const swapped = loaded && (holding === null || !holding.typed);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (swapped) return;
    const index = event.target.id === ids.end ? 1 : 0;
    setHolding((current) => ({ index, typed: current?.typed ?? false }));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHolding(null);
  };
  const typed = (which: 0 | 1) => (value: string) => {
    setHolding({ index: which, typed: true });
    onChange(which === 0 ? value : start, which === 1 ? value : end);
  };

  const typedFields = (
    <span className="order-filters__typed-range">
      <TypedDay id={ids.start} side="start" value={start} onChange={typed(0)} placeholder={startLabel} data-testid={testId && `${testId}-start`} />
      <span aria-hidden="true">–</span>
      <TypedDay id={ids.end} side="end" value={end} onChange={typed(1)} placeholder={endLabel} data-testid={testId && `${testId}-end`} />
    </span>
  );

  return (
    <div className="ui-field order-filters__range" role="group" aria-labelledby={labelId} onFocus={onFocus} onBlur={onBlur} data-testid={testId}>
      <span id={labelId}>{label}</span>
      <label htmlFor={ids.start} className="visually-hidden">
        {startLabel}
      </label>
      <label htmlFor={ids.end} className="visually-hidden">
        {endLabel}
      </label>
      {swapped ? (
        <Suspense fallback={typedFields}>
          <Picker
            start={start}
            end={end}
            onChange={onChange}
            ids={ids}
            placeholders={[startLabel, endLabel]}
            focusIndex={focusIndex}
            data-testid={testId && `${testId}-picker`}
          />
        </Suspense>
      ) : (
        typedFields
      )}
    </div>
  );
}
