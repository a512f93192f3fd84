import { useState } from 'react';
import { Avatar, Button, Form, Input, Space, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ShopUserPageQuery, ShopUserVO } from '@caremall/contract';
import { ListPage, useCrudList } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { imageSrc, useResourcesUrl } from '../../../shared/widgets/image-src';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { shopUserApi } from '../api';
import { AccountDialog, type AccountTarget } from '../components/account-dialog';
import { ShopUserDialog } from '../components/shop-user-dialog';

/** Menu `rbac/shop-user`: the shop's staff, with nickname search, paging, create/edit, delete and their sign-in accounts. */
export default function ShopUserScreen() {
  const { t } = useTranslation('shop-user');
  const askDelete = useConfirmDelete();
  useResourcesUrl();
  const list = useCrudList<ShopUserPageQuery, ShopUserVO>(shopUserApi.usePage, {});
  const remove = shopUserApi.useDelete();
  const [dialogId, setDialogId] = useState<number | null>(null);
  const [accountTarget, setAccountTarget] = useState<AccountTarget | null>(null);

  return (
    <ListPage<ShopUserPageQuery, ShopUserVO>
      list={list}
      testId="shop-user"
      totalText={(total) => t('total', { total })}
      create={{ perm: 'multishop:shopUser:save', onClick: () => setDialogId(0) }}
      rowKey="shopUserId"
      rowData={(row) => ({ name: row.nickName })}
      filters={
        <Form.Item name="nickName" label={t('columns.nickName')}>
          <Input allowClear placeholder={t('nickNamePlaceholder')} style={{ width: 200 }} data-testid="shop-user-filter-nickname" />
        </Form.Item>
      }
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
          render: (avatar: string | null, row) => (
            <Avatar shape="square" size={48} alt={row.nickName} src={avatar ? imageSrc(avatar) : undefined} icon={<UserOutlined />} />
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
    >
      <ShopUserDialog shopUserId={dialogId} onClose={() => setDialogId(null)} />
      <AccountDialog target={accountTarget} onClose={() => setAccountTarget(null)} />
    </ListPage>
  );
}
