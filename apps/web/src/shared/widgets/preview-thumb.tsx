import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreview } from './image-preview';
import { imageSrc } from './image-src';

export interface PreviewThumbProps {
  /** The picture's stored path or URL; without one there is nothing to preview. */
  path: string | null | undefined;
  /** What the picture shows (a product's name): the button reads "preview picture: <name>". */
  name: string;
  width?: number;
  height?: number;
  style?: CSSProperties;
  /** Loads the picture only when it nears the window (a list's rows below the first screen). */
  lazy?: boolean;
  'data-testid'?: string;
}

/** A list's picture that opens at full size in the preview when clicked, or with Enter or Space. */
export function PreviewThumb({ path, name, width, height, style, lazy = false, ...rest }: PreviewThumbProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const picture = <img src={imageSrc(path)} alt="" loading={lazy ? 'lazy' : undefined} width={width} height={height} style={style} />;
  if (!path) return picture;
  return (
    <>
      <button
        type="button"
        className="ui-thumb"
        aria-label={t('previewPicture', { name })}
        onClick={() => setOpen(true)}
        data-testid={rest['data-testid']}
      >
        {picture}
      </button>
      <ImagePreview open={open} src={path} onClose={() => setOpen(false)} />
    </>
  );
}
