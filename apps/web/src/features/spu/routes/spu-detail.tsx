import { useState } from 'react';
import { App, Button, Form, InputNumber, Modal, Space } from 'antd';
import type { SpuDetailPageQuery, SpuDetailRowVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { ListPage, useCrudList } from '../../../shared/crud';
import { useSaveSpuDetail, useSpuDetailPage } from '../api';
import { DetailEditor } from '../components/detail-editor';

/** Menu `product/spu-detail`: the details of the shop's products, with a dialog to read and change one (spuId, detail). */
export default function SpuDetailScreen() {
  const { t } = useTranslation('spu');
  const { message } = App.useApp();
  const list = useCrudList<SpuDetailPageQuery, SpuDetailRowVO>(useSpuDetailPage, {});
  const [editing, setEditing] = useState<SpuDetailRowVO | null>(null);
  const [detail, setDetail] = useState('');
  const save = useSaveSpuDetail();

  const submit = async () => {
    if (!editing) return;
    await save.mutateAsync({ spuId: editing.spuId, detail });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    setEditing(null);
  };

  return (
    <ListPage<SpuDetailPageQuery, SpuDetailRowVO>
      list={list}
      testId="spu-detail"
      rowKey="spuId"
      filters={
        <Form.Item name="spuId" label={t('spu.spuId')}>
          <InputNumber min={1} precision={0} controls={false} style={{ width: 160 }} data-testid="spu-detail-filter" />
        </Form.Item>
      }
      columns={[
        { title: t('spu.spuId'), dataIndex: 'spuId', width: 110 },
        { title: t('spu.columns.name'), dataIndex: 'spuName', width: 240 },
        { title: t('spu.detail'), dataIndex: 'detail', ellipsis: true, render: (html: string) => html.replace(/<[^>]*>/g, ' ').trim() },
        { title: t('spu.updateTime'), dataIndex: 'updateTime', width: 170 },
        {
          title: t('spu.columns.actions'),
          width: 100,
          render: (_v, row) => (
            <Space>
              <Button
                type="link"
                onClick={() => {
                  setEditing(row);
                  setDetail(row.detail);
                }}
                data-testid="spu-detail-open"
              >
                {t('spu.detail')}
              </Button>
            </Space>
          ),
        },
      ]}
    >
      <Modal
        open={editing !== null}
        title={`${t('spu.detailTitle')} · ${t('spu.spuId')} ${editing?.spuId ?? ''}`}
        width={860}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setEditing(null)}>{t('common:cancel')}</Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => {})} data-testid="spu-detail-save">
              {t('common:save')}
            </Button>
          </Space>
        }
      >
        <DetailEditor value={detail} onChange={setDetail} />
      </Modal>
    </ListPage>
  );
}
