import type { ReactElement } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * What an antd select's or text field's `allowClear` takes for a clear button named in the user's language: a select
 * names its button "Clear" and a text field by its icon ("close-circle") unless told otherwise.
 */
export function useClearButton(): { clearIcon: ReactElement; label: string } {
  const { t } = useTranslation('controls');
  const label = t('clear');
  // A select's button takes the label; a text field's is named by its icon, here the same words.
  return { clearIcon: <CloseCircleFilled aria-label={label} />, label };
}
