import { PRODUCT_LIST_ADDRESS } from '../lib/product-address';
import { useState } from 'react';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { SPU_DATA_TYPES, SPU_MESSAGES, SpuDataType, SpuStatus, type ProdStatusBody, type SpuAdminVO, type SpuSearchQuery } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { retryOf, useCrudList } from '../../../shared/crud/use-crud-list';
import { getFeedback } from '../../../shared/http';
import { contractText } from '../../../shared/i18n/contract-text';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button, Checkbox, Pagination, Table, Tabs, Tag, pageChoice, type Column, type SortOrder } from '../../../shared/ui';
import { useResourcesUrl } from '../../../shared/widgets/image-src';
import { PreviewThumb } from '../../../shared/widgets/preview-thumb';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { useDeleteSpu, useProdStatus, useProductSearch } from '../api';
import { NameCell, PriceCell, SeqCell, StockCell } from '../components/inline-edits';
import { ProductFilters } from '../components/product-filters';
import { ExportProductsButton } from '../import-export/export-button';
import { batchActionsFor, rowActionsFor, SORT_FLAGS, type SortFlag } from '../lib/list-rules';
import { PRODUCT_PAGE_SIZES, PROD_INFO_PATH, prodInfoPathFor, type FromProductList } from '../lib/screen-paths';

// The screen is drawn without antd; the import and take-down dialogs are antd's and bring it when first opened.
const ImportProductsDialog = lazyInAntdScope(() => import('../import-export/import-dialog').then((m) => m.ImportProductsDialog));
const OfflineDialog = lazyInAntdScope(() => import('../components/offline-dialog').then((m) => m.OfflineDialog));

const STATUS_TONES: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error', 3: 'processing', 4: 'warning' };

type SortableKey = 'priceFee' | 'marketPriceFee' | 'saleNum' | 'stock' | 'seq' | 'createTime';

/** Menu 152 `product/list`: filters, status tabs, inline edits, shelf actions and take-down handling. */
export default function ProductListPage() {
  const { t } = useTranslation('spu');
  const navigate = useNavigate();
  const fromList: FromProductList = { listSearch: useLocation().search };
  useResourcesUrl();
  const [sort, setSort] = useState<Partial<Record<SortFlag, number>>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [offlineSpuId, setOfflineSpuId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  // Filters and tabs go back to page 1; a sort order keeps the page, as the table's own sorting does.
  const searchSorted = (query: SpuSearchQuery) => useProductSearch({ ...query, ...sort });
  const list = useCrudList<SpuSearchQuery, SpuAdminVO>(searchSorted, { dataType: SpuDataType.ALL }, PRODUCT_LIST_ADDRESS);
  const { page } = list;
  const dataType = list.query.dataType ?? SpuDataType.ALL;
  const status = useProdStatus();
  const remove = useDeleteSpu();
  const rows = page.data?.list ?? [];
  const batch = batchActionsFor(dataType);

  const success = (content = t('common:actionSuccess')) => getFeedback().message.success({ content, duration: 1.5 });
  const changeStatus = async (input: ProdStatusBody) => {
    await status.mutateAsync(input);
    setSelected([]);
    success(input.status === 1 ? contractText('spu', SPU_MESSAGES.waitForReview) : undefined);
  };
  const runBatch = (wanted: 0 | 1) => {
    if (selected.length === 0) return void getFeedback().message.error({ content: contractText('spu', SPU_MESSAGES.noneSelected), duration: 1.5 });
    void changeStatus({ status: wanted, spuIds: selected }).catch(() => {});
  };
  const askDelete = useConfirmDelete();
  const confirmDelete = (row: SpuAdminVO) => askDelete(() => remove.mutateAsync(row.spuId), { question: t('list.deleteConfirm') });

  const orderOf = (key: SortableKey): SortOrder => {
    const flag = sort[`${key}Sort` as SortFlag];
    return flag === undefined ? null : flag === 1 ? 'ascend' : 'descend';
  };
  const sortable = (key: SortableKey) => ({ key, sortOrder: orderOf(key) });
  const onSort = (key: string, order: SortOrder) => {
    const flag = `${key}Sort` as SortFlag;
    setSort(SORT_FLAGS.includes(flag) && order ? { [flag]: order === 'ascend' ? 1 : 0 } : {});
  };

  const pageIds = rows.map((r) => r.spuId);
  const onPage = pageChoice(pageIds, selected);

  const columns: Column<SpuAdminVO>[] = [
    {
      title: t('list.columns.info'),
      width: 110,
      render: (_v, row) => (
        <span style={{ display: 'inline-flex', flexDirection: 'column', gap: 2 }}>
          <PreviewThumb
            path={row.mainImgUrl}
            name={row.spuName}
            width={48}
            height={48}
            style={{ objectFit: 'cover' }}
            data-testid="product-picture"
          />
          <span style={{ fontSize: 12, color: 'var(--ui-muted)' }}>{t('list.code', { id: row.spuId })}</span>
        </span>
      ),
    },
    { title: t('list.columns.name'), width: 170, render: (_v, row) => <NameCell key={`${row.spuId}-${row.spuName}`} row={row} editable /> },
    { title: t('list.columns.price'), width: 100, ...sortable('priceFee'), render: (_v, row) => <PriceCell row={row} editable /> },
    { title: t('list.columns.marketPrice'), width: 90, ...sortable('marketPriceFee'), render: (_v, row) => (row.marketPriceFee / 100).toFixed(2) },
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
        <Tag tone={STATUS_TONES[row.spuStatus]} data-testid="product-status">
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
          <span className="ui-space">
            <Button
              variant="link"
              disabled={!actions.edit}
              onClick={() => void navigate(prodInfoPathFor(row.spuId), { state: fromList })}
              data-testid="product-edit"
            >
              {t('common:edit')}
            </Button>
            {actions.shelfOn && (
              <Button
                variant="link"
                onClick={() => void changeStatus({ status: 1, spuId: row.spuId }).catch(() => {})}
                data-testid="product-shelf-on"
              >
                {t('list.shelfOn')}
              </Button>
            )}
            {actions.shelfOff && (
              <Button
                variant="link"
                onClick={() => void changeStatus({ status: 0, spuId: row.spuId }).catch(() => {})}
                data-testid="product-shelf-off"
              >
                {t('list.shelfOff')}
              </Button>
            )}
            {row.spuStatus === SpuStatus.VIOLATION && (
              <Button variant="link" onClick={() => setOfflineSpuId(row.spuId)} data-testid="product-offline">
                {t('list.offline')}
              </Button>
            )}
            <Button variant="link" danger disabled={!actions.delete} onClick={() => confirmDelete(row)} data-testid="product-delete">
              {t('common:delete')}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <div className="ui-card">
      <ProductFilters value={list.query} onSearch={list.search} />
      <Tabs
        activeKey={String(dataType)}
        onChange={(key) => {
          list.search({ dataType: Number(key) });
          setSelected([]);
        }}
        aria-label={t('list.columns.status')}
        data-testid="product-tabs"
        items={SPU_DATA_TYPES.map((value) => ({ key: String(value), label: <span data-testid={`product-tab-${value}`}>{t(`tabs.${value}`)}</span> }))}
      />
      <div className="ui-toolbar">
        <Button
          variant="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(PROD_INFO_PATH, { state: fromList })}
          data-testid="product-publish"
        >
          {t('list.publish')}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="product-import">
          {t('transfer.import')}
        </Button>
        <ExportProductsButton query={{ ...list.query, ...sort }} />
        <label className="ui-checkline">
          <Checkbox
            checked={onPage.all}
            indeterminate={onPage.some}
            onChange={(checked) => setSelected(checked ? pageIds : [])}
            data-testid="product-select-all"
          />
          {t('list.selectAll')}
        </label>
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
      </div>
      <Table<SpuAdminVO>
        rowKey="spuId"
        rowName={(row) => row.spuName}
        columns={columns}
        rows={rows}
        busy={page.isFetching}
        emptyText={t('common:noData')}
        onRetry={retryOf(page)}
        selection={{ selected, onChange: (keys) => setSelected(keys as number[]), label: (row) => row.spuName }}
        onSort={onSort}
        rowProps={(row) => ({ 'data-testid': 'product-row', 'data-spu-id': row.spuId }) as React.HTMLAttributes<HTMLTableRowElement>}
        // The columns fit the content area at 1366 px wide.
        minWidth={1020}
        data-testid="product-table"
      />
      <Pagination {...list.pagination((total) => t('common:total', { total }))} pageSizeOptions={PRODUCT_PAGE_SIZES} />
      <WhenOpened open={importing}>
        <ImportProductsDialog open={importing} onClose={() => setImporting(false)} />
      </WhenOpened>
      <WhenOpened open={offlineSpuId !== null}>
        <OfflineDialog spuId={offlineSpuId} onClose={() => setOfflineSpuId(null)} />
      </WhenOpened>
    </div>
  );
}
