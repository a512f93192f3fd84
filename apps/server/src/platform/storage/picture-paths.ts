// Picture fields (product, sku, carousel, category, avatar) may hold only pictures this server stored for
// the caller's shop (a key it issued to that shop) or the seeded demo pictures: never an outside address,
// a data: or javascript: URL, or another shop's upload.
import { showFail } from '../http/envelope.ts';
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
