// The carousel image dialog: picture, platform, status, order and an optional product link.
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { INDEX_IMG_LIMITS, type IndexImgVO } from '@caremall/contract';
import { EntityDialog } from '../../../shared/crud/entity-dialog';
import { ImageUpload } from '../../../shared/widgets/image-upload';
import { toStoredPath } from '../../../shared/widgets/image-src';
import { carouselApi } from '../api';
import { LinkedProductField, type LinkedSpu } from './linked-product-field';
import { getFeedback } from '../../../shared/http';
import { SeqFormItem } from '../../../shared/widgets/number-field';

interface FormValues {
  imgUrl: string;
  imgType: number;
  status: number;
  seq: number | null;
  /** 0: no link; 1: a product. */
  linkType: 0 | 1;
  spu: LinkedSpu | null;
}

const DEFAULTS: FormValues = { imgUrl: '', imgType: 0, status: 1, seq: 0, linkType: 0, spu: null };
const toValues = (r: IndexImgVO): FormValues => ({
  imgUrl: toStoredPath(r.imgUrl),
  imgType: r.imgType,
  status: r.status,
  seq: r.seq,
  linkType: r.spuId ? 1 : 0,
  spu: r.spuId ? { spuId: r.spuId, spuName: r.spu?.spuName ?? r.spu?.name ?? String(r.spuId), mainImgUrl: r.spu?.mainImgUrl ?? null } : null,
});

/** Create or edit one carousel image (picture, platform, status, order, optional product link). */
export function CarouselDialog({ imgId, onClose }: { imgId: number | null; onClose: () => void }) {
  const { t } = useTranslation('media');
  const { message } = getFeedback();
  const [form] = Form.useForm<FormValues>();
  const linkType = Form.useWatch('linkType', form);
  const record = carouselApi.useOne(imgId);
  const save = carouselApi.useSave();

  const saveImage = async (values: FormValues, id: number | undefined, version: number | undefined) => {
    await save.mutateAsync({
      imgId: id,
      version,
      imgUrl: values.imgUrl,
      imgType: values.imgType,
      status: values.status,
      seq: values.seq ?? 0,
      spuId: values.linkType === 1 && values.spu ? values.spu.spuId : null,
    });
  };

  return (
    <EntityDialog<FormValues, IndexImgVO>
      id={imgId}
      onClose={onClose}
      title={{ create: t('carousel.createTitle'), edit: t('carousel.editTitle') }}
      record={record.data}
      loading={record.isLoading}
      loadError={record.error}
      defaults={DEFAULTS}
      toValues={toValues}
      // The spec's toasts for a missing picture and a missing product; each field's own message stays beside it.
      onConfirm={() => {
        if (!form.getFieldValue('imgUrl')) message.warning({ content: t('carousel.imgMissing'), duration: 1.5 });
        if (form.getFieldValue('linkType') === 1 && !form.getFieldValue('spu'))
          message.warning({ content: t('carousel.productMissing'), duration: 1.5 });
      }}
      save={saveImage}
      form={form}
      testId="carousel"
      keepsDraft
      width={750}
      labelSpan={4}
    >
      <Form.Item
        name="imgUrl"
        label={t('carousel.imgUrl')}
        extra={t('carousel.sizeHint')}
        rules={[{ required: true, message: t('carousel.imgRule') }]}
      >
        <ImageUpload />
      </Form.Item>
      <Form.Item name="imgType" label={t('carousel.imgType')}>
        <Radio.Group
          aria-label={t('carousel.imgType')}
          options={[
            { value: 0, label: t('carousel.mobile') },
            { value: 1, label: t('carousel.pc') },
          ]}
        />
      </Form.Item>
      <Form.Item name="status" label={t('carousel.status')}>
        <Radio.Group
          aria-label={t('carousel.status')}
          options={[
            { value: 0, label: t('carousel.disabled') },
            { value: 1, label: t('carousel.normal') },
          ]}
        />
      </Form.Item>
      <SeqFormItem label={t('carousel.seq')} max={INDEX_IMG_LIMITS.seqMax} texts="media:carousel" data-testid="carousel-seq" />
      <Form.Item label={t('carousel.linkType')}>
        <Form.Item name="linkType" noStyle>
          <Radio.Group
            aria-label={t('carousel.linkType')}
            onChange={(e) => {
              if (e.target.value === 0) form.setFieldValue('spu', null);
            }}
            options={[
              { value: 0, label: t('carousel.none') },
              { value: 1, label: t('carousel.product') },
            ]}
            data-testid="carousel-link-type"
          />
        </Form.Item>
        {linkType === 1 && (
          <Form.Item
            name="spu"
            noStyle
            // Asked only while a product link is chosen: antd keeps the rule of a field it has hidden.
            rules={[
              {
                validator: (_, spu) =>
                  form.getFieldValue('linkType') !== 1 || spu ? Promise.resolve() : Promise.reject(new Error(t('carousel.productMissing'))),
              },
            ]}
          >
            <LinkedProductField />
          </Form.Item>
        )}
      </Form.Item>
    </EntityDialog>
  );
}
