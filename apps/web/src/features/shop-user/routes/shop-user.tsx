import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ShopUserPageQuery, ShopUserVO } from '@caremall/contract';
import { ListPage, TextFilter, useCrudList, useDialogId } from '../../../shared/crud';
import { Auth } from '../../../shared/permission';
import { imageSrc, useResourcesUrl } from '../../../shared/widgets/image-src';
import { lazyInAntdScope } from '../../../shared/theme/lazy-in-scope';
import { Button, Tag } from '../../../shared/ui';
import { useConfirmDelete } from '../../../shared/widgets/use-confirm-delete';
import { WhenOpened } from '../../../shared/widgets/when-opened';
import { shopUserApi } from '../api';
import type { AccountTarget } from '../components/account-dialog';

const ShopUserDialog = lazyInAntdScope(() => import('../components/shop-user-dialog').then((m) => m.ShopUserDialog));
const AccountDialog = lazyInAntdScope(() => import('../components/account-dialog').then((m) => m.AccountDialog));

/** Menu `rbac/shop-user`: the shop's staff, with nickname search, paging, create/edit, delete and their sign-in accounts. */
export default function ShopUserScreen() {
  const { t } = useTranslation('shop-user');
  const askDelete = useConfirmDelete();
  useResourcesUrl();
  const list = useCrudList<ShopUserPageQuery, ShopUserVO>(shopUserApi.usePage, {}, { nickName: 'text' });
  const remove = shopUserApi.useDelete();
  const [dialogId, setDialogId] = useDialogId('shop-user');
  const [accountTarget, setAccountTarget] = useState<AccountTarget | null>(null);

  return (
    <ListPage<ShopUserPageQuery, ShopUserVO>
      list={list}
      testId="shop-user"
      create={{ perm: 'multishop:shopUser:save', onClick: () => setDialogId(0) }}
      rowKey="shopUserId"
      rowName={(row) => row.nickName}
      rowData={(row) => ({ name: row.nickName })}
      filters={
        <TextFilter
          name="nickName"
          label={t('columns.nickName')}
          placeholder={t('nickNamePlaceholder')}
          width={200}
          data-testid="shop-user-filter-nickname"
        />
      }
      columns={[
        {
          title: t('columns.nickName'),
          dataIndex: 'nickName',
          align: 'center',
          render: (nickName: string, row) => (
            <span className="ui-space">
              {nickName}
              {row.isAdmin === 1 && <Tag tone="gold">{t('admin')}</Tag>}
            </span>
          ),
        },
        {
          title: t('columns.avatar'),
          dataIndex: 'avatar',
          align: 'center',
          width: 100,
          render: (avatar: string | null, row) => (
            <span className="ui-avatar">
              {avatar ? <img src={imageSrc(avatar)} alt={row.nickName} width={48} height={48} /> : <UserOutlined aria-label={row.nickName} />}
            </span>
          ),
        },
        { title: t('columns.code'), dataIndex: 'code', align: 'center' },
        { title: t('columns.phoneNum'), dataIndex: 'phoneNum', align: 'center' },
        {
          title: t('columns.hasAccount'),
          dataIndex: 'hasAccount',
          align: 'center',
          render: (hasAccount: number) => (hasAccount === 1 ? <Tag tone="processing">{t('hasAccount')}</Tag> : <Tag>{t('noAccount')}</Tag>),
        },
        {
          title: t('columns.actions'),
          align: 'center',
          width: 300,
          render: (_value, row) => (
            <span className="ui-space">
              {row.hasAccount === 1 ? (
                <Auth perm="account:authAccount:shopUpdate">
                  <Button
                    variant="link"
                    onClick={() => setAccountTarget({ shopUserId: row.shopUserId, hasAccount: true })}
                    data-testid="shop-user-modify-account"
                  >
                    {t('modifyAccount')}
                  </Button>
                </Auth>
              ) : (
                <Auth perm="account:authAccount:shopSave">
                  <Button
                    variant="link"
                    onClick={() => setAccountTarget({ shopUserId: row.shopUserId, hasAccount: false })}
                    data-testid="shop-user-set-account"
                  >
                    {t('setAccount')}
                  </Button>
                </Auth>
              )}
              <Auth perm="multishop:shopUser:update">
                <Button variant="link" onClick={() => setDialogId(row.shopUserId)} data-testid="shop-user-edit">
                  {t('common:edit')}
                </Button>
              </Auth>
              {row.isAdmin !== 1 && (
                <Auth perm="multishop:shopUser:delete">
                  <Button variant="link" danger onClick={() => askDelete(() => remove.mutateAsync(row.shopUserId))} data-testid="shop-user-delete">
                    {t('common:delete')}
                  </Button>
                </Auth>
              )}
            </span>
          ),
        },
      ]}
    >
      <WhenOpened open={dialogId !== null}>
        <ShopUserDialog shopUserId={dialogId} onClose={() => setDialogId(null)} />
      </WhenOpened>
      <WhenOpened open={accountTarget !== null}>
        <AccountDialog target={accountTarget} onClose={() => setAccountTarget(null)} />
      </WhenOpened>
    </ListPage>
  );
}
