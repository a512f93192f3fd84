import { useState } from 'react';
import { App, Button, Card, Checkbox, Image, Radio, Space, Table, Tag } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { PlusOutlined } from '@ant-design/icons';
import { SPU_DATA_TYPES, SPU_MESSAGES, SpuDataType, SpuStatus, type ProdStatusBody, type SpuAdminVO, type SpuSearchQuery } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCrudList } from '../../../shared/crud';
import { imageSrc, useResourcesUrl } from '../../../shared/widgets/image-src';
import { useDeleteSpu, useProdStatus, useProductSearch } from '../api';
import { batchActionsFor, rowActionsFor, SORT_FLAGS, type SortFlag } from '../lib/list-rules';
import { PRODUCT_PAGE_SIZES, PROD_INFO_PATH, prodInfoPathFor } from '../lib/screen-paths';
import { NameCell, PriceCell, SeqCell, StockCell } from '../components/inline-edits';
import { OfflineDialog } from '../components/offline-dialog';
import { ProductFilters } from '../components/product-filters';
import { ExportProductsButton } from '../import-export/export-button';
import { ImportProductsButton } from '../import-export/import-dialog';
import { contractText } from '../../../shared/i18n/contract-text';

const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error', 3: 'processing', 4: 'warning' };

type SortableKey = 'priceFee' | 'marketPriceFee' | 'saleNum' | 'stock' | 'seq' | 'createTime';

/** Menu 152 `product/list`: filters, status tabs, inline edits, shelf actions and take-down handling. */
export default function ProductListPage() {
  const { t } = useTranslation('spu');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  useResourcesUrl();
  const [sort, setSort] = useState<Partial<Record<SortFlag, number>>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [offlineSpuId, setOfflineSpuId] = useState<number | null>(null);
  // Filters and tabs go back to page 1; a sort order keeps the page, as the table's own sorting does.
  const searchSorted = (query: SpuSearchQuery) => useProductSearch({ ...query, ...sort });
  const list = useCrudList<SpuSearchQuery, SpuAdminVO>(searchSorted, { dataType: SpuDataType.ALL });
  const { page } = list;
  const dataType = list.query.dataType ?? SpuDataType.ALL;
  const status = useProdStatus();
  const remove = useDeleteSpu();
  const rows = page.data?.list ?? [];
  const batch = batchActionsFor(dataType);

  const success = (content = t('common:actionSuccess')) => message.success({ content, duration: 1.5 });
  const changeStatus = async (input: ProdStatusBody) => {
    await status.mutateAsync(input);
    setSelected([]);
    success(input.status === 1 ? contractText('spu', SPU_MESSAGES.waitForReview) : undefined);
  };
  const runBatch = (wanted: 0 | 1) => {
    if (selected.length === 0) return void message.error({ content: contractText('spu', SPU_MESSAGES.noneSelected), duration: 1.5 });
    void changeStatus({ status: wanted, spuIds: selected }).catch(() => {});
  };
  const confirmDelete = (row: SpuAdminVO) =>
    modal.confirm({
      title: t('common:tips'),
      content: t('list.deleteConfirm'),
      onOk: async () => {
        await remove.mutateAsync(row.spuId);
        success();
      },
    });

  const sortable = (key: SortableKey) => ({
    key,
    sorter: true,
    sortOrder:
      sort[`${key}Sort` as SortFlag] === undefined ? null : sort[`${key}Sort` as SortFlag] === 1 ? ('ascend' as const) : ('descend' as const),
  });
  const onSort = (sorter: SorterResult<SpuAdminVO> | SorterResult<SpuAdminVO>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const flag = one?.columnKey ? (`${String(one.columnKey)}Sort` as SortFlag) : undefined;
    setSort(flag && SORT_FLAGS.includes(flag) && one?.order ? { [flag]: one.order === 'ascend' ? 1 : 0 } : {});
  };

  const pageIds = rows.map((r) => r.spuId);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));

  return (
    <Card>
      <ProductFilters onSearch={list.search} />
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        value={dataType}
        onChange={(e) => {
          list.search({ dataType: e.target.value as number });
          setSelected([]);
        }}
        style={{ marginBottom: 16 }}
        options={SPU_DATA_TYPES.map((value) => ({ value, label: <span data-testid={`product-tab-${value}`}>{t(`tabs.${value}`)}</span> }))}
      />
      <Space style={{ marginBottom: 16, display: 'flex' }} wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PROD_INFO_PATH)} data-testid="product-publish">
          {t('list.publish')}
        </Button>
        <ImportProductsButton />
        <ExportProductsButton query={{ ...list.query, ...sort }} />
        <Checkbox
          checked={allSelected}
          indeterminate={!allSelected && selected.some((id) => pageIds.includes(id))}
          onChange={(e) => setSelected(e.target.checked ? pageIds : [])}
          data-testid="product-select-all"
        >
          {t('list.selectAll')}
        </Checkbox>
        <>
          {batch.on && (
            <Button onClick={() => runBatch(1)} data-testid="product-batch-on">
              {t('list.batchOn')}
            </Button>
          )}
          {batch.off && (
            <Button onClick={() => runBatch(0)} data-testid="product-batch-off">
              {t('list.batchOff')}
            </Button>
          )}
        </>
      </Space>
      <Table<SpuAdminVO>
        rowKey="spuId"
        bordered
        loading={page.isFetching}
        dataSource={rows}
        locale={{ emptyText: t('common:noData') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        onChange={(_p, _f, sorter) => onSort(sorter)}
        onRow={(row) => ({ 'data-testid': 'product-row', 'data-spu-id': row.spuId }) as React.HTMLAttributes<HTMLElement>}
        // The columns fit the content area at 1366 px wide, so the fixed actions column covers none of them.
        scroll={{ x: 1020 }}
        columns={[
          {
            title: t('list.columns.info'),
            width: 110,
            render: (_v, row) => (
              <Space orientation="vertical" size={2}>
                <Image src={imageSrc(row.mainImgUrl)} alt={row.spuName} width={48} height={48} style={{ objectFit: 'cover' }} />
                <span style={{ fontSize: 12, color: 'var(--ant-color-text-tertiary)' }}>{t('list.code', { id: row.spuId })}</span>
              </Space>
            ),
          },
          {
            title: t('list.columns.name'),
            width: 170,
            render: (_v, row) => <NameCell key={`${row.spuId}-${row.spuName}`} row={row} editable />,
          },
          { title: t('list.columns.price'), width: 100, ...sortable('priceFee'), render: (_v, row) => <PriceCell row={row} editable /> },
          {
            title: t('list.columns.marketPrice'),
            width: 90,
            ...sortable('marketPriceFee'),
            render: (_v, row) => (row.marketPriceFee / 100).toFixed(2),
          },
          { title: t('list.columns.saleNum'), width: 80, ...sortable('saleNum'), dataIndex: 'saleNum' },
          { title: t('list.columns.stock'), width: 90, ...sortable('stock'), render: (_v, row) => <StockCell row={row} editable /> },
          {
            title: t('list.columns.seq'),
            width: 90,
            ...sortable('seq'),
            render: (_v, row) => <SeqCell key={`${row.spuId}-${row.seq}`} row={row} editable />,
          },
          { title: t('list.columns.createTime'), width: 100, ...sortable('createTime'), dataIndex: 'createTime' },
          {
            title: t('list.columns.status'),
            width: 80,
            render: (_v, row) => (
              <Tag color={STATUS_COLORS[row.spuStatus]} data-testid="product-status">
                {t(`status.${row.spuStatus}`)}
              </Tag>
            ),
          },
          {
            title: t('list.columns.actions'),
            width: 120,
            fixed: 'right',
            render: (_v, row) => {
              const actions = rowActionsFor(row.spuStatus);
              return (
                <Space size={0} wrap>
                  <Button type="link" disabled={!actions.edit} onClick={() => void navigate(prodInfoPathFor(row.spuId))} data-testid="product-edit">
                    {t('common:edit')}
                  </Button>
                  <>
                    {actions.shelfOn && (
                      <Button
                        type="link"
                        onClick={() => void changeStatus({ status: 1, spuId: row.spuId }).catch(() => {})}
                        data-testid="product-shelf-on"
                      >
                        {t('list.shelfOn')}
                      </Button>
                    )}
                    {actions.shelfOff && (
                      <Button
                        type="link"
                        onClick={() => void changeStatus({ status: 0, spuId: row.spuId }).catch(() => {})}
                        data-testid="product-shelf-off"
                      >
                        {t('list.shelfOff')}
                      </Button>
                    )}
                  </>
                  {row.spuStatus === SpuStatus.VIOLATION && (
                    <Button type="link" onClick={() => setOfflineSpuId(row.spuId)} data-testid="product-offline">
                      {t('list.offline')}
                    </Button>
                  )}
                  <Button type="link" danger disabled={!actions.delete} onClick={() => confirmDelete(row)} data-testid="product-delete">
                    {t('common:delete')}
                  </Button>
                </Space>
              );
            },
          },
        ]}
        pagination={{ ...list.pagination((total) => t('list.total', { total })), pageSizeOptions: PRODUCT_PAGE_SIZES }}
      />
      <OfflineDialog spuId={offlineSpuId} onClose={() => setOfflineSpuId(null)} />
    </Card>
  );
}
