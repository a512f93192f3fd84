import { useEffect } from 'react';
import { App, Form, Input, InputNumber, Modal, Spin, type ButtonProps } from 'antd';
import { CATEGORY_LIMITS, type CategoryVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { CategoryField } from '../../../shared/widgets/category-selector';
import { ImageUpload } from '../../../shared/widgets/image-upload';
import { toStoredPath } from '../../../shared/widgets/image-src';
import { useCategory, useSaveCategory } from '../api';

export interface CategoryDialogProps {
  /** null: closed; 0: create; otherwise the category to edit. */
  categoryId: number | null;
  categories: CategoryVO[];
  onClose: () => void;
}

interface FormValues {
  name: string;
  parentPath?: number[];
  imgUrl: string;
  seq: number;
  desc?: string;
}

/** Create or edit a shop category: name, parent (its level follows), picture, sort order. */
export function CategoryDialog({ categoryId, categories, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('category');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const open = categoryId !== null;
  const editing = open && categoryId > 0;
  const detail = useCategory(editing ? categoryId : null);
  const save = useSaveCategory();
  const parentPath = Form.useWatch('parentPath', form);
  // A shop's tree has two levels: only top-level categories can be parents.
  const parents = categories.filter((c) => c.parentId === 0 && c.categoryId !== categoryId);
  const level = parentPath?.length ? 1 : 0;

  useEffect(() => {
    if (!open) return;
    if (!editing) {
      form.setFieldsValue({ name: '', parentPath: [], imgUrl: '', seq: CATEGORY_LIMITS.defaultSeq, desc: '' });
      return;
    }
    const c = detail.data;
    if (c)
      form.setFieldsValue({
        name: c.name,
        parentPath: c.parentId ? [c.parentId] : [],
        imgUrl: toStoredPath(c.imgUrl),
        seq: c.seq,
        desc: c.desc ?? '',
      });
  }, [open, editing, detail.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({
      categoryId: editing ? categoryId : undefined,
      parentId: values.parentPath?.at(-1) ?? 0,
      name: values.name.trim(),
      imgUrl: values.imgUrl,
      seq: values.seq,
      desc: values.desc?.trim() || null,
      status: 1,
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={open}
      width={1000}
      title={editing ? t('dialog.edit') : t('dialog.create')}
      maskClosable={false}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      okButtonProps={{ 'data-testid': 'category-dialog-ok' } as ButtonProps}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isLoading}>
        <Form form={form} labelCol={{ span: 4 }} data-testid="category-form">
          <Form.Item
            name="name"
            label={t('dialog.name')}
            rules={[
              { required: true, whitespace: true, message: t('dialog.nameRequired') },
              { max: CATEGORY_LIMITS.nameMax, message: t('dialog.nameTooLong') },
            ]}
          >
            <Input style={{ width: 400 }} data-testid="category-name" />
          </Form.Item>
          <Form.Item name="parentPath" label={t('dialog.parent')} extra={editing ? t('dialog.parentFixed') : undefined}>
            <CategoryField
              mode="shop-parent"
              categories={parents}
              allowClear
              disabled={editing}
              placeholder={t('dialog.topLevel')}
              data-testid="category-parent"
            />
          </Form.Item>
          <Form.Item label={t('dialog.level')}>
            <span data-testid="category-level">{t(`levels.${level}`)}</span>
          </Form.Item>
          <Form.Item
            name="imgUrl"
            label={t('dialog.image')}
            rules={[{ required: true, message: t('dialog.imageRequired') }]}
            extra={level === 0 ? t('dialog.imageHintTop') : t('dialog.imageHint')}
          >
            <ImageUpload />
          </Form.Item>
          <Form.Item name="seq" label={t('dialog.seq')} rules={[{ required: true, message: t('dialog.seqRequired') }]}>
            <InputNumber min={0} max={CATEGORY_LIMITS.maxSeq} precision={0} style={{ width: 160 }} data-testid="category-seq" />
          </Form.Item>
          <Form.Item name="desc" label={t('dialog.desc')}>
            <Input.TextArea maxLength={255} rows={2} style={{ width: 400 }} data-testid="category-desc" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
