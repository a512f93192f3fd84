import { useEffect } from 'react';
import { App, Form, Input, Modal, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveShopAccount, useShopAccount } from './api';
import { accountRules } from './rules';

export interface AccountTarget {
  shopUserId: number;
  hasAccount: boolean;
}

export interface AccountDialogProps {
  /** null: closed. */
  target: AccountTarget | null;
  onClose: () => void;
}

interface FormValues {
  username: string;
  password: string;
  enabled: boolean;
}

const DEFAULTS: FormValues = { username: '', password: '', enabled: true };

/** Set (no account yet) or modify a staff member's sign-in account: username, password, status. */
export function AccountDialog({ target, onClose }: AccountDialogProps) {
  const { t } = useTranslation('shop-user');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const hasAccount = target?.hasAccount ?? false;
  const account = useShopAccount(target && hasAccount ? target.shopUserId : null);
  const save = useSaveShopAccount(hasAccount);
  const rules = accountRules(t, hasAccount);

  useEffect(() => {
    if (!target) return;
    if (!hasAccount) {
      form.setFieldsValue(DEFAULTS);
      return;
    }
    if (account.data) form.setFieldsValue({ username: account.data.username, password: '', enabled: account.data.status === 1 });
  }, [target, hasAccount, account.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({
      userId: target!.shopUserId,
      username: values.username,
      password: values.password || undefined,
      status: values.enabled ? 1 : 0,
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={target !== null}
      title={hasAccount ? t('modifyAccount') : t('setAccount')}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Spin spinning={hasAccount && account.isLoading}>
        <Form form={form} labelCol={{ span: 5 }} initialValues={DEFAULTS} autoComplete="off" data-testid="account-form">
          <Form.Item name="username" label={t('account.username')} rules={rules.username}>
            <Input autoComplete="off" data-testid="account-username" />
          </Form.Item>
          <Form.Item name="password" label={t('account.password')} rules={rules.password} extra={hasAccount ? t('account.passwordKeep') : undefined}>
            <Input.Password autoComplete="new-password" data-testid="account-password" />
          </Form.Item>
          <Form.Item name="enabled" label={t('account.status')} valuePropName="checked">
            <Switch checkedChildren={t('account.enabled')} unCheckedChildren={t('account.disabled')} data-testid="account-status" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
