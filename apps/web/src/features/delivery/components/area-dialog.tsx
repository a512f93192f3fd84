import { useEffect, useMemo } from 'react';
import { App, Cascader, Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useArea, useAreaTree, useSaveArea } from '../api';
import { parentOptions, pathTo } from './area-options';

export interface AreaDialogProps {
  /** null: closed; 0: create; otherwise the area to edit. */
  areaId: number | null;
  /** The parent preselected when creating (the column the user is looking at). */
  defaultParentId: number;
  onClose: () => void;
}

interface FormValues {
  areaName: string;
  parentPath?: number[];
}

/** Create or edit an address area: its name and its parent (none for the top level). */
export function AreaDialog({ areaId, defaultParentId, onClose }: AreaDialogProps) {
  const { t } = useTranslation('delivery');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const open = areaId !== null;
  const editing = open && areaId > 0;
  const tree = useAreaTree(open);
  const detail = useArea(editing ? areaId : null);
  const save = useSaveArea();
  const options = useMemo(() => parentOptions(tree.data ?? [], editing ? areaId : null), [tree.data, editing, areaId]);

  useEffect(() => {
    if (!open || !tree.data) return;
    if (!editing) {
      form.setFieldsValue({ areaName: '', parentPath: pathTo(tree.data, defaultParentId) });
      return;
    }
    const area = detail.data;
    if (area) form.setFieldsValue({ areaName: area.areaName, parentPath: pathTo(tree.data, area.parentId) });
  }, [open, editing, tree.data, detail.data, defaultParentId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const parentPath = values.parentPath ?? [];
    await save.mutateAsync({ areaId: editing ? areaId : undefined, areaName: values.areaName.trim(), parentId: parentPath.at(-1) ?? 0 });
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
      <Spin spinning={tree.isLoading || (editing && detail.isLoading)}>
        <Form form={form} labelCol={{ span: 5 }} data-testid="area-form">
          <Form.Item name="areaName" label={t('areaName')} rules={[{ required: true, whitespace: true, message: t('nameRule') }]}>
            <Input maxLength={50} data-testid="area-name" />
          </Form.Item>
          <Form.Item name="parentPath" label={t('parent')} extra={t('parentHint')}>
            <Cascader options={options} changeOnSelect showSearch allowClear placeholder={t('topLevel')} data-testid="area-parent" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
