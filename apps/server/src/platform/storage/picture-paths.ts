// Picture fields (product, sku, carousel, category, avatar) may hold only pictures this server stored for
// the caller's shop (a key it issued to that shop) or the seeded demo pictures: never an outside address,
// a data: or javascript: URL, or another shop's upload.
import { showFail } from '../http/envelope.ts';
import { OBJECT_KEY } from './storage.ts';
import { isKeyOfShop, keyOfPath } from './upload-keys.ts';

export const MSG_BAD_PICTURE = '图片无效，请从图片库中选择图片';
const DEMO_PICTURE = /^\/demo\/(products|avatars)\/\d{1,4}\.svg$/;
/** A seeded demo picture: served by the server, never a picture-library record. */
export const isDemoPicture = (path: string): boolean => DEMO_PICTURE.test(path);

export interface PicturePolicy {
  /** The resources base the server puts in front of stored paths (a value read back may carry it). */
  base: string;
  keySecret(): string;
}

/** Image values are stored relative; a value read back with the resources base in front loses it. */
export function toStoredPath(base: string, value: string | null | undefined): string {
  if (!value) return '';
  const prefix = base.replace(/\/+$/, '');
  return prefix && value.startsWith(`${prefix}/`) ? value.slice(prefix.length) : value;
}

/** The stored path of a picture value, or null when it is not one of the shop's pictures. */
export function storedPicture(policy: PicturePolicy, shopId: number, value: string): string | null {
  const path = toStoredPath(policy.base, value);
  if (DEMO_PICTURE.test(path)) return path;
  const key = keyOfPath(path);
  return key && path === `/${key}` && isKeyOfShop(policy.keySecret(), shopId, key) ? path : null;
}

/** Refuses the request when any picture value (comma lists allowed) is not one of the shop's pictures; empty values are left to their field's own rule. */
export function checkPictures(policy: PicturePolicy, shopId: number, values: (string | null | undefined)[]): void {
  for (const value of values) {
    for (const part of (value ?? '').split(',').map((p) => p.trim())) {
      if (part && storedPicture(policy, shopId, part) === null) throw showFail(MSG_BAD_PICTURE);
    }
  }
}

const IMG_SOURCE = /<img\b[^>]*?\ssrc="([^"]*)"/gi;
/** An upload's key at the end of a path or an address (whatever resources address is in front of it). */
const KEY_AT_END = new RegExp(`(?:^|/)(${OBJECT_KEY.source.slice(1, -1)})(?:[?#].*)?$`);

/** An address as the file server reads it: `%65` is `e` there, so a key spelled with escapes is the same picture. */
function decoded(address: string): string {
  try {
    return decodeURIComponent(address);
  } catch {
    return address;
  }
}

/**
 * The stored paths (`/key`) of this server's uploads that values show: picture fields (comma lists too) and the
 * pictures of rich text (its `<img>` sources). Demo pictures and outside addresses are not uploads and are left out.
 */
export function uploadedPictures(values: readonly (string | null | undefined)[]): string[] {
  const parts = values.flatMap((value) => (!value ? [] : value.includes('<') ? [...value.matchAll(IMG_SOURCE)].map((m) => m[1]!) : value.split(',')));
  const keys = parts.map((part) => KEY_AT_END.exec(decoded(part.trim()))?.[1]).filter((key): key is string => key !== undefined);
  return [...new Set(keys.map((key) => `/${key}`))];
}
