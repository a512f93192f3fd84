import { useEffect, useState } from 'react';
import { Form, Input, Select } from 'antd';
import { Modal } from '../modal';
import type { AttachFileGroupVO, AttachFileVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateFile } from './api';
import { getFeedback } from '../../http';
import { useAskBeforeClosing } from '../../routing/leave-guard';

export interface RenameDialogProps {
  file: AttachFileVO | null;
  groups: AttachFileGroupVO[];
  onClose: () => void;
}

/** Renames a picture and/or moves it to another group; an empty new name keeps the old one. */
export function RenameDialog({ file, groups, onClose }: RenameDialogProps) {
  const { t } = useTranslation('media');
  const { message } = getFeedback();
  const [form] = Form.useForm<{ fileName: string; attachFileGroupId: number }>();
  const update = useUpdateFile();
  const [dirty, setDirty] = useState(false);
  const close = useAskBeforeClosing(dirty, onClose);

  useEffect(() => {
    if (file) form.setFieldsValue({ fileName: '', attachFileGroupId: file.attachFileGroupId });
    setDirty(false);
  }, [file, form]);

  const submit = async () => {
    if (!file) return;
    const values = form.getFieldsValue();
    await update.mutateAsync({
      fileId: file.fileId,
      fileName: values.fileName?.trim() || file.fileName,
      attachFileGroupId: values.attachFileGroupId ?? 0,
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  const options = [{ value: 0, label: t('picture.ungrouped') }, ...groups.map((g) => ({ value: g.attachFileGroupId, label: g.name }))];
  return (
    <Modal
      open={file !== null}
      title={t('picture.revisePicName')}
      onCancel={close}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={update.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      width={600}
    >
      <Form data-testid="rename-dialog" form={form} labelCol={{ span: 4 }} onValuesChange={() => setDirty(true)}>
        <Form.Item label={t('picture.oldName')}>
          <span>{file?.fileName}</span>
        </Form.Item>
        <Form.Item name="fileName" label={t('picture.newName')}>
          <Input placeholder={t('picture.inputNewName')} allowClear data-testid="rename-input" />
        </Form.Item>
        <Form.Item name="attachFileGroupId" label={t('picture.selectGroup')}>
          <Select options={options} placeholder={t('picture.pleaseSelect')} data-testid="rename-group" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
