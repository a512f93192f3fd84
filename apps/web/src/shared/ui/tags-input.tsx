import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from './tag';

export interface TagsInputProps {
  value: readonly string[];
  /** The whole new list, as typed: the caller trims, dedupes and validates. */
  onChange: (values: string[]) => void;
  placeholder?: string;
  /** Typing or pasting one of these ends a value, as Enter does. */
  separators?: readonly string[];
  /** Offered under the field as the user types (the browser's own list); any other text is allowed too. */
  suggestions?: readonly string[];
  disabled?: boolean;
  invalid?: boolean;
  /** The input's id, for a `<label htmlFor>`; else name it by `aria-label` or `aria-labelledby`. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** On the wrapper, which holds exactly one input. */
  'data-testid'?: string;
}

const splitBy = (text: string, separators: readonly string[]) =>
  separators.reduce<string[]>((parts, separator) => parts.flatMap((part) => part.split(separator)), [text]);

/** Several values in one field (antd's `Select mode="tags"`): each shown as a removable tag, then a text input. */
export function TagsInput({
  value,
  onChange,
  placeholder,
  separators = [],
  suggestions,
  disabled = false,
  invalid = false,
  'data-testid': testId,
  ...naming
}: TagsInputProps) {
  const { t } = useTranslation('common');
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  const add = (typed: string[]) => {
    const added = typed.filter((part) => part.trim() !== '');
    if (added.length > 0) onChange([...value, ...added]);
  };
  const takeTyped = (next: string, pickedSuggestion: boolean) => {
    if (pickedSuggestion) {
      add([next]);
      return setText('');
    }
    const parts = splitBy(next, separators);
    setText(parts.pop()!);
    add(parts);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter also confirms an input method's composition (Chinese, Japanese): that is not a value yet.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      // Never the surrounding form's submit.
      event.preventDefault();
      add([text]);
      setText('');
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!separators.some((separator) => pasted.includes(separator))) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    add(splitBy(text.slice(0, selectionStart ?? text.length) + pasted + text.slice(selectionEnd ?? text.length), separators));
    setText('');
  };
  const offered = suggestions?.filter((suggestion) => !value.includes(suggestion));

  return (
    <div
      className="ui-tags-input"
      data-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
      data-testid={testId}
      // A click on the field's empty space types into it, as on any text field.
      onClick={(event) => event.target === event.currentTarget && input.current?.focus()}
    >
      {value.map((item, index) => (
        <Tag
          key={`${index}-${item}`}
          onRemove={disabled ? undefined : () => onChange(value.filter((_, at) => at !== index))}
          removeLabel={`${t('delete')} ${item}`}
        >
          {item}
        </Tag>
      ))}
      <input
        ref={input}
        className="ui-tags-input__field"
        value={text}
        placeholder={value.length === 0 ? placeholder : undefined}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        {...naming}
        list={offered ? listId : undefined}
        autoComplete="off"
        // A pick from the browser's suggestion list replaces the text at once: it is a value, as antd's click on an option.
        onChange={(event) =>
          takeTyped(
            event.target.value,
            (event.nativeEvent as InputEvent).inputType === 'insertReplacementText' && !!offered?.includes(event.target.value),
          )
        }
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        // antd's tags field keeps the typed text as a value when it loses focus.
        onBlur={() => {
          add([text]);
          setText('');
        }}
      />
      {offered && (
        <datalist id={listId}>
          {offered.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </div>
  );
}
