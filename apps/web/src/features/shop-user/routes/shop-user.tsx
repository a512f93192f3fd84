import { useState } from 'react';
import { Avatar, Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import type { ShopUserVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../../shared/permission';
import { imageSrc, useResourcesUrl } from '../../../shared/widgets/image-src';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { useDeleteShopUser, useShopUserPage, type ShopUserQuery } from '../api';
import { AccountDialog, type AccountTarget } from '../account-dialog';
import { ShopUserDialog } from '../shop-user-dialog';
import { paginationOf, useLastPageAfterDelete } from '../../../shared/widgets/list-paging';
import { FilterActions } from '../../../shared/widgets/filter-actions';

/** The shop's staff: nickname search, list, paging, create/edit, delete and their sign-in accounts. */
export default function ShopUserPage() {
  const { t } = useTranslation('shop-user');
  const askDelete = useConfirmDelete();
  useResourcesUrl();
  const [filterForm] = Form.useForm<{ nickName?: string }>();
  const [query, setQuery] = useState<ShopUserQuery>({ pageNum: 1, pageSize: 10 });
  const [dialogId, setDialogId] = useState<number | null>(null);
  const [accountTarget, setAccountTarget] = useState<AccountTarget | null>(null);
  const page = useShopUserPage(query);
  const remove = useDeleteShopUser();

  useLastPageAfterDelete(query, page.data, setQuery);

  const search = (nickName?: string) => setQuery((q) => ({ ...q, pageNum: 1, nickName: nickName?.trim() || undefined }));

  return (
    <Card>
      <Form form={filterForm} layout="inline" onFinish={(v) => search(v.nickName)} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="nickName" label={t('columns.nickName')}>
          <Input allowClear placeholder={t('nickNamePlaceholder')} style={{ width: 200 }} data-testid="shop-user-filter-nickname" />
        </Form.Item>
        <FilterActions form={filterForm} onClear={() => search()} testIdPrefix="shop-user" />
      </Form>
      <Auth perm="multishop:shopUser:save">
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setDialogId(0)} data-testid="shop-user-create">
          {t('common:create')}
        </Button>
      </Auth>
      <Table<ShopUserVO>
        rowKey="shopUserId"
        bordered
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: t('common:noData') }}
        onRow={(row) => ({ 'data-testid': 'shop-user-row', 'data-name': row.nickName }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('columns.nickName'),
            dataIndex: 'nickName',
            align: 'center',
            render: (nickName: string, row) => (
              <Space>
                {nickName}
                {row.isAdmin === 1 && <Tag color="gold">{t('admin')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('columns.avatar'),
            dataIndex: 'avatar',
            align: 'center',
            width: 100,
            render: (avatar: string | null) => (
              <Avatar shape="square" size={48} src={avatar ? imageSrc(avatar) : undefined} icon={<UserOutlined />} />
            ),
          },
          { title: t('columns.code'), dataIndex: 'code', align: 'center' },
          { title: t('columns.phoneNum'), dataIndex: 'phoneNum', align: 'center' },
          {
            title: t('columns.hasAccount'),
            dataIndex: 'hasAccount',
            align: 'center',
            render: (hasAccount: number) => (hasAccount === 1 ? <Tag color="processing">{t('hasAccount')}</Tag> : <Tag>{t('noAccount')}</Tag>),
          },
          {
            title: t('columns.actions'),
            align: 'center',
            width: 300,
            render: (_value, row) => (
              <Space size={0} wrap>
                {row.hasAccount === 1 ? (
                  <Auth perm="account:authAccount:shopUpdate">
                    <Button
                      type="link"
                      onClick={() => setAccountTarget({ shopUserId: row.shopUserId, hasAccount: true })}
                      data-testid="shop-user-modify-account"
                    >
                      {t('modifyAccount')}
                    </Button>
                  </Auth>
                ) : (
                  <Auth perm="account:authAccount:shopSave">
                    <Button
                      type="link"
                      onClick={() => setAccountTarget({ shopUserId: row.shopUserId, hasAccount: false })}
                      data-testid="shop-user-set-account"
                    >
                      {t('setAccount')}
                    </Button>
                  </Auth>
                )}
                <Auth perm="multishop:shopUser:update">
                  <Button type="link" onClick={() => setDialogId(row.shopUserId)} data-testid="shop-user-edit">
                    {t('common:edit')}
                  </Button>
                </Auth>
                {row.isAdmin !== 1 && (
                  <Auth perm="multishop:shopUser:delete">
                    <Button type="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.shopUserId))} data-testid="shop-user-delete">
                      {t('common:delete')}
                    </Button>
                  </Auth>
                )}
              </Space>
            ),
          },
        ]}
        pagination={paginationOf(query, page.data?.total ?? 0, (total) => t('total', { total }), setQuery)}
      />
      <ShopUserDialog shopUserId={dialogId} onClose={() => setDialogId(null)} />
      <AccountDialog target={accountTarget} onClose={() => setAccountTarget(null)} />
    </Card>
  );
}
