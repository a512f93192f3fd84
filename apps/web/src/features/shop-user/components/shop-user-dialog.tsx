// The staff member dialog: nickname, avatar, staff number, phone and the shop's roles.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShopUserVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { ImageUpload } from '../../../shared/widgets/image-upload';
import { toStoredPath } from '../../../shared/widgets/image-src';
import { shopUserApi, useRoleList } from '../api';
import { staffRules } from '../lib/rules';
import { useClearButton } from '../../../shared/widgets/clear-button';

interface FormValues {
  nickName: string;
  avatar: string;
  code?: string;
  phoneNum?: string;
  roleIds: number[];
}

const DEFAULTS: FormValues = { nickName: '', avatar: '', code: '', phoneNum: '', roleIds: [] };
const toValues = (r: ShopUserVO): FormValues => ({
  nickName: r.nickName,
  avatar: toStoredPath(r.avatar),
  code: r.code ?? '',
  phoneNum: r.phoneNum ?? '',
  roleIds: r.roleIds ?? [],
});

/** Create or edit a staff member: nickname, avatar, staff number, phone and roles of the shop. */
export function ShopUserDialog({ shopUserId, onClose }: { shopUserId: number | null; onClose: () => void }) {
  const { t } = useTranslation('shop-user');
  const record = shopUserApi.useOne(shopUserId);
  const roles = useRoleList();
  const save = shopUserApi.useSave();
  const rules = staffRules(t);
  const clearButton = useClearButton();

  return (
    <EntityDialog<FormValues, ShopUserVO>
      id={shopUserId}
      onClose={onClose}
      title={{ create: t('createTitle'), edit: t('editTitle') }}
      record={record.data}
      loading={record.isLoading}
      loadError={record.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={(values, id, version) =>
        save.mutateAsync({
          shopUserId: id,
          version,
          nickName: values.nickName.trim(),
          avatar: values.avatar,
          code: values.code?.trim() ?? '',
          phoneNum: values.phoneNum?.trim() ?? '',
          roleIds: values.roleIds ?? [],
        })
      }
      testId="shop-user"
      keepsDraft
    >
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
          allowClear={clearButton}
          loading={roles.isLoading}
          placeholder={t('form.rolesPlaceholder')}
          options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
          optionFilterProp="label"
          data-testid="shop-user-roles"
        />
      </Form.Item>
    </EntityDialog>
  );
}
