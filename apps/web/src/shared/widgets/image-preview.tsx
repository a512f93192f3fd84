import { lazyInAntdScope } from '../theme/lazy-in-scope';
import { WhenOpened } from './when-opened';

export interface ImagePreviewProps {
  /** Stored path or full URL of the picture; nothing shows while it is empty. */
  src?: string | null;
  open: boolean;
  onClose: () => void;
}

const Dialog = lazyInAntdScope(() => import('./image-preview-dialog').then((m) => m.ImagePreviewDialog));

/** The picture preview dialog; its code (antd's Modal) loads the first time it opens. */
export function ImagePreview(props: ImagePreviewProps) {
  return (
    <WhenOpened open={props.open && Boolean(props.src)}>
      <Dialog {...props} />
    </WhenOpened>
  );
}
