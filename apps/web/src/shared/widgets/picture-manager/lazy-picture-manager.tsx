import { lazy } from 'react';
import { WhenOpened } from '../when-opened';
import type { PictureManagerProps } from './picture-manager';

const Manager = lazy(async () => ({ default: (await import('./picture-manager')).PictureManager }));

/** The picture library dialog: its code (groups, grid, upload) loads the first time a form opens it. */
export function PictureManager(props: PictureManagerProps) {
  return (
    <WhenOpened open={props.open}>
      <Manager {...props} />
    </WhenOpened>
  );
}
