// The sign-in account dialog of a staff member: set once, then modified.
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopAccountVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { useSaveShopAccount, useShopAccount } from '../api';
import { accountRules } from '../lib/rules';

export interface AccountTarget {
  shopUserId: number;
  hasAccount: boolean;
}

interface FormValues {
  username: string;
  password: string;
  enabled: boolean;
}

const DEFAULTS: FormValues = { username: '', password: '', enabled: true };
// The password is never sent back: modifying starts with it empty, which keeps the current one.
const toValues = (a: ShopAccountVO): FormValues => ({ username: a.username, password: '', enabled: a.status === 1 });

/** Set (no account yet) or modify a staff member's sign-in account: username, password, status. */
export function AccountDialog({ target, onClose }: { target: AccountTarget | null; onClose: () => void }) {
  const { t } = useTranslation('shop-user');
  const hasAccount = target?.hasAccount ?? false;
  const account = useShopAccount(target && hasAccount ? target.shopUserId : null);
  const save = useSaveShopAccount(hasAccount);
  const rules = accountRules(t, hasAccount);

  return (
    <EntityDialog<FormValues, ShopAccountVO>
      // Setting an account is the dialog's create mode; modifying one loads it.
      id={target ? (hasAccount ? target.shopUserId : 0) : null}
      onClose={onClose}
      title={{ create: t('setAccount'), edit: t('modifyAccount') }}
      record={account.data ?? undefined}
      loading={account.isLoading}
      loadError={account.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={(values, _id, version) =>
        save.mutateAsync({
          userId: target!.shopUserId,
          version,
          username: values.username,
          password: values.password || undefined,
          status: values.enabled ? 1 : 0,
        })
      }
      testId="account"
    >
      <Form.Item name="username" label={t('account.username')} rules={rules.username}>
        <Input autoComplete="off" data-testid="account-username" />
      </Form.Item>
      <Form.Item name="password" label={t('account.password')} rules={rules.password} extra={hasAccount ? t('account.passwordKeep') : undefined}>
        <Input.Password autoComplete="new-password" data-testid="account-password" />
      </Form.Item>
      <Form.Item name="enabled" label={t('account.status')} valuePropName="checked">
        <Switch checkedChildren={t('account.enabled')} unCheckedChildren={t('account.disabled')} data-testid="account-status" />
      </Form.Item>
    </EntityDialog>
  );
}
