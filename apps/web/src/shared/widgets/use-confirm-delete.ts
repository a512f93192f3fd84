import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The product's delete pattern: "sure to delete?" with tips, then the deletion, then the shared
 * action-success toast (1.5 s). Returns a function taking the deletion to run (and what still uses the row, if anything).
 */
export function useConfirmDelete(): (remove: () => Promise<unknown>, afterSuccess?: () => void, warning?: string) => void {
  const { t } = useTranslation('common');
  const { message, modal } = App.useApp();
  return (remove, afterSuccess, warning) => {
    modal.confirm({
      title: t('tips'),
      // Where the row is still used, said before the question.
      content: warning ? `${warning} ${t('deleteConfirm')}` : t('deleteConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        await remove();
        message.success({ content: t('actionSuccess'), duration: 1.5 });
        afterSuccess?.();
      },
    });
  };
}
