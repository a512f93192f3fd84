/** What the picture library needs from an object store; keys look like `2026/11/23/<32 hex>`. */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** A URL the browser PUTs the raw file to, valid for `ttlSeconds`. */
  presignPut(key: string, ttlSeconds: number): Promise<string>;
  /** Size and leading bytes of a stored object; null when there is none. */
  inspect(key: string): Promise<StoredObject | null>;
  /**
   * Makes the store answer the object with `contentType`, whatever the uploader declared with its PUT.
   * Only a store that keeps the uploader's type (s3) has anything to do.
   */
  serveAs(key: string, contentType: string): Promise<void>;
  /** Removes an object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** The library's keys in the day folders from `from` up to, not including, `to` (both `yyyy/MM/dd/`), in key order. */
  keysBetween(from: string, to: string): AsyncIterable<string>;
}

export interface StoredObject {
  size: number;
  head: Uint8Array;
  /** The type the store answers the object with, as the uploader declared it; absent where the store answers the detected type (local). */
  contentType?: string;
}

/** `yyyy/MM/dd/` + 32 lowercase hex: the only keys the library ever issues. */
export const OBJECT_KEY = /^\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}$/;
