// The category create/edit dialog, on the CRUD kit's EntityDialog.
import { Form, Input } from 'antd';
import { CATEGORY_LIMITS, CategoryStatus, type CategoryVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { CategoryField } from '../../../shared/widgets/category-selector';
import { ImageUpload } from '../../../shared/widgets/image-upload';
import { toStoredPath } from '../../../shared/widgets/image-src';
import { useCategory, useSaveCategory } from '../api';
import { SeqFormItem } from '../../../shared/widgets/number-field';

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

const DEFAULTS: FormValues = { name: '', parentPath: [], imgUrl: '', seq: CATEGORY_LIMITS.defaultSeq, desc: '' };
const toValues = (c: CategoryVO): FormValues => ({
  name: c.name,
  parentPath: c.parentId ? [c.parentId] : [],
  imgUrl: toStoredPath(c.imgUrl),
  seq: c.seq,
  desc: c.desc ?? '',
});

/** Create or edit a shop category: name, parent (its level follows), picture, sort order. */
export function CategoryDialog({ categoryId, categories, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('category');
  const [form] = Form.useForm<FormValues>();
  const editing = categoryId !== null && categoryId > 0;
  const detail = useCategory(categoryId);
  const save = useSaveCategory();
  const parentPath = Form.useWatch('parentPath', form);
  // A shop's tree has two levels: only top-level categories can be parents.
  const parents = categories.filter((c) => c.parentId === 0 && c.categoryId !== categoryId);
  const level = parentPath?.length ? 1 : 0;

  return (
    <EntityDialog<FormValues, CategoryVO>
      id={categoryId}
      onClose={onClose}
      title={{ create: t('dialog.create'), edit: t('dialog.edit') }}
      record={detail.data}
      loading={detail.isLoading}
      loadError={detail.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={(values, id, version) =>
        save.mutateAsync({
          categoryId: id,
          version,
          parentId: values.parentPath?.at(-1) ?? 0,
          name: values.name.trim(),
          imgUrl: values.imgUrl,
          seq: values.seq,
          desc: values.desc?.trim() || null,
          status: CategoryStatus.NORMAL,
        })
      }
      form={form}
      testId="category"
      keepsDraft
      width={1000}
      labelSpan={4}
    >
      <Form.Item
        name="name"
        label={t('dialog.name')}
        rules={[
          { required: true, whitespace: true, message: t('dialog.nameRequired') },
          { max: CATEGORY_LIMITS.nameMax, message: t('dialog.nameTooLong') },
        ]}
      >
        <Input style={{ width: 400, maxWidth: '100%' }} data-testid="category-name" />
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
      <SeqFormItem
        label={t('dialog.seq')}
        max={CATEGORY_LIMITS.maxSeq}
        texts="category:dialog"
        requiredMessage={t('dialog.seqRequired')}
        style={{ width: 160 }}
        data-testid="category-seq"
      />
      <Form.Item name="desc" label={t('dialog.desc')}>
        <Input.TextArea maxLength={CATEGORY_LIMITS.textMax} rows={2} style={{ width: 400, maxWidth: '100%' }} data-testid="category-desc" />
      </Form.Item>
    </EntityDialog>
  );
}
