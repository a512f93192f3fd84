import { useEffect, useState } from 'react';
import { Form, Input } from 'antd';
import { Modal } from '../modal';
import { useTranslation } from 'react-i18next';
import { useGroups, useSaveGroup } from './api';
import { PICTURE_LIMITS } from './limits';
import { getFeedback } from '../../http';
import { useAskBeforeClosing } from '../../routing/leave-guard';

export interface GroupDialogProps {
  open: boolean;
  /** The group to rename; absent to create one. */
  group?: { attachFileGroupId: number; name: string; version?: number } | null;
  onClose: () => void;
}

/** Creates or renames a picture group (name 1–6 characters). */
export function GroupDialog({ open, group, onClose }: GroupDialogProps) {
  const { t } = useTranslation('media');
  const { message } = getFeedback();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveGroup();
  const groups = useGroups(open);
  const taken = (name: string) => (groups.data ?? []).some((g) => g.name === name.trim() && g.attachFileGroupId !== group?.attachFileGroupId);

  const [dirty, setDirty] = useState(false);
  const close = useAskBeforeClosing(dirty, onClose);

  useEffect(() => {
    if (open) form.setFieldsValue({ name: group?.name ?? '' });
    setDirty(false);
  }, [open, group, form]);

  const submit = async () => {
    const { name } = await form.validateFields();
    // The group as the list read it: a rename after it changed elsewhere is refused, and what was typed stays.
    await save.mutateAsync({ attachFileGroupId: group?.attachFileGroupId, name: name.trim(), version: group?.version });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={group ? t('picture.editGroup') : t('picture.createGroup')}
      onCancel={close}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Form data-testid="group-dialog" form={form} labelCol={{ span: 5 }} preserve={false} onValuesChange={() => setDirty(true)}>
        <Form.Item
          name="name"
          label={t('picture.groupName')}
          rules={[
            { required: true, whitespace: true, message: t('picture.groupNameRequired') },
            { max: PICTURE_LIMITS.groupNameMax, message: t('picture.groupNameLength') },
            { validator: async (_rule, name?: string) => (name && taken(name) ? Promise.reject(new Error(t('picture.groupNameTaken'))) : undefined) },
          ]}
        >
          <Input placeholder={t('picture.groupNamePlaceholder')} data-testid="group-name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
