import { useEffect, useState } from 'react';
import { App, Button, Card, Form, InputNumber, Modal, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { IndexImgSpu } from '@caremall/contract';
import { ImageUpload } from '../../../shared/widgets/image-upload';
import { imageSrc, toStoredPath } from '../../../shared/widgets/image-src';
import { ProductSelect, productName } from '../../../shared/widgets/product-select';
import { useCarouselImage, useSaveCarousel } from './api';

export interface CarouselDialogProps {
  /** null: closed; 0: create; otherwise the image to edit. */
  imgId: number | null;
  onClose: () => void;
}

interface FormValues {
  imgUrl: string;
  imgType: number;
  status: number;
  seq: number;
}

type LinkedSpu = Pick<IndexImgSpu, 'spuId' | 'mainImgUrl'> & { spuName: string };
const DEFAULTS: FormValues = { imgUrl: '', imgType: 0, status: 1, seq: 0 };

/** Create or edit one carousel image (picture, platform, status, order, optional product link). */
export function CarouselDialog({ imgId, onClose }: CarouselDialogProps) {
  const { t } = useTranslation('media');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [linkType, setLinkType] = useState<0 | 1>(0);
  const [spu, setSpu] = useState<LinkedSpu | null>(null);
  const [choosing, setChoosing] = useState(false);
  const editing = imgId !== null && imgId > 0;
  const detail = useCarouselImage(editing ? imgId : null);
  const save = useSaveCarousel();

  useEffect(() => {
    if (imgId === null) return;
    if (!editing) {
      form.setFieldsValue(DEFAULTS);
      setLinkType(0);
      setSpu(null);
      return;
    }
    const data = detail.data;
    if (!data) return;
    form.setFieldsValue({ imgUrl: toStoredPath(data.imgUrl), imgType: data.imgType, status: data.status, seq: data.seq });
    setLinkType(data.spuId ? 1 : 0);
    setSpu(
      data.spuId
        ? { spuId: data.spuId, spuName: data.spu?.spuName ?? data.spu?.name ?? String(data.spuId), mainImgUrl: data.spu?.mainImgUrl ?? null }
        : null,
    );
  }, [imgId, editing, detail.data, form]);

  const submit = async () => {
    // Both of the spec's messages: the toast on submit, and the field's own rule beside it.
    if (!form.getFieldValue('imgUrl')) message.warning({ content: t('carousel.imgMissing'), duration: 1.5 });
    const values = await form.validateFields();
    if (linkType === 1 && !spu) {
      message.warning({ content: t('carousel.productMissing'), duration: 1.5 });
      return;
    }
    await save.mutateAsync({
      imgId: editing ? imgId : undefined,
      imgUrl: values.imgUrl,
      imgType: values.imgType,
      status: values.status,
      seq: values.seq ?? 0,
      spuId: linkType === 1 && spu ? spu.spuId : '',
    });
    message.success({ content: t('common:actionSuccess'), duration: 1.5 });
    onClose();
  };

  return (
    <Modal
      open={imgId !== null}
      title={editing ? t('common:edit') : t('common:create')}
      width={750}
      maskClosable={false}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={save.isPending}
      okText={t('common:confirm')}
      cancelText={t('common:cancel')}
      destroyOnHidden
    >
      <Spin spinning={editing && detail.isLoading}>
        <Form form={form} labelCol={{ span: 4 }} initialValues={DEFAULTS} data-testid="carousel-form">
          <Form.Item label={t('carousel.imgUrl')} required extra={t('carousel.sizeHint')}>
            <Form.Item name="imgUrl" noStyle rules={[{ required: true, message: t('carousel.imgRule') }]}>
              <ImageUpload />
            </Form.Item>
          </Form.Item>
          <Form.Item name="imgType" label={t('carousel.imgType')}>
            <Radio.Group
              options={[
                { value: 0, label: t('carousel.mobile') },
                { value: 1, label: t('carousel.pc') },
              ]}
            />
          </Form.Item>
          <Form.Item name="status" label={t('carousel.status')}>
            <Radio.Group
              options={[
                { value: 0, label: t('carousel.disabled') },
                { value: 1, label: t('carousel.normal') },
              ]}
            />
          </Form.Item>
          <Form.Item name="seq" label={t('carousel.seq')}>
            <InputNumber min={0} precision={0} data-testid="carousel-seq" />
          </Form.Item>
          <Form.Item label={t('carousel.linkType')}>
            <Radio.Group
              value={linkType}
              onChange={(e) => {
                setLinkType(e.target.value as 0 | 1);
                if (e.target.value === 0) setSpu(null);
              }}
              options={[
                { value: 0, label: t('carousel.none') },
                { value: 1, label: t('carousel.product') },
              ]}
              data-testid="carousel-link-type"
            />
            {linkType === 1 && spu && (
              <Card
                size="small"
                style={{ width: 140, marginTop: 8 }}
                cover={spu.mainImgUrl ? <img alt="" src={imageSrc(spu.mainImgUrl)} style={{ height: 100, objectFit: 'cover' }} /> : undefined}
              >
                <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{spu.spuName}</div>
                <Button type="link" size="small" onClick={() => setSpu(null)}>
                  {t('common:delete')}
                </Button>
              </Card>
            )}
            {linkType === 1 && !spu && (
              <div style={{ marginTop: 8 }}>
                <Button onClick={() => setChoosing(true)} data-testid="carousel-choose-product">
                  {t('carousel.selectProduct')}
                </Button>
              </div>
            )}
          </Form.Item>
        </Form>
      </Spin>
      <ProductSelect
        open={choosing}
        onClose={() => setChoosing(false)}
        onConfirm={([chosen]) => chosen && setSpu({ spuId: chosen.spuId, spuName: productName(chosen), mainImgUrl: chosen.mainImgUrl ?? null })}
      />
    </Modal>
  );
}
