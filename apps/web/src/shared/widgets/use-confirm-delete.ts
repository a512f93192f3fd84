import { useTranslation } from 'react-i18next';
import { getFeedback } from '../http';

/**
 * The product's delete pattern: "sure to delete?" with tips, then the deletion, then the shared
 * action-success toast (1.5 s). Returns a function taking the deletion to run (and what still uses the row, if anything).
 * Light screens use it too: the confirmation is antd's, through the scope on screen or loaded on first use.
 */
export function useConfirmDelete(): (remove: () => Promise<unknown>, afterSuccess?: () => void, warning?: string) => void {
  const { t } = useTranslation('common');
  return (remove, afterSuccess, warning) => {
    const { modal } = getFeedback();
    modal.confirm({
      title: t('tips'),
      // Where the row is still used, said before the question.
      content: warning ? `${warning} ${t('deleteConfirm')}` : t('deleteConfirm'),
      okText: t('confirm'),
      cancelText: t('cancel'),
      onOk: async () => {
        await remove();
        getFeedback().message.success({ content: t('actionSuccess'), duration: 1.5 });
        afterSuccess?.();
      },
    });
  };
}
