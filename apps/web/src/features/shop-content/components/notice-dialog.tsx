import { useEffect } from 'react';
import { App, Form, Input, Modal, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoticeStatus } from '@caremall/contract';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { useNotice, useSaveNotice } from '../api';

export interface NoticeDialogProps {
  /** null: closed; 0: create; otherwise the notice to edit. */
  id: number | null;
  onClose: () => void;
}

interface FormValues {
  title: string;
  content: string;
  status: number;
  isTop: number;
}

const TITLE_MAX = 255;
const DEFAULTS: FormValues = { title: '', content: '', status: NoticeStatus.PUBLISHED, isTop: 0 };

/** Create or edit one notice: title, rich-text content, published or revoked, pinned or not. */
export function NoticeDialog({ id, onClose }: NoticeDialogProps) {
  const { t } = useTranslation('shop-content');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const editing = id !== null && id > 0;
  const detail = useNotice(editing ? id : null);
  const save = useSaveNotice();

  useEffect(() => {
    if (id === null) return;
    if (!editing) form.setFieldsValue(DEFAULTS);
    else if (detail.data) {
      const { title, content, status, isTop } = detail.data;
      form.setFieldsValue({ title, content: content ?? '', status, isTop });
    }
  }, [id, editing, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({
      id: editing ? id : undefined,
      title: values.title.trim(),
      content: values.content ?? '',
      status: values.status,
      isTop: values.isTop,
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={id !== null}
      title={editing ? t('notice.editTitle') : t('notice.createTitle')}
      width={960}
      maskClosable={false}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isLoading}>
        <Form form={form} labelCol={{ span: 3 }} initialValues={DEFAULTS} data-testid="notice-form">
          <Form.Item
            name="title"
            label={t('notice.title')}
            rules={[
              { required: true, whitespace: true, message: t('notice.titleRequired') },
              { max: TITLE_MAX, message: t('notice.titleMax') },
            ]}
          >
            <Input placeholder={t('notice.titlePlaceholder')} maxLength={TITLE_MAX} data-testid="notice-title" />
          </Form.Item>
          <Form.Item name="status" label={t('notice.status')}>
            <Radio.Group
              options={[
                { value: NoticeStatus.REVOKED, label: t('notice.revoked') },
                { value: NoticeStatus.PUBLISHED, label: t('notice.published') },
              ]}
              data-testid="notice-status"
            />
          </Form.Item>
          <Form.Item name="isTop" label={t('notice.isTop')}>
            <Radio.Group
              options={[
                { value: 0, label: t('notice.notTop') },
                { value: 1, label: t('notice.top') },
              ]}
              data-testid="notice-top"
            />
          </Form.Item>
          <Form.Item name="content" label={t('notice.content')}>
            <RichTextEditor data-testid="notice-content" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
