import { useState } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
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
    <span
      className="ui-space"
      role={labelledBy ? 'group' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid={testId}
    >
      <span style={names.length ? undefined : { color: 'var(--ui-muted)' }} data-testid={testId ? `${testId}-text` : undefined}>
        {names.length ? names.join(' > ') : (placeholder ?? t('selector.none'))}
      </span>
      {allowClear && names.length > 0 && !disabled && (
        <Button
          variant="text"
          small
          icon={<CloseCircleFilled />}
          aria-label={t('selector.clear')}
          style={{ color: 'var(--ui-muted)' }}
          onClick={() => onChange?.([])}
        />
      )}
      <Button small disabled={disabled} onClick={() => setOpen(true)} data-testid={testId ? `${testId}-choose` : undefined}>
        {t('selector.choose')}
      </Button>
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
    </span>
  );
}
