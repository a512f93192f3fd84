import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickedField } from '../picked-field';
import { lazyInAntdScope } from '../../theme/lazy-in-scope';
import { WhenOpened } from '../when-opened';
import { pathOf, type SelectableCategory, type SelectorMode } from './selector-rules';

const CategorySelector = lazyInAntdScope(() => import('./category-selector').then((m) => m.CategorySelector<SelectableCategory>));

export interface CategoryFieldProps {
  mode: SelectorMode;
  categories: readonly SelectableCategory[];
  /** The chosen path of ids, root first (antd Form passes it). */
  value?: number[];
  onChange?: (path: number[]) => void;
  disabled?: boolean;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  allowClear?: boolean;
  /** A form row's label and problem: the text and its buttons are a group they name and describe. */
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * A form control: the chosen category path as text, and a button opening the category selector. It is drawn
 * without antd; the selector (antd) loads the first time it opens.
 */
export function CategoryField({
  mode,
  categories,
  value,
  onChange,
  disabled,
  placeholder,
  allowClear,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'data-testid': testId,
}: CategoryFieldProps) {
  const { t } = useTranslation('category');
  const [open, setOpen] = useState(false);
  const leafId = value?.at(-1);
  const names = pathOf(categories, leafId).map((c) => c.name);
  return (
    <PickedField
      text={names.length ? names.join(' > ') : null}
      placeholder={placeholder ?? t('selector.none')}
      chooseLabel={t('selector.choose')}
      onChoose={() => setOpen(true)}
      onClear={allowClear ? () => onChange?.([]) : undefined}
      disabled={disabled}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <WhenOpened open={open}>
        <CategorySelector
          open={open}
          mode={mode}
          categories={categories}
          value={leafId}
          onCancel={() => setOpen(false)}
          onConfirm={(path) => {
            onChange?.(path.map((c) => c.categoryId));
            setOpen(false);
          }}
        />
      </WhenOpened>
    </PickedField>
  );
}
