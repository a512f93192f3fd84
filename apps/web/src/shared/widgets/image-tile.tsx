import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { imageSrc } from './image-src';

interface ImageTileProps {
  path: string;
  disabled?: boolean;
  /** Which of several pictures this is ("第 2 张"): its preview and remove buttons say it. */
  name?: string;
  onPreview: () => void;
  onRemove: () => void;
  /** The form row's problem and hint, said with the preview button (the tile's first). */
  previewProps?: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** One chosen picture with preview and remove on hover, or when the keyboard reaches them. */
export function ImageTile({ path, disabled, name, onPreview, onRemove, previewProps }: ImageTileProps) {
  const { t } = useTranslation('media');
  const said = (action: string) => (name ? `${action} ${name}` : action);
  return (
    <div className="iu-tile" data-testid="image-tile">
      <img src={imageSrc(path)} alt="" />
      <div className="iu-tile-actions">
        <button type="button" className="plain-button" aria-label={said(t('widget.preview'))} {...previewProps} onClick={onPreview}>
          <EyeOutlined aria-hidden />
        </button>
        {!disabled && (
          <button type="button" className="plain-button" aria-label={said(t('widget.remove'))} onClick={onRemove} data-testid="image-tile-remove">
            <DeleteOutlined aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
