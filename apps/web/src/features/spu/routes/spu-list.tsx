import { PRODUCT_LIST_ADDRESS } from '../lib/product-address';
import { SPU_MESSAGES, SpuStatus, isSpuLocked, type SpuSearchQuery, type SpuWithSkusVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage, TextFilter, useCrudList } from '../../../shared/crud';
import { getFeedback } from '../../../shared/http';
import { Button, Tag } from '../../../shared/ui';
import { imageSrc, useResourcesUrl } from '../../../shared/widgets/image-src';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { useDeleteSpu, useProdStatus, useSpuPage } from '../api';
import { prodInfoPathFor } from '../lib/screen-paths';
import { contractText } from '../../../shared/i18n/contract-text';

/** Menu `product/spu`: the SPU list — status 0 shows offline (danger) with put-on-shelf, 1 normal with take-off. */
export default function SpuListScreen() {
  const { t } = useTranslation('spu');
  const navigate = useNavigate();
  useResourcesUrl();
  const list = useCrudList<SpuSearchQuery, SpuWithSkusVO>(useSpuPage, {}, PRODUCT_LIST_ADDRESS);
  const status = useProdStatus();
  const remove = useDeleteSpu();
  const askDelete = useConfirmDelete();
  const toEdit = (spuId?: number) => void navigate(prodInfoPathFor(spuId));
  const shelf = async (spuId: number, wanted: 0 | 1) => {
    await status.mutateAsync({ spuId, status: wanted });
    getFeedback().message.success({
      content: wanted === 1 ? contractText('spu', SPU_MESSAGES.waitForReview) : t('common:actionSuccess'),
      duration: 1.5,
    });
  };
  const locked = (row: SpuWithSkusVO) => isSpuLocked(row.status);

  return (
    <ListPage<SpuSearchQuery, SpuWithSkusVO>
      list={list}
      testId="spu"
      create={{ onClick: () => toEdit() }}
      rowKey="spuId"
      rowName={(row) => row.name}
      filters={
        <>
          <TextFilter name="spuId" label={t('spu.columns.spuId')} digits width={140} data-testid="spu-filter-spuId" />
          <TextFilter name="name" label={t('spu.columns.name')} width={200} data-testid="spu-filter-name" />
        </>
      }
      columns={[
        { title: t('spu.columns.spuId'), dataIndex: 'spuId', width: 100 },
        {
          title: t('spu.columns.image'),
          dataIndex: 'mainImgUrl',
          width: 100,
          render: (url: string | null, row) => <img src={imageSrc(url)} alt={row.name} width={48} height={48} loading="lazy" />,
        },
        { title: t('spu.columns.name'), dataIndex: 'name' },
        { title: t('spu.columns.price'), dataIndex: 'priceFee', width: 110, render: (fee: number) => (fee / 100).toFixed(2) },
        {
          title: t('spu.columns.status'),
          dataIndex: 'status',
          width: 110,
          render: (s: number) =>
            s === SpuStatus.ON_SHELF ? (
              <Tag tone="success">{t('spu.normal')}</Tag>
            ) : s === SpuStatus.OFF_SHELF ? (
              <Tag tone="error">{t('spu.offline')}</Tag>
            ) : (
              <Tag>{t(`status.${s}`)}</Tag>
            ),
        },
        {
          title: t('spu.columns.actions'),
          width: 240,
          render: (_v, row) => (
            <span className="ui-space">
              <Button variant="link" disabled={locked(row)} onClick={() => toEdit(row.spuId)}>
                {t('common:edit')}
              </Button>
              <>
                {row.status === SpuStatus.OFF_SHELF && (
                  <Button variant="link" onClick={() => void shelf(row.spuId, 1).catch(() => {})}>
                    {t('list.shelfOn')}
                  </Button>
                )}
                {row.status === SpuStatus.ON_SHELF && (
                  <Button variant="link" onClick={() => void shelf(row.spuId, 0).catch(() => {})}>
                    {t('list.shelfOff')}
                  </Button>
                )}
              </>
              <>
                <Button
                  variant="link"
                  danger
                  disabled={locked(row)}
                  onClick={() => askDelete(() => remove.mutateAsync(row.spuId), { question: t('list.deleteConfirm') })}
                >
                  {t('common:delete')}
                </Button>
              </>
            </span>
          ),
        },
      ]}
    />
  );
}
