import { useEffect, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { Button, Image, Input, Space, Table } from 'antd';
import { Modal } from '../modal';
import { Pagination } from '../../ui';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../image-src';
import { productName, useProductPage, type ProductOption } from './api';
import { selectionLabels } from '../selection-labels';
import { useClearButton } from '../clear-button';

export interface ProductSelectProps {
  open: boolean;
  /** One product (radio) or several (checkboxes). */
  single?: boolean;
  /** Only products of this platform category (spec §7: the dialog sends categoryId). */
  categoryId?: number;
  onClose: () => void;
  onConfirm: (products: ProductOption[]) => void;
}

/** The product select dialog: search on-sale products by name, 10 per page, pick one or many. */
export function ProductSelect({ open, single = true, categoryId, onClose, onConfirm }: ProductSelectProps) {
  const { t } = useTranslation('media');
  const clearButton = useClearButton();
  const rowSelectionLabels = selectionLabels<ProductOption>(t, productName);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ pageNum: 1, name: '' });
  const [chosen, setChosen] = useState<ProductOption[]>([]);
  const page = useProductPage({ ...query, categoryId }, open);
  // Searching always fetches: with the same words, products put on sale meanwhile show up too.
  const searchFor = (name: string) => {
    if (query.pageNum === 1 && query.name === name) void page.refetch();
    else setQuery({ pageNum: 1, name });
  };
  const toggle = (product: ProductOption) => {
    const picked = chosen.some((p) => p.spuId === product.spuId);
    if (single) setChosen(picked ? [] : [product]);
    else setChosen(picked ? chosen.filter((p) => p.spuId !== product.spuId) : [...chosen, product]);
  };

  useEffect(() => {
    if (open) setChosen([]);
  }, [open]);

  const price = (fee?: number | null) => (typeof fee === 'number' ? (fee / 100).toFixed(2) : '');
  return (
    <Modal
      open={open}
      title={t('product.title')}
      width={760}
      // At 1366×768 the dialog, its 10 rows and its confirm button fit without scrolling the page.
      style={{ top: 24 }}
      styles={{ body: { maxHeight: 'calc(100vh - 190px)', overflowY: 'auto' } }}
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
            allowClear={clearButton}
            value={search}
            aria-label={t('product.name')}
            placeholder={t('product.namePlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
            onPressEnter={() => searchFor(search.trim())}
          />
          <Button type="primary" onClick={() => searchFor(search.trim())} data-testid="product-select-search">
            {t('common:search')}
          </Button>
        </Space>
        <Table<ProductOption>
          rowKey="spuId"
          size="small"
          onRow={(row) =>
            ({
              // A click on the row picks it; the radio or checkbox itself already does.
              onClick: (event: MouseEvent<HTMLElement>) => {
                if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) toggle(row);
              },
              style: { cursor: 'pointer' },
              'data-testid': 'product-select-row',
            }) as HTMLAttributes<HTMLElement>
          }
          loading={page.isFetching}
          dataSource={page.data?.list ?? []}
          locale={{ emptyText: t('common:noData') }}
          rowSelection={{
            ...rowSelectionLabels,
            type: single ? 'radio' : 'checkbox',
            selectedRowKeys: chosen.map((p) => p.spuId),
            onChange: (_keys, rows) => setChosen(rows),
          }}
          columns={[
            {
              title: t('product.picture'),
              dataIndex: 'mainImgUrl',
              width: 70,
              render: (url: string | null, row) =>
                url ? <Image src={imageSrc(url)} alt={productName(row)} width={44} height={44} preview={false} /> : null,
            },
            { title: t('product.name'), render: (_v, row) => productName(row) },
            { title: t('product.price'), dataIndex: 'priceFee', width: 100, render: price },
          ]}
          pagination={false}
        />
        {/* The kit's pager: antd's names its previous and next buttons by their icons ("left", "right"). */}
        <Pagination
          current={query.pageNum}
          pageSize={10}
          total={page.data?.total ?? 0}
          onChange={(pageNum) => setQuery((q) => ({ ...q, pageNum }))}
          data-testid="product-select-pager"
        />
      </div>
    </Modal>
  );
}
