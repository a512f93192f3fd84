import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_DEFAULT_TYPE, NoticeStatus, type NoticeVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { RichTextEditor } from '../../../shared/widgets/rich-text';
import { noticeApi } from '../api';

interface FormValues {
  title: string;
  content: string;
  status: number;
  isTop: number;
}

const DEFAULTS: FormValues = { title: '', content: '', status: NoticeStatus.PUBLISHED, isTop: 0 };
const toValues = ({ title, content, status, isTop }: NoticeVO): FormValues => ({ title, content: content ?? '', status, isTop });

/** Create or edit one notice: title, rich-text content, published or revoked, pinned or not. */
export function NoticeDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('shop-content');
  const record = noticeApi.useOne(id);
  const save = noticeApi.useSave();

  return (
    <EntityDialog<FormValues, NoticeVO>
      id={id}
      onClose={onClose}
      title={{ create: t('notice.createTitle'), edit: t('notice.editTitle') }}
      record={record.data}
      loading={record.isLoading}
      loadError={record.error}
      defaults={DEFAULTS}
      toValues={toValues}
      save={(values, noticeId, version) =>
        save.mutateAsync({
          id: noticeId,
          version,
          title: values.title.trim(),
          content: values.content ?? '',
          type: NOTICE_DEFAULT_TYPE,
          status: values.status,
          isTop: values.isTop,
        })
      }
      testId="notice"
      keepsDraft
      width={960}
      labelSpan={3}
    >
      {/* Spec §5: notices have no field rules. */}
      <Form.Item name="title" label={t('notice.title')}>
        <Input placeholder={t('notice.titlePlaceholder')} data-testid="notice-title" />
      </Form.Item>
      <Form.Item name="status" label={t('notice.status')}>
        <Radio.Group
          aria-label={t('notice.status')}
          options={[
            { value: NoticeStatus.REVOKED, label: t('notice.revoked') },
            { value: NoticeStatus.PUBLISHED, label: t('notice.published') },
          ]}
          data-testid="notice-status"
        />
      </Form.Item>
      <Form.Item name="isTop" label={t('notice.isTop')}>
        <Radio.Group
          aria-label={t('notice.isTop')}
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
    </EntityDialog>
  );
}
