import { useState } from 'react';
import { App, Button, Card, Form, InputNumber, Modal, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { useSaveSpuDetail, useSpuDetailPage, type SpuDetailRow } from '../api';
import { DetailEditor } from '../components/detail-editor';
import { paginationOf } from '../../../shared/widgets/list-paging';

/** The details of the shop's products, with a dialog to read and change one (spuId, detail). */
export default function SpuDetailPage() {
  const { t } = useTranslation('spu');
  const { message } = App.useApp();
  const [query, setQuery] = useState<{ pageNum: number; pageSize: number; spuId?: number }>({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<SpuDetailRow | null>(null);
  const [detail, setDetail] = useState('');
  const page = useSpuDetailPage({ ...query });
  const save = useSaveSpuDetail();

  const submit = async () => {
    if (!editing) return;
    await save.mutateAsync({ spuId: editing.spuId, detail });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    setEditing(null);
  };

  return (
    <Card>
      <Form
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v: { spuId?: number }) => setQuery((q) => ({ ...q, pageNum: 1, spuId: v.spuId ?? undefined }))}
      >
        <Form.Item name="spuId" label={t('spu.spuId')}>
          <InputNumber min={1} precision={0} controls={false} style={{ width: 160 }} data-testid="spu-detail-filter" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('common:search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<SpuDetailRow>
        rowKey="spuId"
        bordered
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: t('spu.empty') }}
        onRow={() => ({ 'data-testid': 'spu-detail-row' }) as React.HTMLAttributes<HTMLElement>}
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
        pagination={paginationOf(query, page.data?.total ?? 0, undefined, setQuery)}
      />
      <Modal
        open={editing !== null}
        title={`${t('spu.detailTitle')} · ${t('spu.spuId')} ${editing?.spuId ?? ''}`}
        width={860}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setEditing(null)}>{t('common:cancel')}</Button>
            <Auth perm="product:spuDetail:update">
              <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => {})} data-testid="spu-detail-save">
                {t('common:save')}
              </Button>
            </Auth>
          </Space>
        }
      >
        <DetailEditor value={detail} onChange={setDetail} />
      </Modal>
    </Card>
  );
}
