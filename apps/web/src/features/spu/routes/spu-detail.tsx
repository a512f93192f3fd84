import { useState } from 'react';
import type { SpuDetailPageQuery, SpuDetailRowVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { ListPage, TextFilter, useCrudList } from '../../../shared/crud';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button } from '../../../shared/ui';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { useSpuDetailPage } from '../api';

const SpuDetailDialog = lazyInAntdScope(() => import('../components/spu-detail-dialog').then((m) => m.SpuDetailDialog));

/** Menu `product/spu-detail`: the details of the shop's products, with a dialog to read and change one (spuId, detail). */
export default function SpuDetailScreen() {
  const { t } = useTranslation('spu');
  const list = useCrudList<SpuDetailPageQuery, SpuDetailRowVO>(useSpuDetailPage, {}, { spuId: 'id' });
  const [editing, setEditing] = useState<SpuDetailRowVO | null>(null);

  return (
    <ListPage<SpuDetailPageQuery, SpuDetailRowVO>
      list={list}
      testId="spu-detail"
      rowKey="spuId"
      rowName={(row) => row.spuName}
      filters={<TextFilter name="spuId" label={t('spu.spuId')} digits width={160} data-testid="spu-detail-filter" />}
      columns={[
        { title: t('spu.spuId'), dataIndex: 'spuId', width: 110 },
        { title: t('spu.columns.name'), dataIndex: 'spuName', width: 240 },
        { title: t('spu.detail'), dataIndex: 'detail', ellipsis: true, render: (html: string) => html.replace(/<[^>]*>/g, ' ').trim() },
        { title: t('spu.updateTime'), dataIndex: 'updateTime', width: 170 },
        {
          title: t('spu.columns.actions'),
          width: 100,
          render: (_v, row) => (
            <Button variant="link" onClick={() => setEditing(row)} data-testid="spu-detail-open">
              {t('spu.detail')}
            </Button>
          ),
        },
      ]}
    >
      <WhenOpened open={editing !== null}>
        <SpuDetailDialog row={editing} onClose={() => setEditing(null)} />
      </WhenOpened>
    </ListPage>
  );
}
