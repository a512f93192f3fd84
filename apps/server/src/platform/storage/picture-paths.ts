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
/** An upload's key at the end of a path (whatever resources address is in front of it). */
const KEY_AT_END = new RegExp(`(?:^|/)(${OBJECT_KEY.source.slice(1, -1)})$`);
/** The escapes the sanitizer writes in an attribute. */
const ATTRIBUTE_ESCAPES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>' };

/** The picture addresses values show: picture fields (comma lists too) and the `<img>` sources of rich text. */
function addressesOf(values: readonly (string | null | undefined)[]): string[] {
  return values.flatMap((value) =>
    !value
      ? []
      : value.includes('<')
        ? [...value.matchAll(IMG_SOURCE)].map((m) => m[1]!.replace(/&(amp|quot|lt|gt);/g, (escape) => ATTRIBUTE_ESCAPES[escape]!).trim())
        : value.split(',').map((part) => part.trim()),
  );
}

/**
 * The upload an address shows (`yyyy/MM/dd/key`), if any: its path as a browser resolves it (dot segments,
 * backslashes, tabs and newlines: `…/01/./key` asks for `…/01/key`), unescaped as the file server reads it (`%65` is
 * `e` there).
 */
function uploadShownBy(address: string): string | undefined {
  let path = address;
  try {
    path = new URL(address, 'http://page.invalid/').pathname;
  } catch {
    // Not an address a browser resolves: read as written.
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // A lone % stays as written, as the file server leaves it.
  }
  return KEY_AT_END.exec(path)?.[1];
}

/**
 * The stored paths (`/key`) of this server's uploads that values show: picture fields (comma lists too) and the
 * pictures of rich text (its `<img>` sources). Demo pictures and outside addresses are not uploads and are left out.
 */
export function uploadedPictures(values: readonly (string | null | undefined)[]): string[] {
  const keys = addressesOf(values)
    .map(uploadShownBy)
    .filter((key): key is string => key !== undefined);
  return [...new Set(keys.map((key) => `/${key}`))];
}

/**
 * The addresses that show an upload without spelling its path (`…/01/./key`, `…/01/k%65y`): a picture deleted from
 * the library stays stored while something shows it, found by its path as written, so these are refused.
 */
export function disguisedUploads(values: readonly (string | null | undefined)[]): string[] {
  return addressesOf(values).filter((address) => {
    const key = uploadShownBy(address);
    return key !== undefined && !address.includes(key);
  });
}
