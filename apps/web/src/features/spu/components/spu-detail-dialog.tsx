import { useEffect, useState } from 'react';
import { Button, Space } from 'antd';
import { Modal } from '../../../shared/widgets/modal';
import type { SpuDetailRowVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useSaveSpuDetail } from '../api';
import { DetailEditor } from './detail-editor';
import { getFeedback } from '../../../shared/http';
import { UnsavedDialogGuard, useAskBeforeClosing } from '../../../shared/routing/leave-guard';

interface SpuDetailDialogProps {
  /** The row whose detail is read and changed; null: closed. */
  row: SpuDetailRowVO | null;
  onClose: () => void;
}

/** A product's detail in the rich-text editor, saved on 保存. */
export function SpuDetailDialog({ row, onClose }: SpuDetailDialogProps) {
  const { t } = useTranslation('spu');
  const { message } = getFeedback();
  const [detail, setDetail] = useState(row?.detail ?? '');
  const save = useSaveSpuDetail();
  useEffect(() => setDetail(row?.detail ?? ''), [row]);
  const dirty = row !== null && detail !== (row.detail ?? '');
  const close = useAskBeforeClosing(dirty, onClose);

  const submit = async () => {
    if (!row) return;
    // The product as the list read it: a save after it changed elsewhere is refused, and what was typed stays.
    await save.mutateAsync({ spuId: row.spuId, detail, version: row.version });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <>
      {dirty && <UnsavedDialogGuard />}
      <Modal
        open={row !== null}
        title={`${t('spu.detailTitle')} · ${t('spu.spuId')} ${row?.spuId ?? ''}`}
        width={860}
        onCancel={close}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={close}>{t('common:cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => {})} data-testid="spu-detail-save">
              {t('common:save')}
            </Button>
          </Space>
        }
      >
        <DetailEditor value={detail} onChange={setDetail} />
      </Modal>
    </>
  );
}
