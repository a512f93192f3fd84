// The filter fields of a list screen: each keeps its typed value in the list's draft until 查询 applies them.
import { createContext, useContext, useEffect } from 'react';

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

/** A text filter; with `digits` it takes digits only and filters by the number. */
export function TextFilter({ name, label, placeholder, width = 180, digits = false, ...rest }: FieldProps & { digits?: boolean }) {
  const [value, setValue] = useFilter(name);
  return (
    <label className="ui-field">
      <span>{label}</span>
      <input
        className="ui-input"
        type="search"
        inputMode={digits ? 'numeric' : undefined}
        placeholder={placeholder}
        style={{ width }}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => {
          const text = digits ? event.target.value.replace(/\D/g, '') : event.target.value;
          setValue(digits ? (text === '' ? undefined : Number(text)) : text);
        }}
        data-testid={rest['data-testid']}
      />
    </label>
  );
}

/** A choice filter; its first entry, the placeholder ("all"), means any. */
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
    <label className="ui-field">
      <span>{label}</span>
      <select
        className="ui-select"
        style={{ width }}
        value={index < 0 ? '' : String(index)}
        onChange={(event) => setValue(event.target.value === '' ? undefined : options[Number(event.target.value)]!.value)}
        data-testid={rest['data-testid']}
      >
        <option value="">{placeholder}</option>
        {options.map((option, i) => (
          <option key={String(option.value)} value={i}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
