import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from './image-preview';
import { ImageTile } from './image-tile';
import { useResourcesUrl } from './image-src';
import { PictureManager } from './picture-manager';
import './picture-manager/picture-manager.css';

export interface ImageUploadProps {
  /** The picture's stored path (antd Form passes it). */
  value?: string;
  /** Called with the chosen picture's stored path, or '' when removed (antd Form passes it). */
  onChange?: (url: string) => void;
  disabled?: boolean;
}

/** One picture, chosen from (or uploaded to) the picture library. */
export function ImageUpload({ value, onChange, disabled }: ImageUploadProps) {
  const { t } = useTranslation('media');
  useResourcesUrl();
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className="iu-tiles" data-testid="image-upload">
      {value ? (
        <ImageTile path={value} disabled={disabled} onPreview={() => setPreviewing(true)} onRemove={() => onChange?.('')} />
      ) : (
        <button
          type="button"
          className="iu-add"
          disabled={disabled}
          aria-label={t('widget.add')}
          onClick={() => setPicking(true)}
          data-testid="image-upload-add"
        >
          <PlusOutlined />
        </button>
      )}
      <PictureManager open={picking} limit={1} onClose={() => setPicking(false)} onConfirm={([path]) => path && onChange?.(path)} />
      <ImagePreview open={previewing} src={value} onClose={() => setPreviewing(false)} />
    </div>
  );
}
