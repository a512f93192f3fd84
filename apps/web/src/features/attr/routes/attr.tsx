import { useState } from 'react';
import { Button, Form, Input, Space, Tag } from 'antd';
import type { AttrPageQuery, AttrVO, PermissionCode } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { ListPage, useCrudList } from '../../../shared/crud';
import { Auth, useCan } from '../../../shared/permission';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { attrApi } from '../api';
import { AttrDialog } from '../components/attr-dialog';

const EDIT: PermissionCode = 'product:attr:update';
const DELETE: PermissionCode = 'product:attr:delete';

/** Menu `product/attr`: the shop's sales attributes — name filter, list with value tags, paging, create/edit dialog and delete. */
export default function AttrScreen() {
  const { t } = useTranslation('attr');
  const can = useCan();
  const askDelete = useConfirmDelete();
  const list = useCrudList<AttrPageQuery, AttrVO>(attrApi.usePage, {});
  const remove = attrApi.useDelete();
  const [dialogId, setDialogId] = useState<number | null>(null);

  return (
    <ListPage<AttrPageQuery, AttrVO>
      list={list}
      testId="attr"
      clearLabel={t('clear')}
      totalText={(total) => t('total', { total })}
      create={{ perm: 'product:attr:save', onClick: () => setDialogId(0) }}
      rowKey="attrId"
      rowData={(row) => ({ name: row.name })}
      filters={
        <Form.Item name="name" label={t('name')}>
          <Input allowClear placeholder={t('namePlaceholder')} style={{ width: 200 }} data-testid="attr-filter-name" />
        </Form.Item>
      }
      columns={[
        { title: t('columns.name'), dataIndex: 'name', width: 180, render: (name: string) => <span data-testid="attr-row-name">{name}</span> },
        { title: t('columns.desc'), dataIndex: 'desc', width: 220, render: (desc: string | null) => desc ?? '' },
        {
          title: t('columns.values'),
          dataIndex: 'attrValues',
          render: (values: AttrVO['attrValues']) => (
            <Space size={[4, 4]} wrap>
              {values.map((v) => (
                <Tag key={v.attrValueId} data-testid="attr-row-value">
                  {v.value}
                </Tag>
              ))}
            </Space>
          ),
        },
        ...(can([EDIT, DELETE])
          ? [
              {
                title: t('columns.actions'),
                align: 'center' as const,
                width: 160,
                render: (_value: unknown, row: AttrVO) => (
                  <Space>
                    <Auth perm={EDIT}>
                      <Button type="link" onClick={() => setDialogId(row.attrId)} data-testid="attr-edit">
                        {t('common:edit')}
                      </Button>
                    </Auth>
                    <Auth perm={DELETE}>
                      <Button
                        type="link"
                        danger
                        onClick={() =>
                          askDelete(
                            () => remove.mutateAsync(row.attrId),
                            undefined,
                            row.spuCount ? t('usedByProducts', { count: row.spuCount }) : undefined,
                          )
                        }
                        data-testid="attr-delete"
                      >
                        {t('common:delete')}
                      </Button>
                    </Auth>
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    >
      <AttrDialog attrId={dialogId} onClose={() => setDialogId(null)} />
    </ListPage>
  );
}
