import { useEffect, useMemo, useState } from 'react';
import { App, Form, Input, Modal, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenusWithPermissions, useRole, useSaveRole } from '../api';
import { buildPermissionTree, checkedLeafKeys, splitKeys } from './permission-tree';

export interface RoleDialogProps {
  /** null: closed; 0: create; otherwise the role to edit. */
  roleId: number | null;
  onClose: () => void;
}

interface FormValues {
  roleName: string;
  remark?: string;
}

/** Create or edit a role: name, remark and the menus and permissions it grants. */
export function RoleDialog({ roleId, onClose }: RoleDialogProps) {
  const { t } = useTranslation('rbac');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const open = roleId !== null;
  const editing = open && roleId > 0;
  const menus = useMenusWithPermissions(open);
  const detail = useRole(editing ? roleId : null);
  const save = useSaveRole();
  const tree = useMemo(() => buildPermissionTree(menus.data ?? []), [menus.data]);
  const [checked, setChecked] = useState<number[]>([]);
  const [halfChecked, setHalfChecked] = useState<number[]>([]);

  useEffect(() => {
    if (!open) return;
    if (!editing) {
      form.setFieldsValue({ roleName: '', remark: '' });
      setChecked([]);
      setHalfChecked([]);
      return;
    }
    const role = detail.data;
    if (!role || !menus.data) return;
    form.setFieldsValue({ roleName: role.roleName, remark: role.remark ?? '' });
    setChecked(checkedLeafKeys(tree, role.menuIds, role.menuPermissionIds));
    // The tree recomputes the half-checked parents from the leaves; until then keep the stored ones.
    setHalfChecked(role.menuIds);
  }, [open, editing, detail.data, menus.data, tree, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const keys = splitKeys([...checked, ...halfChecked]);
    await save.mutateAsync({ roleId: editing ? roleId : undefined, roleName: values.roleName.trim(), remark: values.remark ?? '', ...keys });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={editing ? t('common:edit') : t('common:create')}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Spin spinning={menus.isLoading || (editing && detail.isLoading)}>
        <Form form={form} labelCol={{ span: 5 }} data-testid="role-form">
          <Form.Item name="roleName" label={t('role.roleName')} rules={[{ required: true, whitespace: true, message: t('role.nameRule') }]}>
            <Input maxLength={100} data-testid="role-name" />
          </Form.Item>
          <Form.Item name="remark" label={t('role.remark')}>
            <Input.TextArea maxLength={100} rows={2} data-testid="role-remark" />
          </Form.Item>
          <Form.Item label={t('role.permissions')}>
            <div style={{ maxHeight: 360, overflow: 'auto' }} data-testid="role-tree">
              <Tree<{ key: number; title: string }>
                checkable
                defaultExpandAll
                key={tree.length}
                treeData={tree}
                checkedKeys={checked}
                onCheck={(keys, info) => {
                  setChecked((Array.isArray(keys) ? keys : keys.checked) as number[]);
                  setHalfChecked((info.halfCheckedKeys ?? []) as number[]);
                }}
              />
            </div>
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
