import { useEffect, useState } from 'react';
import { Button, Image, Input, Modal, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../image-src';
import { productName, useProductPage, type ProductOption } from './api';

export interface ProductSelectProps {
  open: boolean;
  /** One product (radio) or several (checkboxes). */
  single?: boolean;
  onClose: () => void;
  onConfirm: (products: ProductOption[]) => void;
}

/** The product select dialog: search on-sale products by name, 10 per page, pick one or many. */
export function ProductSelect({ open, single = true, onClose, onConfirm }: ProductSelectProps) {
  const { t } = useTranslation('media');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, name: '' });
  const [chosen, setChosen] = useState<ProductOption[]>([]);
  const page = useProductPage(query, open);

  useEffect(() => {
    if (open) setChosen([]);
  }, [open]);

  const price = (fee?: number | null) => (typeof fee === 'number' ? (fee / 100).toFixed(2) : '');
  return (
    <Modal
      open={open}
      title={t('product.title')}
      width={760}
      onCancel={onClose}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      okButtonProps={{ disabled: chosen.length === 0 }}
      onOk={() => {
        onConfirm(chosen);
        onClose();
      }}
      destroyOnHidden
    >
      <div data-testid="product-select">
        <Space style={{ marginBottom: 12 }}>
          <Input
            allowClear
            value={search}
            placeholder={t('product.namePlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            onPressEnter={() => setQuery({ pageNum: 1, name: search.trim() })}
          />
          <Button type="primary" onClick={() => setQuery({ pageNum: 1, name: search.trim() })}>
            {t('common:search')}
          </Button>
        </Space>
        <Table<ProductOption>
          rowKey="spuId"
          size="small"
          loading={page.isFetching}
          dataSource={page.data?.list ?? []}
          locale={{ emptyText: t('common:noData') }}
          rowSelection={{
            type: single ? 'radio' : 'checkbox',
            selectedRowKeys: chosen.map((p) => p.spuId),
            onChange: (_keys, rows) => setChosen(rows),
          }}
          columns={[
            {
              title: t('product.picture'),
              dataIndex: 'mainImgUrl',
              width: 90,
              render: (url: string | null) => (url ? <Image src={imageSrc(url)} width={60} height={60} /> : null),
            },
            { title: t('product.name'), render: (_v, row) => productName(row) },
            { title: t('product.price'), dataIndex: 'priceFee', width: 100, render: price },
          ]}
          pagination={{
            current: query.pageNum,
            pageSize: 10,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
          }}
        />
      </div>
    </Modal>
  );
}
