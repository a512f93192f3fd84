/** What the picture library needs from an object store; keys look like `2026/11/23/<32 hex>`. */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** A URL the browser PUTs the raw file to, valid for `ttlSeconds`. */
  presignPut(key: string, ttlSeconds: number): Promise<string>;
  /** Size and leading bytes of a stored object; null when there is none. */
  inspect(key: string): Promise<StoredObject | null>;
  /** Removes an object; a missing object is not an error. */
  remove(key: string): Promise<void>;
}

export interface StoredObject {
  size: number;
  head: Uint8Array;
}

/** `yyyy/MM/dd/` + 32 lowercase hex: the only keys the library ever issues. */
export const OBJECT_KEY = /^\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}$/;
