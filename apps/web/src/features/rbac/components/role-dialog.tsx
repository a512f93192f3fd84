import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_LIMITS, type RoleDetailVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { Tree } from '../../../shared/widgets/tree';
import { roleApi, useMenusWithPermissions } from '../api';
import { buildPermissionTree, checkedLeafKeys, splitKeys, type PermissionTreeNode } from '../lib/permission-tree';

export interface RoleDialogProps {
  /** null: closed; 0: create; otherwise the role to edit. */
  roleId: number | null;
  onClose: () => void;
}

/** The tree's state: the checked keys, and the half-checked parents that are granted too. */
interface Grants {
  checked: number[];
  halfChecked: number[];
}

interface FormValues {
  roleName: string;
  remark?: string;
  grants: Grants;
}

const DEFAULTS: FormValues = { roleName: '', remark: '', grants: { checked: [], halfChecked: [] } };

/** The menus and permissions as a checkable tree; its value is what is checked. */
function GrantsTree({ tree, value, onChange }: { tree: PermissionTreeNode[]; value?: Grants; onChange?: (grants: Grants) => void }) {
  const { t } = useTranslation('rbac');
  return (
    <div style={{ maxHeight: 360, overflow: 'auto' }} data-testid="role-tree">
      <Tree<PermissionTreeNode>
        aria-label={t('role.permissions')}
        checkable
        // A permission's name ticks it as its box does (a tree that selects names would only highlight it).
        selectable={false}
        defaultExpandAll
        key={tree.length}
        treeData={tree}
        checkedKeys={value?.checked ?? []}
        onCheck={(keys, info) =>
          onChange?.({
            checked: (Array.isArray(keys) ? keys : keys.checked) as number[],
            halfChecked: (info.halfCheckedKeys ?? []) as number[],
          })
        }
      />
    </div>
  );
}

/** Create or edit a role: name, remark and the menus and permissions it grants. */
export function RoleDialog({ roleId, onClose }: RoleDialogProps) {
  const { t } = useTranslation('rbac');
  const menus = useMenusWithPermissions(roleId !== null);
  const detail = roleApi.useOne(roleId);
  const save = roleApi.useSave();
  const tree = useMemo(() => buildPermissionTree(menus.data ?? [], t('role.viewMenu')), [menus.data, t]);

  const toValues = (role: RoleDetailVO): FormValues => ({
    roleName: role.roleName,
    remark: role.remark ?? '',
    // The tree recomputes the half-checked parents from the leaves; until then keep the stored ones.
    grants: { checked: checkedLeafKeys(tree, role.menuIds, role.menuPermissionIds), halfChecked: role.menuIds },
  });

  return (
    <EntityDialog<FormValues, RoleDetailVO>
      id={roleId}
      onClose={onClose}
      title={{ create: t('role.createTitle'), edit: t('role.editTitle') }}
      // The stored grants are placed in the tree, so the role is shown once the tree is there.
      record={menus.data ? detail.data : undefined}
      loading={menus.isLoading || detail.isLoading}
      loadError={detail.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={(values, id, version) =>
        save.mutateAsync({
          roleId: id,
          version,
          roleName: values.roleName.trim(),
          remark: values.remark ?? '',
          ...splitKeys([...values.grants.checked, ...values.grants.halfChecked]),
        })
      }
      testId="role"
      keepsDraft
    >
      <Form.Item name="roleName" label={t('role.roleName')} rules={[{ required: true, whitespace: true, message: t('role.nameRule') }]}>
        <Input maxLength={ROLE_LIMITS.nameMax} data-testid="role-name" />
      </Form.Item>
      <Form.Item name="remark" label={t('role.remark')}>
        <Input.TextArea maxLength={ROLE_LIMITS.remarkMax} rows={2} data-testid="role-remark" />
      </Form.Item>
      <Form.Item name="grants" label={t('role.permissions')}>
        <GrantsTree tree={tree} />
      </Form.Item>
    </EntityDialog>
  );
}
