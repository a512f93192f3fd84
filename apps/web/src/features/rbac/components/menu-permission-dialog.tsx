import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOT_SEARCH_PATHS, MENU_PERMISSION_LIMITS, type MenuListItemVO, type MenuPermissionVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { menuPermissionApi, useMenuList } from '../api';
import { METHOD_OPTIONS } from '../lib/http-methods';
import { nestMenus, type Nested } from '../lib/menu-tree';
import { menuText } from '../../../shared/i18n/menu-texts';
import { TreeSelect } from '../../../shared/widgets/tree-select';

export interface MenuPermissionDialogProps {
  /** null: closed; 0: create; otherwise the permission to edit. */
  menuPermissionId: number | null;
  sysType: number;
  onClose: () => void;
}

interface FormValues {
  name: string;
  menuId?: number;
  method?: number;
  uri: string;
  permission: string;
}

const DEFAULTS: FormValues = { name: '', menuId: undefined, method: undefined, uri: '', permission: '' };
const toValues = ({ name, menuId, method, uri, permission }: MenuPermissionVO): FormValues => ({ name, menuId, method, uri, permission });

type MenuOption = { value: number; title: string; children?: MenuOption[] };
const toOptions = (nodes: Nested<MenuListItemVO>[]): MenuOption[] =>
  nodes.map((n) => ({ value: n.menuId, title: menuText(n.title), children: n.children ? toOptions(n.children) : undefined }));

/** Create or edit a menu permission: it binds a permission tag to a request method and a path. */
export function MenuPermissionDialog({ menuPermissionId, sysType, onClose }: MenuPermissionDialogProps) {
  const { t } = useTranslation('rbac');
  const detail = menuPermissionApi.useOne(menuPermissionId);
  const menus = useMenuList(sysType);
  const save = menuPermissionApi.useSave();
  const options = useMemo(() => toOptions(nestMenus(menus.data ?? [])), [menus.data]);
  const required = (text: string) => [{ required: true, whitespace: true, message: text }];

  return (
    <EntityDialog<FormValues, MenuPermissionVO>
      id={menuPermissionId}
      onClose={onClose}
      title={{ create: t('permission.createTitle'), edit: t('permission.editTitle') }}
      record={detail.data}
      loading={detail.isLoading}
      loadError={detail.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={(values, id, version) =>
        save.mutateAsync({
          menuPermissionId: id,
          version,
          name: values.name.trim(),
          menuId: values.menuId!,
          method: values.method!,
          uri: values.uri.trim(),
          permission: values.permission.trim(),
        })
      }
      testId="permission"
      keepsDraft
      width={600}
    >
      <Form.Item name="name" label={t('permission.name')} rules={required(t('permission.nameRule'))}>
        <Input maxLength={MENU_PERMISSION_LIMITS.nameMax} data-testid="permission-name" />
      </Form.Item>
      <Form.Item name="menuId" label={t('permission.menu')} rules={[{ required: true, message: t('permission.menuRule') }]}>
        <TreeSelect treeData={options} treeDefaultExpandAll showSearch treeNodeFilterProp="title" data-testid="permission-menu" />
      </Form.Item>
      <Form.Item name="method" label={t('permission.method')} rules={[{ required: true, message: t('permission.methodRule') }]}>
        <Select options={METHOD_OPTIONS} data-testid="permission-method" />
      </Form.Item>
      <Form.Item
        name="uri"
        label={t('permission.uri')}
        rules={[...required(t('permission.uriRule')), { pattern: /^\s*\//, message: t('permission.uriSlashRule') }]}
      >
        <Input maxLength={MENU_PERMISSION_LIMITS.uriMax} placeholder={HOT_SEARCH_PATHS.full.one} data-testid="permission-uri" />
      </Form.Item>
      <Form.Item name="permission" label={t('permission.permission')} rules={required(t('permission.permissionRule'))}>
        <Input maxLength={MENU_PERMISSION_LIMITS.permissionMax} placeholder="multishop:hotSearch:save" data-testid="permission-code" />
      </Form.Item>
    </EntityDialog>
  );
}
