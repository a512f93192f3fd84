import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOT_SEARCH_LIMITS, type HotSearchVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { hotSearchApi } from '../api';
import { SeqFormItem } from '../../../shared/widgets/number-field';

interface FormValues {
  title: string;
  content: string;
  seq: number | null;
  status: number;
}

const DEFAULTS: FormValues = { title: '', content: '', seq: 0, status: 1 };
const toValues = ({ title, content, seq, status }: HotSearchVO): FormValues => ({ title, content, seq, status });

/** Create or edit one hot-search term: title (≤ 20), content (≤ 30), integer order, enabled flag. */
export function HotSearchDialog({ hotSearchId, onClose }: { hotSearchId: number | null; onClose: () => void }) {
  const { t } = useTranslation('shop-content');
  const record = hotSearchApi.useOne(hotSearchId);
  const save = hotSearchApi.useSave();
  const required = (text: string) => ({ required: true, whitespace: true, message: text });

  return (
    <EntityDialog<FormValues, HotSearchVO>
      id={hotSearchId}
      onClose={onClose}
      title={{ create: t('hotSearch.createTitle'), edit: t('hotSearch.editTitle') }}
      record={record.data}
      loading={record.isLoading}
      loadError={record.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={(values, id, version) =>
        save.mutateAsync({
          hotSearchId: id,
          version,
          title: values.title.trim(),
          content: values.content.trim(),
          seq: values.seq ?? 0,
          status: values.status,
        })
      }
      testId="hot-search"
      keepsDraft
    >
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
      <SeqFormItem
        label={t('hotSearch.seq')}
        max={HOT_SEARCH_LIMITS.seqMax}
        texts="shop-content:hotSearch"
        style={{ width: 160 }}
        data-testid="hot-search-seq"
      />
      <Form.Item name="status" label={t('hotSearch.status')}>
        <Radio.Group
          aria-label={t('hotSearch.status')}
          options={[
            { value: 1, label: t('hotSearch.enabled') },
            { value: 0, label: t('hotSearch.disabled') },
          ]}
          data-testid="hot-search-status"
        />
      </Form.Item>
    </EntityDialog>
  );
}
