import type { ImageSubtype } from '@caremall/contract';

/** The picture type by its magic number, whatever name or content type the uploader claimed. */
export function detectImageType(bytes: Uint8Array): ImageSubtype | null {
  const starts = (...magic: number[]) => magic.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return null;
}

/** Enough leading bytes for every magic number above. */
export const MAGIC_BYTES = 16;

export const contentTypeOf = (type: ImageSubtype) => `image/${type}`;
