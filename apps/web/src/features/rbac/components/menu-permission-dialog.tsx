import { useEffect, useMemo } from 'react';
import { App, Form, Input, Modal, Select, Spin, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuList, useMenuPermission, useSaveMenuPermission, type MenuRow } from '../api';
import { nestMenus, type Nested } from './menu-tree';

export interface MenuPermissionDialogProps {
  /** null: closed; 0: create; otherwise the permission to edit. */
  menuPermissionId: number | null;
  sysType: 0 | 1;
  onClose: () => void;
}

interface FormValues {
  name: string;
  menuId?: number;
  method?: number;
  uri: string;
  permission: string;
}

export const METHODS = [
  { value: 1, label: 'GET' },
  { value: 2, label: 'POST' },
  { value: 3, label: 'PUT' },
  { value: 4, label: 'DELETE' },
];

type MenuOption = { value: number; title: string; children?: MenuOption[] };
const toOptions = (nodes: Nested<MenuRow>[]): MenuOption[] =>
  nodes.map((n) => ({ value: n.menuId, title: n.title, children: n.children ? toOptions(n.children) : undefined }));

/** Create or edit a menu permission: it binds a permission tag to a request method and a path. */
export function MenuPermissionDialog({ menuPermissionId, sysType, onClose }: MenuPermissionDialogProps) {
  const { t } = useTranslation('rbac');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const open = menuPermissionId !== null;
  const editing = open && menuPermissionId > 0;
  const detail = useMenuPermission(editing ? menuPermissionId : null);
  const menus = useMenuList(sysType);
  const save = useSaveMenuPermission();
  const options = useMemo(() => toOptions(nestMenus(menus.data ?? [])), [menus.data]);

  useEffect(() => {
    if (!open) return;
    if (!editing) {
      form.resetFields();
      return;
    }
    const row = detail.data;
    if (row) form.setFieldsValue({ name: row.name, menuId: row.menuId, method: row.method, uri: row.uri, permission: row.permission });
  }, [open, editing, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({
      menuPermissionId: editing ? menuPermissionId : undefined,
      name: values.name.trim(),
      menuId: values.menuId!,
      method: values.method!,
      uri: values.uri.trim(),
      permission: values.permission.trim(),
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  const required = (text: string) => [{ required: true, whitespace: true, message: text }];

  return (
    <Modal
      open={open}
      title={editing ? t('common:edit') : t('common:create')}
      width={600}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isLoading}>
        <Form form={form} labelCol={{ span: 5 }} data-testid="permission-form">
          <Form.Item name="name" label={t('permission.name')} rules={required(t('permission.nameRule'))}>
            <Input maxLength={32} data-testid="permission-name" />
          </Form.Item>
          <Form.Item name="menuId" label={t('permission.menu')} rules={[{ required: true, message: t('permission.menuRule') }]}>
            <TreeSelect treeData={options} treeDefaultExpandAll showSearch treeNodeFilterProp="title" data-testid="permission-menu" />
          </Form.Item>
          <Form.Item name="method" label={t('permission.method')} rules={[{ required: true, message: t('permission.methodRule') }]}>
            <Select options={METHODS} data-testid="permission-method" />
          </Form.Item>
          <Form.Item name="uri" label={t('permission.uri')} rules={required(t('permission.uriRule'))}>
            <Input maxLength={255} placeholder="/mall_multishop/admin/hot_search" data-testid="permission-uri" />
          </Form.Item>
          <Form.Item name="permission" label={t('permission.permission')} rules={required(t('permission.permissionRule'))}>
            <Input maxLength={255} placeholder="multishop:hotSearch:save" data-testid="permission-code" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
