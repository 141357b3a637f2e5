import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, sha256, sha256Hex, utf8Bytes } from './sha256.ts';

const nodeSha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto for every length across the padding boundaries', () => {
    for (let length = 0; length <= 300; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length * 7) & 0xff);
      expect(bytesToHex(sha256(bytes)), `length ${length}`).toBe(nodeSha256(bytes));
    }
  });

  it('hashes text as UTF-8', () => {
    const text = 'ลอบบี้ 🎰 Lobby';
    expect(sha256Hex(text)).toBe(nodeSha256(Buffer.from(text, 'utf8')));
    expect(utf8Bytes('é')).toEqual(Uint8Array.from([0xc3, 0xa9]));
  });
});
