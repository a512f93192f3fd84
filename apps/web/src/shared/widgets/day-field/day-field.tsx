// A day typed as YYYY-MM-DD (the spec's format), or picked from a calendar beside it. The typed text is the
// field's one value: a pick writes its day there, so a day typed and a day picked are the same thing.
import { useRef, useState } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../ui/popover';
import { DAY_FORMAT, formatDay, parseDay } from './day-text';
import { MonthGrid } from './month-grid';
import './day-field.css';

export interface DayFieldProps {
  label: string;
  /** The text as typed. */
  value: string;
  onChange: (text: string) => void;
  invalid?: boolean;
  /** The message that says what is wrong, when `invalid`. */
  'aria-describedby'?: string;
  'data-testid'?: string;
}

export function DayField({ label, value, onChange, invalid = false, ...rest }: DayFieldProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const testId = rest['data-testid'];
  return (
    <span className="day-field">
      <input
        ref={input}
        className="ui-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        maxLength={19}
        placeholder={DAY_FORMAT}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? rest['aria-describedby'] : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
      <Popover
        open={open}
        onOpenChange={setOpen}
        label={label}
        initialFocus='td[tabindex="0"]'
        className="day-field__popup"
        trigger={(props) => (
          <button
            {...props}
            type="button"
            className="day-field__button"
            aria-label={t('dayField.choose', { label })}
            data-testid={testId && `${testId}-calendar`}
          >
            <CalendarOutlined aria-hidden />
          </button>
        )}
        data-testid={testId && `${testId}-popup`}
      >
        <MonthGrid
          value={parseDay(value)}
          onPick={(day) => {
            onChange(formatDay(day));
            setOpen(false);
            input.current?.focus();
          }}
        />
      </Popover>
    </span>
  );
}
