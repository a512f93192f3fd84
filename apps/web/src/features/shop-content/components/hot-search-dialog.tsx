import { useEffect } from 'react';
import { App, Form, Input, InputNumber, Modal, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOT_SEARCH_LIMITS } from '@caremall/contract';
import { useHotSearch, useSaveHotSearch } from '../api';

export interface HotSearchDialogProps {
  /** null: closed; 0: create; otherwise the term to edit. */
  hotSearchId: number | null;
  onClose: () => void;
}

interface FormValues {
  title: string;
  content: string;
  seq: number | null;
  status: number;
}

const DEFAULTS: FormValues = { title: '', content: '', seq: 0, status: 1 };

/** Create or edit one hot-search term: title (≤ 20), content (≤ 30), integer order, enabled flag. */
export function HotSearchDialog({ hotSearchId, onClose }: HotSearchDialogProps) {
  const { t } = useTranslation('shop-content');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const editing = hotSearchId !== null && hotSearchId > 0;
  const detail = useHotSearch(editing ? hotSearchId : null);
  const save = useSaveHotSearch();

  useEffect(() => {
    if (hotSearchId === null) return;
    if (!editing) form.setFieldsValue(DEFAULTS);
    else if (detail.data) {
      const { title, content, seq, status } = detail.data;
      form.setFieldsValue({ title, content, seq, status });
    }
  }, [hotSearchId, editing, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({
      hotSearchId: editing ? hotSearchId : undefined,
      title: values.title.trim(),
      content: values.content.trim(),
      seq: values.seq ?? 0,
      status: values.status,
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  const required = (text: string) => ({ required: true, whitespace: true, message: text });

  return (
    <Modal
      open={hotSearchId !== null}
      title={editing ? t('hotSearch.editTitle') : t('hotSearch.createTitle')}
      maskClosable={false}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isLoading}>
        <Form form={form} labelCol={{ span: 5 }} initialValues={DEFAULTS} data-testid="hot-search-form">
          <Form.Item
            name="title"
            label={t('hotSearch.title')}
            rules={[required(t('hotSearch.titleRequired')), { max: HOT_SEARCH_LIMITS.titleMax, message: t('hotSearch.titleMax') }]}
          >
            <Input placeholder={t('hotSearch.titlePlaceholder')} showCount maxLength={HOT_SEARCH_LIMITS.titleMax} data-testid="hot-search-title" />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('hotSearch.content')}
            rules={[required(t('hotSearch.contentRequired')), { max: HOT_SEARCH_LIMITS.contentMax, message: t('hotSearch.contentMax') }]}
          >
            <Input.TextArea
              placeholder={t('hotSearch.contentPlaceholder')}
              showCount
              maxLength={HOT_SEARCH_LIMITS.contentMax}
              autoSize={{ minRows: 2, maxRows: 4 }}
              data-testid="hot-search-content"
            />
          </Form.Item>
          <Form.Item name="seq" label={t('hotSearch.seq')} rules={[{ type: 'integer', message: t('hotSearch.seqInteger') }]}>
            <InputNumber min={0} max={32767} precision={0} style={{ width: 160 }} data-testid="hot-search-seq" />
          </Form.Item>
          <Form.Item name="status" label={t('hotSearch.status')}>
            <Radio.Group
              options={[
                { value: 1, label: t('hotSearch.enabled') },
                { value: 0, label: t('hotSearch.disabled') },
              ]}
              data-testid="hot-search-status"
            />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
