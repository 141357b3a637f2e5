import { describe, expect, it } from 'vitest';
import { fromBase32, hotp, matchTotpStep, otpauthUri, toBase32, totp } from './totp.ts';

// the RFC test secret: ASCII "12345678901234567890"
const rfcSecret = Buffer.from('12345678901234567890', 'ascii');

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the published codes for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_code, counter) => hotp(rfcSecret, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s (8 digits) and its last six as the 6-digit code', (seconds, code) => {
    const at = new Date(seconds * 1000);
    expect(totp(rfcSecret, at, 8)).toBe(code);
    expect(totp(rfcSecret, at)).toBe(code.slice(2));
  });
});

describe('matchTotpStep', () => {
  const at = new Date(1111111111 * 1000);
  const step = Math.floor(1111111111 / 30);

  it('accepts the code of this step and of one step either side, not two', () => {
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step), at)).toBe(step);
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step - 1), at)).toBe(step - 1);
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step + 1), at)).toBe(step + 1);
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step + 2), at)).toBeUndefined();
    expect(matchTotpStep(rfcSecret, hotp(rfcSecret, step - 2), at)).toBeUndefined();
  });

  it('refuses anything but six digits', () => {
    expect(matchTotpStep(rfcSecret, '12345', at)).toBeUndefined();
    expect(matchTotpStep(rfcSecret, 'abcdef', at)).toBeUndefined();
  });
});

describe('base32 and the otpauth URI', () => {
  it('round-trips and matches RFC 4648 test vectors', () => {
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(fromBase32('mzxw 6ytb oi======')?.toString()).toBe('foobar');
    expect(fromBase32('M1')).toBeUndefined();
    expect(toBase32(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('names the issuer, account and secret for an authenticator app', () => {
    const uri = otpauthUri({ issuer: 'Lucky Lotus', account: 'admin', secret: rfcSecret });
    expect(uri).toBe(
      'otpauth://totp/Lucky%20Lotus:admin?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' +
        '&issuer=Lucky+Lotus&algorithm=SHA1&digits=6&period=30',
    );
  });
});
