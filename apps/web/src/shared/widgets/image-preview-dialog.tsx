import { Modal } from './modal';
import { useTranslation } from 'react-i18next';
import { imageSrc } from './image-src';
import type { ImagePreviewProps } from './image-preview';

/** The picture preview dialog: one picture at its natural size, up to the dialog's width. */
export function ImagePreviewDialog({ src, open, onClose }: ImagePreviewProps) {
  const { t } = useTranslation('media');
  return (
    <Modal open={open && Boolean(src)} title={t('widget.previewTitle')} footer={null} onCancel={onClose} width={720} centered>
      {src ? <img src={imageSrc(src)} alt="" style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} data-testid="image-preview" /> : null}
    </Modal>
  );
}
