import { useMemo } from 'react';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_LIMITS, type MenuListItemVO, type MenuVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { useMenu, useMenuList, useSaveMenu } from '../api';
import { isDirectory, nestMenus, type Nested } from '../lib/menu-tree';
import { IconPicker } from './icon-picker';
import { menuText } from '../../../shared/i18n/menu-texts';
import { SeqFormItem } from '../../../shared/widgets/number-field';
import { TreeSelect } from '../../../shared/widgets/tree-select';

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

const toValues = (menu: MenuVO): FormValues => {
  const directory = isDirectory(menu.component);
  return {
    type: directory ? 0 : 1,
    title: menu.title,
    parentId: menu.parentId,
    path: menu.path,
    component: directory ? '' : menu.component,
    seq: menu.seq,
    icon: menu.icon,
  };
};

type ParentOption = { value: number; title: string; children?: ParentOption[]; disabled?: boolean };

/** Parent choices: the root plus every menu, with the edited menu and its subtree disabled. */
function parentOptions(rows: MenuListItemVO[], rootTitle: string, editedId: number | null): ParentOption[] {
  const convert = (nodes: Nested<MenuListItemVO>[], blocked: boolean): ParentOption[] =>
    nodes.map((n) => {
      const off = blocked || n.menuId === editedId;
      return { value: n.menuId, title: menuText(n.title), disabled: off, children: n.children ? convert(n.children, off) : undefined };
    });
  return [{ value: 0, title: rootTitle, children: convert(nestMenus(rows), false) }];
}

/** Create or edit one menu: directory or page, title, parent, route, component, order, icon. */
export function MenuDialog({ menuId, sysType, onClose }: MenuDialogProps) {
  const { t } = useTranslation('rbac');
  const [form] = Form.useForm<FormValues>();
  const editing = menuId !== null && menuId > 0;
  const detail = useMenu(menuId);
  const menus = useMenuList(sysType);
  const save = useSaveMenu();
  const type = Form.useWatch('type', form);
  const options = useMemo(() => parentOptions(menus.data ?? [], t('menu.root'), editing ? menuId : null), [menus.data, t, editing, menuId]);

  return (
    <EntityDialog<FormValues, MenuVO>
      id={menuId}
      onClose={onClose}
      title={{ create: t('menu.createTitle'), edit: t('menu.editTitle') }}
      record={detail.data}
      loading={detail.isLoading}
      loadError={detail.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={(values, id, version) =>
        save.mutateAsync({
          menuId: id,
          version,
          type: values.type,
          // Spec §7: the body carries the route name; an edit keeps the menu's own, a new menu is named by its title.
          name: (id ? detail.data?.name : undefined) || values.title.trim(),
          title: values.title.trim(),
          parentId: values.parentId ?? 0,
          path: values.path.trim(),
          component: values.type === 0 ? 'Layout' : (values.component ?? '').trim(),
          seq: values.seq ?? 0,
          icon: values.icon ?? null,
          sysType,
        })
      }
      form={form}
      testId="menu"
      keepsDraft
      width={640}
    >
      <Form.Item name="type" label={t('menu.type')}>
        <Radio.Group
          aria-label={t('menu.type')}
          options={[
            { value: 0, label: t('menu.directory') },
            { value: 1, label: t('menu.menu') },
          ]}
          data-testid="menu-type"
        />
      </Form.Item>
      <Form.Item name="title" label={t('menu.title')} rules={[{ required: true, whitespace: true, message: t('menu.titleRule') }]}>
        <Input maxLength={MENU_LIMITS.titleMax} data-testid="menu-title" />
      </Form.Item>
      <Form.Item name="parentId" label={t('menu.parent')}>
        <TreeSelect treeData={options} treeDefaultExpandAll showSearch treeNodeFilterProp="title" data-testid="menu-parent" />
      </Form.Item>
      <Form.Item name="path" label={t('menu.path')} rules={[{ required: true, whitespace: true, message: t('menu.pathRule') }]}>
        <Input maxLength={MENU_LIMITS.pathMax} data-testid="menu-path" />
      </Form.Item>
      {type === 1 && (
        <Form.Item name="component" label={t('menu.component')} rules={[{ required: true, whitespace: true, message: t('menu.componentRule') }]}>
          <Input maxLength={MENU_LIMITS.componentMax} placeholder="product/list" data-testid="menu-component" />
        </Form.Item>
      )}
      <SeqFormItem label={t('menu.seq')} max={MENU_LIMITS.seqMax} texts="rbac:menu" data-testid="menu-seq" />
      <Form.Item name="icon" label={t('menu.icon')}>
        <IconPicker />
      </Form.Item>
    </EntityDialog>
  );
}
