import type { AttrPageQuery, AttrVO, PermissionCode } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { ListPage, TextFilter, useCrudList, useDialogId } from '../../../shared/crud';
import { Auth, useCan } from '../../../shared/permission';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button, Tag } from '../../../shared/ui';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { attrApi } from '../api';

const AttrDialog = lazyInAntdScope(() => import('../components/attr-dialog').then((m) => m.AttrDialog));

const EDIT: PermissionCode = 'product:attr:update';
const DELETE: PermissionCode = 'product:attr:delete';

/** Menu `product/attr`: the shop's sales attributes — name filter, list with value tags, paging, create/edit dialog and delete. */
export default function AttrScreen() {
  const { t } = useTranslation('attr');
  const can = useCan();
  const askDelete = useConfirmDelete();
  const list = useCrudList<AttrPageQuery, AttrVO>(attrApi.usePage, {}, { name: 'text', searchType: 'number', attrType: 'number' });
  const remove = attrApi.useDelete();
  const [dialogId, setDialogId] = useDialogId('attr');

  return (
    <ListPage<AttrPageQuery, AttrVO>
      list={list}
      testId="attr"
      clearLabel={t('clear')}
      create={{ perm: 'product:attr:save', onClick: () => setDialogId(0) }}
      rowKey="attrId"
      rowName={(row) => row.name}
      rowData={(row) => ({ name: row.name })}
      filters={<TextFilter name="name" label={t('name')} placeholder={t('namePlaceholder')} width={200} data-testid="attr-filter-name" />}
      columns={[
        { title: t('columns.name'), dataIndex: 'name', width: 180, render: (name: string) => <span data-testid="attr-row-name">{name}</span> },
        { title: t('columns.desc'), dataIndex: 'desc', width: 220, render: (desc: string | null) => desc ?? '' },
        {
          title: t('columns.values'),
          dataIndex: 'attrValues',
          render: (values: AttrVO['attrValues']) => (
            <span className="ui-space">
              {values.map((v) => (
                <Tag key={v.attrValueId} data-testid="attr-row-value">
                  {v.value}
                </Tag>
              ))}
            </span>
          ),
        },
        ...(can([EDIT, DELETE])
          ? [
              {
                title: t('columns.actions'),
                align: 'center' as const,
                width: 160,
                render: (_value: unknown, row: AttrVO) => (
                  <span className="ui-space">
                    <Auth perm={EDIT}>
                      <Button variant="link" onClick={() => setDialogId(row.attrId)} data-testid="attr-edit">
                        {t('common:edit')}
                      </Button>
                    </Auth>
                    <Auth perm={DELETE}>
                      <Button
                        variant="link"
                        danger
                        onClick={() =>
                          askDelete(() => remove.mutateAsync(row.attrId), {
                            warning: row.spuCount ? t('usedByProducts', { count: row.spuCount }) : undefined,
                          })
                        }
                        data-testid="attr-delete"
                      >
                        {t('common:delete')}
                      </Button>
                    </Auth>
                  </span>
                ),
              },
            ]
          : []),
      ]}
    >
      <WhenOpened open={dialogId !== null}>
        <AttrDialog attrId={dialogId} onClose={() => setDialogId(null)} />
      </WhenOpened>
    </ListPage>
  );
}
