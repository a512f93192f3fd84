// The filter fields of a list screen: each keeps its typed value in the list's draft until 查询 applies them.
import { createContext, useContext, useEffect } from 'react';
import { ID_DIGITS } from './list-address';

export type FilterDraft = Record<string, unknown>;

interface FilterState {
  draft: FilterDraft;
  set: (name: string, value: unknown) => void;
  /** The names of the form's fields: clearing sets each of them, and only them, to "any". */
  register: (name: string) => void;
}

export const FilterContext = createContext<FilterState | null>(null);

function useFilter(name: string): [unknown, (value: unknown) => void] {
  const state = useContext(FilterContext);
  if (!state) throw new Error('A filter field belongs in a ListPage’s filters');
  const { draft, set, register } = state;
  useEffect(() => register(name), [register, name]);
  return [draft[name], (value) => set(name, value)];
}

interface FieldProps {
  /** The query's key. */
  name: string;
  label: string;
  placeholder?: string;
  width?: number;
  'data-testid'?: string;
}

interface PlainFieldProps {
  label: string;
  /** The field's text ('' for none). */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  width?: number;
  'data-testid'?: string;
}

/** A labelled search box of a filter form; with `digits` it keeps digits only, as many as an id has at most. */
export function SearchField({ label, value, onChange, placeholder, width, digits = false, ...rest }: PlainFieldProps & { digits?: boolean }) {
  return (
    <label className="ui-field">
      <span>{label}</span>
      <input
        className="ui-input"
        type="search"
        inputMode={digits ? 'numeric' : undefined}
        maxLength={digits ? ID_DIGITS : undefined}
        placeholder={placeholder}
        style={width ? { width } : undefined}
        value={value}
        onChange={(event) => onChange(digits ? event.target.value.replace(/\D/g, '') : event.target.value)}
        data-testid={rest['data-testid']}
      />
    </label>
  );
}

/** A labelled choice of a filter form; its first entry (`anyLabel`, value '') means any. */
export function ChoiceField({
  label,
  value,
  onChange,
  anyLabel,
  options,
  width,
  disabled = false,
  ...rest
}: Omit<PlainFieldProps, 'placeholder'> & { anyLabel: string; options: readonly { value: string; label: string }[]; disabled?: boolean }) {
  return (
    <label className="ui-field">
      <span>{label}</span>
      <select
        className="ui-select"
        // At least this wide, wider for a longer choice (a language's longer words are never cut).
        style={width ? { minWidth: width } : undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        data-testid={rest['data-testid']}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A text filter of a list page; with `digits` it takes digits only and filters by the number. */
export function TextFilter({ name, label, placeholder, width = 180, digits = false, ...rest }: FieldProps & { digits?: boolean }) {
  const [value, setValue] = useFilter(name);
  return (
    <SearchField
      label={label}
      placeholder={placeholder}
      width={width}
      digits={digits}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(text) => setValue(digits ? (text === '' ? undefined : Number(text)) : text)}
      data-testid={rest['data-testid']}
    />
  );
}

/** A choice filter of a list page; its first entry, the placeholder ("all"), means any. */
export function SelectFilter<V extends string | number>({
  name,
  label,
  placeholder,
  width = 140,
  options,
  ...rest
}: FieldProps & { placeholder: string; options: readonly { value: V; label: string }[] }) {
  const [value, setValue] = useFilter(name);
  const index = options.findIndex((option) => option.value === value);
  return (
    <ChoiceField
      label={label}
      anyLabel={placeholder}
      width={width}
      // By position: the options' values may be numbers, a select's are text.
      options={options.map((option, i) => ({ value: String(i), label: option.label }))}
      value={index < 0 ? '' : String(index)}
      onChange={(chosen) => setValue(chosen === '' ? undefined : options[Number(chosen)]!.value)}
      data-testid={rest['data-testid']}
    />
  );
}
