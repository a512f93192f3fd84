export { PictureManager } from './lazy-picture-manager';
export type { PictureManagerProps } from './picture-manager';
export { PICTURE_LIMITS } from './limits';
export { checkSelection, isAcceptedImage, remainingSlots, toggleSelection } from './upload-validation';
