// The attribute create/edit dialog, on the CRUD kit's EntityDialog.
import { Form, Input } from 'antd';
import { ATTR_LIMITS, type AttrVO } from '@caremall/contract';
import { useTranslation } from 'react-i18next';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { attrApi } from '../api';
import { EMPTY_VALUE_LIST, addValue, tagsOf, valuesBody, type ValueList } from '../lib/value-list';
import { ValueTags } from './value-tags';
import { getFeedback } from '../../../shared/http';

interface FormValues {
  name: string;
  desc: string;
  values: ValueList;
}

const DEFAULTS: FormValues = { name: '', desc: '', values: EMPTY_VALUE_LIST };
const toValues = (attr: AttrVO): FormValues => ({ name: attr.name, desc: attr.desc ?? '', values: { tags: tagsOf(attr.attrValues), draft: '' } });

/** Create or edit a sales attribute: name, description and its values. 750 px wide, as the spec says. */
export function AttrDialog({ attrId, onClose }: { attrId: number | null; onClose: () => void }) {
  const { t } = useTranslation('attr');
  const { message } = getFeedback();
  const record = attrApi.useOne(attrId);
  const save = attrApi.useSave();

  const submit = async ({ name, desc, values }: FormValues, id: number | undefined, version: number | undefined) => {
    // A value typed but not yet added counts: the merchant sees it in the box.
    const tags = values.draft.trim() ? addValue(values.tags, values.draft) : values.tags;
    if (!tags.length) {
      message.warning({ content: t('rules.valuesRequired'), duration: 1.5 });
      throw new Error(t('rules.valuesRequired'));
    }
    await save.mutateAsync({ attrId: id, version, name: name.trim(), desc: desc?.trim() ?? '', attrValues: valuesBody(tags) });
  };

  return (
    <EntityDialog<FormValues, AttrVO>
      id={attrId}
      onClose={onClose}
      title={{ create: t('createTitle'), edit: t('editTitle') }}
      record={record.data}
      loading={record.isLoading}
      loadError={record.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={submit}
      testId="attr"
      keepsDraft
      width={750}
      labelSpan={4}
    >
      <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('rules.nameRequired') }]}>
        <Input maxLength={ATTR_LIMITS.name} showCount placeholder={t('namePlaceholder')} data-testid="attr-name" />
      </Form.Item>
      <Form.Item name="desc" label={t('desc')}>
        <Input maxLength={ATTR_LIMITS.desc} showCount placeholder={t('descPlaceholder')} data-testid="attr-desc" />
      </Form.Item>
      <Form.Item name="values" label={t('values')} required extra={t('editValueHint')}>
        <ValueTags />
      </Form.Item>
    </EntityDialog>
  );
}
