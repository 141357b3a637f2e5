import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHmacSha256, hmacSha256 } from './hmac-sha256.ts';
import { bytesToHex, utf8Bytes } from './sha256.ts';

const nodeHmac = (key: Uint8Array, message: Uint8Array): string =>
  createHmac('sha256', key).update(message).digest('hex');

const bytes = (length: number, salt: number): Uint8Array =>
  Uint8Array.from({ length }, (_, i) => (i * 37 + salt) & 0xff);

describe('hmacSha256', () => {
  it('matches RFC 4231 test case 2', () => {
    const mac = hmacSha256(utf8Bytes('Jefe'), utf8Bytes('what do ya want for nothing?'));
    expect(bytesToHex(mac)).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches node:crypto for short, block-sized and long keys and messages', () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 131]) {
      for (const messageLength of [0, 1, 55, 56, 64, 119, 120, 200]) {
        const key = bytes(keyLength, 3);
        const message = bytes(messageLength, 11);
        expect(bytesToHex(hmacSha256(key, message)), `${keyLength}/${messageLength}`).toBe(
          nodeHmac(key, message),
        );
      }
    }
  });

  it('a keyed instance gives the same answer for every message', () => {
    const key = bytes(40, 5);
    const mac = createHmacSha256(key);
    for (const message of ['a', 'seed:0:0', 'seed:1:0', 'x'.repeat(90)]) {
      expect(bytesToHex(mac(utf8Bytes(message)))).toBe(nodeHmac(key, utf8Bytes(message)));
    }
  });
});
