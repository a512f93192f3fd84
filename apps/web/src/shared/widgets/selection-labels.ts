import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { TFunction } from 'i18next';

/**
 * Names for an antd table's selection boxes in the user's language, as the kit's table gives its own: antd labels
 * them in English ("Select all", "Select row 1"), whatever the language, and by the row's number, not its name.
 * Spread into `rowSelection`; a screen with a `getCheckboxProps` of its own merges this one's answer into it.
 */
export function selectionLabels<T>(t: TFunction, rowName: (row: T) => string) {
  return {
    columnTitle: (checkbox: ReactNode) =>
      isValidElement<{ 'aria-label'?: string }>(checkbox) ? cloneElement(checkbox, { 'aria-label': t('common:selectPage') }) : checkbox,
    getCheckboxProps: (row: T) => ({ 'aria-label': rowName(row) }),
  };
}
