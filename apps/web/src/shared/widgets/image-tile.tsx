import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useItemLabel } from '../ui';
import { imageSrc } from './image-src';

interface ImageTileProps {
  path: string;
  disabled?: boolean;
  onPreview: () => void;
  onRemove: () => void;
  /** The form row's problem and hint, said with the preview button (the tile's first). */
  previewProps?: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** One chosen picture with preview and remove on hover, or when the keyboard reaches them. */
export function ImageTile({ path, disabled, onPreview, onRemove, previewProps }: ImageTileProps) {
  const { t } = useTranslation('media');
  // Which of several pictures this is, where the tile sits in an `ItemName` ("预览 第 2 张").
  const previewName = useItemLabel(undefined, t('widget.preview'), undefined);
  const removeName = useItemLabel(undefined, t('widget.remove'), undefined);
  return (
    <div className="iu-tile" data-testid="image-tile">
      <img src={imageSrc(path)} alt="" />
      <div className="iu-tile-actions">
        <button type="button" className="plain-button" aria-label={previewName} {...previewProps} onClick={onPreview}>
          <EyeOutlined aria-hidden />
        </button>
        {!disabled && (
          <button type="button" className="plain-button" aria-label={removeName} onClick={onRemove} data-testid="image-tile-remove">
            <DeleteOutlined aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
