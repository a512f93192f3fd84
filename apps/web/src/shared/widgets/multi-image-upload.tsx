import { useRef, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../http';
import { ImagePreview } from './image-preview';
import { ItemName } from '../ui';
import { ImageTile } from './image-tile';
import { useResourcesUrl } from './image-src';
import { useFocusAfterChange } from './focus-after-change';
import { PictureManager, PICTURE_LIMITS, remainingSlots } from './picture-manager';
import './picture-manager/picture-manager.css';

export interface MultiImageUploadProps {
  /** Stored paths joined by commas, as spu imgUrls are (antd Form passes it). */
  value?: string;
  /** Called with the new comma-joined paths (antd Form passes it). */
  onChange?: (value: string) => void;
  /** Most pictures allowed; 9 by default. */
  limit?: number;
  disabled?: boolean;
}

export const splitPaths = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : []);

/** Several pictures from the picture library, in order; adding beyond the limit is refused. */
export function MultiImageUpload({ value, onChange, limit = PICTURE_LIMITS.multiImageDefaultLimit, disabled }: MultiImageUploadProps) {
  const { t } = useTranslation('media');
  useResourcesUrl();
  const paths = splitPaths(value);
  const [picking, setPicking] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const free = remainingSlots(limit, paths.length);
  const tiles = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterChange();

  // A removed picture's remove button goes with it: the focus goes to the remove button of the picture now in its
  // place, else of the one before, else to the add button.
  const remove = (index: number) => {
    const left = paths.length - 1;
    focusAfter(() => {
      const shown = tiles.current?.querySelectorAll<HTMLElement>('[data-testid="image-tile"]');
      if (!shown || shown.length !== left) return null;
      const tile = shown[Math.min(index, left - 1)];
      return (
        tile?.querySelector<HTMLElement>('[data-testid="image-tile-remove"]') ??
        tiles.current?.querySelector<HTMLElement>('[data-testid="multi-image-add"]')
      );
    });
    onChange?.(paths.filter((_, i) => i !== index).join(','));
  };

  const openPicker = () => {
    if (free < 1) {
      getFeedback().message.error({ content: t('picture.superiorLimit'), duration: 1.5 });
      return;
    }
    setPicking(true);
  };

  return (
    <div className="iu-tiles" ref={tiles} data-testid="multi-image-upload">
      {paths.map((path, index) => (
        <ItemName key={`${path}-${index}`} name={t('widget.nth', { n: index + 1 })}>
          <ImageTile path={path} disabled={disabled} onPreview={() => setPreview(path)} onRemove={() => remove(index)} />
        </ItemName>
      ))}
      {!disabled && (
        <button type="button" className="iu-add" aria-label={t('widget.add')} onClick={openPicker} data-testid="multi-image-add">
          <PlusOutlined aria-hidden />
        </button>
      )}
      <PictureManager
        open={picking}
        limit={free}
        onClose={() => setPicking(false)}
        onConfirm={(added) => onChange?.([...paths, ...added].slice(0, limit).join(','))}
      />
      <ImagePreview open={preview !== null} src={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
