import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { OBJECT_KEY } from './storage.ts';

/**
 * Object keys carry their own proof of ownership: the file name is 16 random hex characters and
 * 16 of an HMAC over shop id, folder and those random ones. So the server can tell, without
 * keeping any state, that a path posted to /m/attach_file was issued to this very shop.
 */
export interface IssuedKey {
  dir: string;
  fileName: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Upload folder by date (GMT+8, like the wire's dates): `yyyy/MM/dd/`. */
export function uploadDir(now = new Date()): string {
  const local = new Date(now.getTime() + 8 * 3600 * 1000);
  return `${local.getUTCFullYear()}/${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}/`;
}

const proof = (secret: string, shopId: number, dir: string, random: string) =>
  createHmac('sha256', secret).update(`${shopId}|${dir}|${random}`).digest('hex').slice(0, 16);

export function issueKey(secret: string, shopId: number, now = new Date()): IssuedKey {
  const dir = uploadDir(now);
  const random = randomBytes(8).toString('hex');
  return { dir, fileName: random + proof(secret, shopId, dir, random) };
}

/** The object key of a stored path (`/2026/11/23/abc…` → `2026/11/23/abc…`), or null if it is not one of ours. */
export function keyOfPath(filePath: string): string | null {
  const key = filePath.replace(/^\//, '');
  return OBJECT_KEY.test(key) ? key : null;
}

/** True when the key was issued to this shop by a server holding the same secret. */
export function isKeyOfShop(secret: string, shopId: number, key: string): boolean {
  if (!OBJECT_KEY.test(key)) return false;
  const dir = key.slice(0, 11);
  const name = key.slice(11);
  const expected = Buffer.from(proof(secret, shopId, dir, name.slice(0, 16)));
  const given = Buffer.from(name.slice(16));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
