import { lazyInAntdScope } from '../../theme/lazy-in-scope';
import { WhenOpened } from '../when-opened';
import type { PictureManagerProps } from './picture-manager';

const Manager = lazyInAntdScope(() => import('./picture-manager').then((m) => m.PictureManager));

/**
 * The picture library dialog: its code (groups, grid, upload) loads the first time a form opens it, in antd's
 * scope when the form has none (a light screen).
 */
export function PictureManager(props: PictureManagerProps) {
  return (
    <WhenOpened open={props.open}>
      <Manager {...props} />
    </WhenOpened>
  );
}
