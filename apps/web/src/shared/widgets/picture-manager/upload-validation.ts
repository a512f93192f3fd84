import { PICTURE_LIMITS as MEDIA_LIMITS } from './limits';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/** jpg, png or gif by declared type, or by extension when the browser declares none. */
export function isAcceptedImage(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type ? IMAGE_TYPES.has(file.type.toLowerCase()) : IMAGE_EXTENSIONS.test(file.name);
}

export interface SelectionCheck<F> {
  accepted: F[];
  notImages: F[];
  tooLarge: F[];
  /** Names longer than the library keeps (counted in characters, as the server counts them). */
  nameTooLong: F[];
  /** More than 20 in one selection (counting those already waiting): nothing is taken. */
  tooMany: boolean;
}

/** Sorts a selection of files for upload: images under 2 MB named in at most 255 characters, at most 20 waiting at once. */
export function checkSelection<F extends Pick<File, 'name' | 'type' | 'size'>>(files: F[], alreadyWaiting = 0): SelectionCheck<F> {
  const notImages = files.filter((f) => !isAcceptedImage(f));
  const images = files.filter((f) => isAcceptedImage(f));
  const tooLarge = images.filter((f) => f.size >= MEDIA_LIMITS.maxImageBytes);
  const small = images.filter((f) => f.size < MEDIA_LIMITS.maxImageBytes);
  const named = (f: F) => [...f.name.trim()].length <= MEDIA_LIMITS.fileNameMax;
  const nameTooLong = small.filter((f) => !named(f));
  const accepted = small.filter(named);
  const tooMany = alreadyWaiting + accepted.length > MEDIA_LIMITS.maxFilesPerUpload;
  return { accepted: tooMany ? [] : accepted, notImages, tooLarge, nameTooLong, tooMany };
}

/** How many more pictures a picker may add, given a limit and those already chosen. */
export const remainingSlots = (limit: number, chosen: number) => Math.max(0, limit - chosen);

/** Toggles a picture in a selection of at most `limit`; 'full' when it cannot be added. */
export function toggleSelection<T>(selected: T[], item: T, limit: number, same: (a: T, b: T) => boolean): T[] | 'full' {
  if (selected.some((s) => same(s, item))) return selected.filter((s) => !same(s, item));
  if (limit === 1) return [item];
  if (selected.length >= limit) return 'full';
  return [...selected, item];
}
