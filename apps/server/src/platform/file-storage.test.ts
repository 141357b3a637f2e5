import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage, newStorageKey } from './file-storage.ts';

describe('local file storage', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-storage-'));
  const storage = createFileStorage({ dataDir });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps bytes under <dataDir>/uploads by key and gives them back', async () => {
    const key = newStorageKey(3, new Date('2026-05-01T00:00:00Z'));
    expect(key).toMatch(/^3\/2026\/[0-9a-f]{32}$/);
    const bytes = Buffer.from([1, 2, 3, 250]);
    await storage.put(key, bytes, 'image/png');
    expect(await storage.get(key)).toEqual(bytes);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', key))).toEqual(bytes);
    // written under a temporary name, then renamed: nothing else is left beside it
    expect(fs.readdirSync(path.join(dataDir, 'uploads', '3', '2026'))).toEqual([key.split('/')[2]]);
  });

  it('makes a new key every time', () => {
    expect(newStorageKey(1)).not.toBe(newStorageKey(1));
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.get(newStorageKey(1))).toBeNull();
  });

  it.each([
    '../outside',
    '1/../../outside',
    '/etc/passwd',
    '1/2026/..',
    '1\\2026\\x',
    '1//x',
    '',
    'a/b.png',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
      'invalid storage key',
    );
    await expect(storage.get(key)).rejects.toThrow('invalid storage key');
  });

  it('wrote nothing outside its folder for the refused keys', () => {
    expect(fs.readdirSync(dataDir)).toEqual(['uploads']);
    expect(fs.existsSync(path.join(path.dirname(dataDir), 'outside'))).toBe(false);
  });
});
