import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The product's delete pattern: "sure to delete?" with tips, then the deletion, then the shared
 * action-success toast (1.5 s). Returns a function taking the deletion to run.
 */
export function useConfirmDelete(): (remove: () => Promise<unknown>, afterSuccess?: () => void) => void {
  const { t } = useTranslation('common');
  const { message, modal } = App.useApp();
  return (remove, afterSuccess) => {
    modal.confirm({
      title: t('tips'),
      content: t('deleteConfirm'),
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
