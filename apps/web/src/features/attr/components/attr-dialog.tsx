import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Spin } from 'antd';
import { ATTR_LIMITS } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { useAttr, useSaveAttr } from '../api';
import { addValue, tagsOf, valuesBody, type ValueTag } from '../lib/value-list';
import { ValueTags } from './value-tags';

export interface AttrDialogProps {
  /** null: closed; 0: create; otherwise the attribute to edit. */
  attrId: number | null;
  onClose: () => void;
}

interface FormValues {
  name: string;
  desc: string;
}

/** Create or edit a sales attribute: name, description and its values. 750 px wide, as the spec says. */
export function AttrDialog({ attrId, onClose }: AttrDialogProps) {
  const { t } = useTranslation('attr');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [tags, setTags] = useState<ValueTag[]>([]);
  const [draft, setDraft] = useState('');
  const editing = attrId !== null && attrId > 0;
  const detail = useAttr(editing ? attrId : null);
  const save = useSaveAttr();

  useEffect(() => {
    if (attrId === null) return;
    setDraft('');
    if (!editing) {
      form.setFieldsValue({ name: '', desc: '' });
      setTags([]);
      return;
    }
    const data = detail.data;
    if (!data) return;
    form.setFieldsValue({ name: data.name, desc: data.desc ?? '' });
    setTags(tagsOf(data.attrValues));
  }, [attrId, editing, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    // A value typed but not yet added counts: the merchant sees it in the box.
    const finalTags = draft.trim() ? addValue(tags, draft) : tags;
    if (!finalTags.length) {
      message.warning({ content: t('rules.valuesRequired'), duration: 1.5 });
      return;
    }
    await save.mutateAsync({
      attrId: editing ? attrId : undefined,
      name: values.name.trim(),
      desc: values.desc?.trim() ?? '',
      attrValues: valuesBody(finalTags),
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={attrId !== null}
      title={editing ? t('editTitle') : t('createTitle')}
      width={750}
      maskClosable={false}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      okButtonProps={{ 'data-testid': 'attr-dialog-ok' }}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isLoading}>
        <Form form={form} labelCol={{ span: 4 }} data-testid="attr-form">
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('rules.nameRequired') }]}>
            <Input maxLength={ATTR_LIMITS.name} showCount placeholder={t('namePlaceholder')} data-testid="attr-name" />
          </Form.Item>
          <Form.Item name="desc" label={t('desc')}>
            <Input maxLength={ATTR_LIMITS.desc} showCount placeholder={t('descPlaceholder')} data-testid="attr-desc" />
          </Form.Item>
          <Form.Item label={t('values')} required extra={t('editValueHint')}>
            <ValueTags tags={tags} onChange={setTags} draft={draft} onDraftChange={setDraft} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
