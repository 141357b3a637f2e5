import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: local disk by default (under DATA_DIR), an S3-compatible store
 * when configured. Keys are opaque; callers keep them in stored_files.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

// segments of safe characters only: no '..', no absolute paths, no separators of another OS
const keyPattern = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,7}$/;

/** A new unguessable key for a brand's file: `<merchantId>/<yyyy>/<32 hex>`. */
export function newStorageKey(merchantId: number, now: Date = new Date()): string {
  return `${merchantId}/${now.getUTCFullYear()}/${randomBytes(16).toString('hex')}`;
}

/**
 * Files on the local disk under `<dataDir>/uploads/`. A file appears complete or not at all:
 * it is written to a temporary name beside its place, flushed, then renamed.
 */
export function createFileStorage(options: { dataDir: string }): FileStorage {
  const root = path.resolve(options.dataDir, 'uploads');

  /** The file of a key; throws on a key that could leave the uploads folder. */
  function fileOf(key: string): string {
    if (!keyPattern.test(key)) throw new Error('invalid storage key');
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error('invalid storage key');
    return file;
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      const handle = await fs.open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await fs.rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      try {
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        return await fs.readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
