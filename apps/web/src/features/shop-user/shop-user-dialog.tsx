import { useEffect } from 'react';
import { App, Form, Input, Modal, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../shared/widgets/image-upload';
import { toStoredPath } from '../../shared/widgets/image-src';
import { useRoleList } from './api';
import { useSaveShopUser, useShopUser } from './api';
import { staffRules } from './rules';

export interface ShopUserDialogProps {
  /** null: closed; 0: create; otherwise the staff member to edit. */
  shopUserId: number | null;
  onClose: () => void;
}

interface FormValues {
  nickName: string;
  avatar: string;
  code?: string;
  phoneNum?: string;
  roleIds: number[];
}

const DEFAULTS: FormValues = { nickName: '', avatar: '', code: '', phoneNum: '', roleIds: [] };

/** Create or edit a staff member: nickname, avatar, staff number, phone and roles of the shop. */
export function ShopUserDialog({ shopUserId, onClose }: ShopUserDialogProps) {
  const { t } = useTranslation('shop-user');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const editing = shopUserId !== null && shopUserId > 0;
  const detail = useShopUser(editing ? shopUserId : null);
  const roles = useRoleList();
  const save = useSaveShopUser();
  const rules = staffRules(t);

  useEffect(() => {
    if (shopUserId === null) return;
    if (!editing) {
      form.setFieldsValue(DEFAULTS);
      return;
    }
    const data = detail.data;
    if (!data) return;
    form.setFieldsValue({
      nickName: data.nickName,
      avatar: toStoredPath(data.avatar),
      code: data.code ?? '',
      phoneNum: data.phoneNum ?? '',
      roleIds: data.roleIds ?? [],
    });
  }, [shopUserId, editing, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({
      shopUserId: editing ? shopUserId : undefined,
      nickName: values.nickName.trim(),
      avatar: values.avatar,
      code: values.code?.trim() ?? '',
      phoneNum: values.phoneNum?.trim() ?? '',
      roleIds: values.roleIds ?? [],
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={shopUserId !== null}
      title={editing ? t('common:edit') : t('common:create')}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isLoading}>
        <Form form={form} labelCol={{ span: 5 }} initialValues={DEFAULTS} data-testid="shop-user-form">
          <Form.Item name="nickName" label={t('form.nickName')} rules={rules.nickName}>
            <Input data-testid="shop-user-nickname" />
          </Form.Item>
          <Form.Item name="avatar" label={t('form.avatar')} rules={rules.avatar}>
            <ImageUpload />
          </Form.Item>
          <Form.Item name="code" label={t('form.code')} rules={rules.code}>
            <Input data-testid="shop-user-code" />
          </Form.Item>
          <Form.Item name="phoneNum" label={t('form.phoneNum')} rules={rules.phoneNum}>
            <Input data-testid="shop-user-phone" />
          </Form.Item>
          <Form.Item name="roleIds" label={t('form.roles')}>
            <Select
              mode="multiple"
              allowClear
              loading={roles.isLoading}
              placeholder={t('form.rolesPlaceholder')}
              options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
              optionFilterProp="label"
              data-testid="shop-user-roles"
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
