import { useState } from 'react';
import { Button, Descriptions, Empty, Input, Spin, Table, Tag } from 'antd';
import { Modal } from '../../../shared/widgets/modal';
import { OfflineEventStatus, SPU_MESSAGES, type OfflineHandleEventVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useAuditApply, useOfflineEvent } from '../api';
import { contractText } from '../../../shared/i18n/contract-text';
import { getFeedback } from '../../../shared/http';
import { UnsavedDialogGuard, useAskBeforeClosing } from '../../../shared/routing/leave-guard';

type Item = OfflineHandleEventVO['offlineHandleEventItemList'][number];

/** The platform's take-down of a product, its history, and the merchant's reapplication. */
export function OfflineDialog({ spuId, onClose }: { spuId: number | null; onClose: () => void }) {
  const { t } = useTranslation('spu');
  const { message } = getFeedback();
  const event = useOfflineEvent(spuId);
  const apply = useAuditApply();
  const [reason, setReason] = useState('');
  const data = event.data;
  const dirty = spuId !== null && reason.trim() !== '';
  const close = useAskBeforeClosing(dirty, () => {
    setReason('');
    onClose();
  });
  const canApply = data && (data.status === OfflineEventStatus.OFFLINE || data.status === OfflineEventStatus.FAILED);

  const submit = async () => {
    if (!data) return;
    if (!reason.trim()) return void message.error({ content: contractText('spu', SPU_MESSAGES.reapplyReason), duration: 1.5 });
    await apply.mutateAsync({ eventId: data.eventId, handleId: data.handleId, reapplyReason: reason.trim() });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    setReason('');
    onClose();
  };

  return (
    <>
      {dirty && <UnsavedDialogGuard />}
      <Modal
        open={spuId !== null}
        title={t('offline.title')}
        width={700}
        onCancel={close}
        destroyOnHidden
        footer={
          canApply ? (
            <Button type="primary" loading={apply.isPending} onClick={() => void submit().catch(() => {})} data-testid="offline-apply">
              {t('offline.apply')}
            </Button>
          ) : null
        }
      >
        {event.isLoading ? (
          <Spin />
        ) : !data ? (
          <Empty description={t('offline.none')} />
        ) : (
          <div data-testid="offline-dialog">
            <Descriptions column={2} bordered size="small">
              <Descriptions.Item label={t('offline.handler')}>{data.handler}</Descriptions.Item>
              <Descriptions.Item label={t('offline.createTime')}>{data.createTime}</Descriptions.Item>
              <Descriptions.Item label={t('offline.status')}>
                <Tag
                  color={data.status === OfflineEventStatus.PASSED ? 'success' : data.status === OfflineEventStatus.WAITING ? 'processing' : 'error'}
                  data-testid="offline-status"
                >
                  {t(`offline.statuses.${data.status}`)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('offline.reason')} span={2}>
                {data.offlineReason}
              </Descriptions.Item>
            </Descriptions>
            {data.offlineHandleEventItemList.length > 0 && (
              <Table<Item>
                style={{ marginTop: 16 }}
                size="small"
                rowKey="eventItemId"
                pagination={false}
                title={() => t('offline.history')}
                dataSource={data.offlineHandleEventItemList}
                columns={[
                  { title: t('offline.reapplyTime'), dataIndex: 'reapplyTime', width: 170 },
                  { title: t('offline.reapplyReason'), dataIndex: 'reapplyReason' },
                  { title: t('offline.refuseReason'), dataIndex: 'refuseReason' },
                ]}
              />
            )}
            {canApply && (
              <Input.TextArea
                style={{ marginTop: 16 }}
                rows={3}
                maxLength={500}
                value={reason}
                placeholder={t('offline.reasonPlaceholder')}
                onChange={(e) => setReason(e.target.value)}
                data-testid="offline-reason"
              />
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
