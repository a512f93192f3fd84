import { useMemo } from 'react';
import { Cascader, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AREA_LIMITS, type AreaNodeVO, type AreaVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { useArea, useAreaTree, useSaveArea } from '../api';
import { parentOptions, pathTo } from '../lib/area-options';
import { useClearButton } from '../../../shared/widgets/clear-button';

export interface AreaDialogProps {
  /** null: closed; 0: create; otherwise the area to edit. */
  areaId: number | null;
  /** The parent preselected when creating (the column the user is looking at). */
  defaultParentId: number;
  onClose: () => void;
}

interface FormValues {
  areaName: string;
  parentId: number;
}

const toValues = ({ areaName, parentId }: AreaVO): FormValues => ({ areaName, parentId });

interface ParentPickerProps {
  /** From the Form.Item, so its label names the field. */
  id?: string;
  tree: AreaNodeVO[];
  editedId: number | null;
  placeholder: string;
  value?: number;
  onChange?: (parentId: number) => void;
}

/** The parent as a cascade from the top level; its value is the parent's id (0: none). */
function ParentPicker({ id, tree, editedId, placeholder, value = 0, onChange }: ParentPickerProps) {
  const options = useMemo(() => parentOptions(tree, editedId), [tree, editedId]);
  const clearButton = useClearButton();
  return (
    <Cascader
      id={id}
      options={options}
      value={pathTo(tree, value)}
      onChange={(path?: number[]) => onChange?.(path?.at(-1) ?? 0)}
      changeOnSelect
      showSearch
      allowClear={clearButton}
      placeholder={placeholder}
      data-testid="area-parent"
    />
  );
}

/** Create or edit an address area: its name and its parent (none for the top level). */
export function AreaDialog({ areaId, defaultParentId, onClose }: AreaDialogProps) {
  const { t } = useTranslation('delivery');
  const tree = useAreaTree(areaId !== null);
  const detail = useArea(areaId);
  const save = useSaveArea();

  return (
    <EntityDialog<FormValues, AreaVO>
      id={areaId}
      onClose={onClose}
      title={{ create: t('createTitle'), edit: t('editTitle') }}
      record={detail.data}
      loading={tree.isLoading || detail.isLoading}
      loadError={detail.error}
      defaults={{ areaName: '', parentId: defaultParentId }}
      toValues={toValues}
      save={(values, id, version) => save.mutateAsync({ areaId: id, version, areaName: values.areaName.trim(), parentId: values.parentId ?? 0 })}
      testId="area"
      keepsDraft
    >
      <Form.Item name="areaName" label={t('areaName')} rules={[{ required: true, whitespace: true, message: t('nameRule') }]}>
        <Input maxLength={AREA_LIMITS.nameMax} data-testid="area-name" />
      </Form.Item>
      <Form.Item name="parentId" label={t('parent')} extra={t('parentHint')}>
        <ParentPicker tree={tree.data ?? []} editedId={areaId !== null && areaId > 0 ? areaId : null} placeholder={t('topLevel')} />
      </Form.Item>
    </EntityDialog>
  );
}
