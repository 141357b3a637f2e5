/**
 * Where uploaded files live: local disk by default (under DATA_DIR), an S3-compatible store
 * when configured. Keys are opaque; callers keep them in stored_files.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

// STUB (helper B replaces this file's body): in-memory, so the app builds before the real one
export function createFileStorage(_options: { dataDir: string }): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(key, bytes);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
  };
}
