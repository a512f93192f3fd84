import { useEffect, useMemo } from 'react';
import { App, Form, Input, InputNumber, Modal, Radio, Spin, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenu, useMenuList, useSaveMenu, type MenuRow } from '../api';
import { IconPicker } from './icon-picker';
import { isDirectory, nestMenus, type Nested } from './menu-tree';

export interface MenuDialogProps {
  /** null: closed; 0: create; otherwise the menu to edit. */
  menuId: number | null;
  /** The biz type being managed: 0 platform menus, 1 shop menus. */
  sysType: 0 | 1;
  onClose: () => void;
}

interface FormValues {
  type: 0 | 1;
  title: string;
  parentId: number;
  path: string;
  component?: string;
  seq: number;
  icon?: string | null;
}

const DEFAULTS: FormValues = { type: 1, title: '', parentId: 0, path: '', component: '', seq: 0, icon: null };

type ParentOption = { value: number; title: string; children?: ParentOption[]; disabled?: boolean };

/** Parent choices: the root plus every menu, with the edited menu and its subtree disabled. */
function parentOptions(rows: MenuRow[], rootTitle: string, editedId: number | null): ParentOption[] {
  const convert = (nodes: Nested<MenuRow>[], blocked: boolean): ParentOption[] =>
    nodes.map((n) => {
      const off = blocked || n.menuId === editedId;
      return { value: n.menuId, title: n.title, disabled: off, children: n.children ? convert(n.children, off) : undefined };
    });
  return [{ value: 0, title: rootTitle, children: convert(nestMenus(rows), false) }];
}

/** Create or edit one menu: directory or page, title, parent, route, component, order, icon. */
export function MenuDialog({ menuId, sysType, onClose }: MenuDialogProps) {
  const { t } = useTranslation('rbac');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const open = menuId !== null;
  const editing = open && menuId > 0;
  const detail = useMenu(editing ? menuId : null);
  const menus = useMenuList(sysType);
  const save = useSaveMenu();
  const type = Form.useWatch('type', form);
  const options = useMemo(() => parentOptions(menus.data ?? [], t('menu.root'), editing ? menuId : null), [menus.data, t, editing, menuId]);

  useEffect(() => {
    if (!open) return;
    if (!editing) {
      form.setFieldsValue(DEFAULTS);
      return;
    }
    const menu = detail.data;
    if (!menu) return;
    const directory = isDirectory(menu.component);
    form.setFieldsValue({
      type: directory ? 0 : 1,
      title: menu.title,
      parentId: menu.parentId,
      path: menu.path,
      component: directory ? '' : menu.component,
      seq: menu.seq,
      icon: menu.icon,
    });
  }, [open, editing, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({
      menuId: editing ? menuId : undefined,
      type: values.type,
      title: values.title.trim(),
      parentId: values.parentId ?? 0,
      path: values.path.trim(),
      component: values.type === 0 ? 'Layout' : (values.component ?? '').trim(),
      seq: values.seq ?? 0,
      icon: values.icon ?? null,
      sysType,
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={editing ? t('common:edit') : t('common:create')}
      width={640}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isLoading}>
        <Form form={form} labelCol={{ span: 5 }} initialValues={DEFAULTS} data-testid="menu-form">
          <Form.Item name="type" label={t('menu.type')}>
            <Radio.Group
              options={[
                { value: 0, label: t('menu.directory') },
                { value: 1, label: t('menu.menu') },
              ]}
              data-testid="menu-type"
            />
          </Form.Item>
          <Form.Item name="title" label={t('menu.title')} rules={[{ required: true, whitespace: true, message: t('menu.titleRule') }]}>
            <Input maxLength={32} data-testid="menu-title" />
          </Form.Item>
          <Form.Item name="parentId" label={t('menu.parent')}>
            <TreeSelect treeData={options} treeDefaultExpandAll showSearch treeNodeFilterProp="title" data-testid="menu-parent" />
          </Form.Item>
          <Form.Item name="path" label={t('menu.path')} rules={[{ required: true, whitespace: true, message: t('menu.pathRule') }]}>
            <Input maxLength={255} data-testid="menu-path" />
          </Form.Item>
          {type === 1 && (
            <Form.Item name="component" label={t('menu.component')} rules={[{ required: true, whitespace: true, message: t('menu.componentRule') }]}>
              <Input maxLength={255} placeholder="product/list" data-testid="menu-component" />
            </Form.Item>
          )}
          <Form.Item name="seq" label={t('menu.seq')} rules={[{ type: 'number', min: 0, message: t('menu.seqRule') }]}>
            <InputNumber min={0} max={32767} precision={0} data-testid="menu-seq" />
          </Form.Item>
          <Form.Item name="icon" label={t('menu.icon')}>
            <IconPicker />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
