import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { link, mkdir, open, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { MAGIC_BYTES } from './image-bytes.ts';
import { OBJECT_KEY, type Storage, type StoredObject } from './storage.ts';

/** Where the local driver serves and accepts files (the default RESOURCES_URL). */
export const LOCAL_FILES_PREFIX = '/files';

/**
 * Files on the local disk. The server itself plays the object store: it hands out PUT URLs signed
 * with an HMAC and an expiry (like S3's presigned URLs) and accepts them under /files.
 */
export class LocalStorage implements Storage {
  readonly driver = 'local';
  readonly root: string;
  private cachedSecret: string | null;

  constructor(root: string, secret: string | null) {
    this.root = path.resolve(root);
    this.cachedSecret = secret;
  }

  /**
   * The signing secret: configured, or made once and kept beside the files, so that every process
   * sharing the folder signs alike.
   */
  secret(): string {
    if (this.cachedSecret) return this.cachedSecret;
    const file = path.join(this.root, '.upload-secret');
    try {
      this.cachedSecret = readFileSync(file, 'utf8').trim();
    } catch {
      mkdirSync(this.root, { recursive: true });
      try {
        writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
      } catch {
        // another process wrote it first: read theirs below
      }
      this.cachedSecret = readFileSync(file, 'utf8').trim();
    }
    return this.cachedSecret;
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret()).update(`PUT\n${key}\n${expires}`).digest('hex');
  }

  async presignPut(key: string, ttlSeconds: number): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    return `${LOCAL_FILES_PREFIX}/${key}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  /** 'ok', or why a PUT URL is refused: forged (or for another key) or expired. */
  checkPut(key: string, expires: unknown, signature: unknown): 'ok' | 'forged' | 'expired' {
    if (!OBJECT_KEY.test(key) || typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) {
      return 'forged';
    }
    const expected = Buffer.from(this.signature(key, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return Number(expires) < Date.now() / 1000 ? 'expired' : 'ok';
  }

  pathOf(key: string): string {
    if (!OBJECT_KEY.test(key)) throw new Error(`bad object key ${key}`);
    return path.join(this.root, key);
  }

  /**
   * Writes through a temporary file, so a reader never sees half a picture, and never over an existing
   * one: an upload URL is good for one file, so a stored picture cannot be swapped afterwards. Answers
   * false when the key already holds a file.
   */
  async write(key: string, bytes: Uint8Array): Promise<boolean> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(4).toString('hex')}.part`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    try {
      // link() fails when the target exists, atomically, where rename() would replace it.
      await link(temporary, target);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(temporary);
    }
  }

  async inspect(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const handle = await open(file, 'r');
      try {
        const head = new Uint8Array(MAGIC_BYTES);
        const { bytesRead } = await handle.read(head, 0, MAGIC_BYTES, 0);
        return { size: info.size, head: head.subarray(0, bytesRead) };
      } finally {
        await handle.close();
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Nothing to do: /files answers every picture with the type its bytes show. */
  async serveAs(): Promise<void> {}

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *keysBetween(from: string, to: string): AsyncIterable<string> {
    const names = async (folder: string) => {
      try {
        return (await readdir(path.join(this.root, folder))).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    };
    // Day folders sort as their dates do: a year, month or day folder is walked only if the window reaches into it.
    for (const year of await names('')) {
      if (!/^\d{4}$/.test(year) || `${year}/` < from.slice(0, 5) || `${year}/` > to.slice(0, 5)) continue;
      for (const month of await names(year)) {
        const monthDir = `${year}/${month}/`;
        if (!/^\d{2}$/.test(month) || monthDir < from.slice(0, 8) || monthDir > to.slice(0, 8)) continue;
        for (const day of await names(`${year}/${month}`)) {
          const dayDir = `${monthDir}${day}/`;
          if (dayDir < from || dayDir >= to) continue;
          for (const name of await names(dayDir)) if (OBJECT_KEY.test(`${dayDir}${name}`)) yield `${dayDir}${name}`;
        }
      }
    }
  }
}
