import { useTranslation } from 'react-i18next';
import { getFeedback } from '../http';

export interface ConfirmDeleteOptions {
  /** Runs after the deletion and its toast. */
  afterSuccess?: () => void;
  /** What still uses the row, said before the question. */
  warning?: string;
  /** The screen's own question where the spec words it ("确定删除该商品吗？"); the shared one otherwise. */
  question?: string;
}

/**
 * The product's delete pattern: "sure to delete?" with tips, then the deletion, then the shared
 * action-success toast (1.5 s). Returns a function taking the deletion to run.
 * Light screens use it too: the confirmation is antd's, through the scope on screen or loaded on first use.
 */
export function useConfirmDelete(): (remove: () => Promise<unknown>, options?: ConfirmDeleteOptions) => void {
  const { t } = useTranslation('common');
  return (remove, { afterSuccess, warning, question = t('deleteConfirm') } = {}) => {
    const { modal } = getFeedback();
    modal.confirm({
      title: t('tips'),
      content: warning ? `${warning} ${question}` : question,
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
