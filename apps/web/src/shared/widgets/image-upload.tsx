import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from './image-preview';
import { ImageTile } from './image-tile';
import { useResourcesUrl } from './image-src';
import { useFocusAfterChange } from './focus-after-change';
import { PictureManager } from './picture-manager';
import './picture-manager/picture-manager.css';

export interface ImageUploadProps {
  /** The picture's stored path (antd Form passes it). */
  value?: string;
  /** Called with the chosen picture's stored path, or '' when removed (antd Form passes it). */
  onChange?: (url: string) => void;
  disabled?: boolean;
  /** The form row's (antd Form passes them): the widget's id, and its problem and hint, said with its button. */
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** antd Form moves the focus here when the picture is the first field in the wrong after a submit. */
  ref?: Ref<{ focus: () => void }>;
}

/** One picture, chosen from (or uploaded to) the picture library. */
export function ImageUpload({ value, onChange, disabled, id, 'aria-invalid': invalid, 'aria-describedby': describedBy, ref }: ImageUploadProps) {
  const { t } = useTranslation('media');
  useResourcesUrl();
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const tiles = useRef<HTMLDivElement>(null);
  // Its first button: the add button, or the chosen picture's preview.
  useImperativeHandle(ref, () => ({ focus: () => tiles.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus() }), []);
  // The chosen picture replaces the add button (and the add button the removed picture): the focus follows.
  const focusAfter = useFocusAfterChange();
  const described = { 'aria-invalid': invalid === true || invalid === 'true' ? (true as const) : undefined, 'aria-describedby': describedBy };
  return (
    <div className="iu-tiles" id={id} ref={tiles} data-testid="image-upload">
      {value ? (
        <ImageTile
          path={value}
          disabled={disabled}
          onPreview={() => setPreviewing(true)}
          onRemove={() => {
            focusAfter(() => tiles.current?.querySelector<HTMLElement>('[data-testid="image-upload-add"]:not(:disabled)'));
            onChange?.('');
          }}
          previewProps={described}
        />
      ) : (
        <button
          type="button"
          className="iu-add"
          disabled={disabled}
          aria-label={t('widget.add')}
          {...described}
          onClick={() => setPicking(true)}
          data-testid="image-upload-add"
        >
          <PlusOutlined aria-hidden />
        </button>
      )}
      <PictureManager
        open={picking}
        limit={1}
        onClose={() => setPicking(false)}
        onConfirm={([path]) => {
          if (!path) return;
          focusAfter(() => tiles.current?.querySelector<HTMLElement>('[data-testid="image-tile"] button'));
          onChange?.(path);
        }}
      />
      <ImagePreview open={previewing} src={value} onClose={() => setPreviewing(false)} />
    </div>
  );
}
