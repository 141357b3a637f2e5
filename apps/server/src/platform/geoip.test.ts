import { describe, expect, it } from 'vitest';
import { createMmdbGeoIp } from './geoip.ts';

describe('createMmdbGeoIp (shipped DB-IP country database)', () => {
  const geoIp = createMmdbGeoIp();

  it.each([
    ['8.8.8.8', 'US'],
    ['203.144.144.144', 'TH'],
    ['112.198.0.1', 'PH'],
  ])('finds the country of the public address %s', (ip, country) => {
    expect(geoIp.countryOf(ip)).toBe(country);
  });

  it('reads IPv4 addresses written in IPv6 form', () => {
    expect(geoIp.countryOf('::ffff:8.8.8.8')).toBe('US');
  });

  it('answers an upper-case two-letter code for a public IPv6 address', () => {
    expect(geoIp.countryOf('2001:4860:4860::8888')).toMatch(/^[A-Z]{2}$/);
  });

  it.each(['10.0.0.1', '192.168.1.1', '127.0.0.1', '::1', '172.16.5.4'])(
    'answers null for the private or loopback address %s',
    (ip) => {
      expect(geoIp.countryOf(ip)).toBeNull();
    },
  );

  it.each(['', 'nonsense', '999.1.1.1', '1.2.3', '::ffff:not-an-ip'])(
    'answers null instead of throwing for the malformed address %j',
    (ip) => {
      expect(geoIp.countryOf(ip)).toBeNull();
    },
  );

  it('fails at start-up, not per request, when the database file is missing', () => {
    expect(() => createMmdbGeoIp('/nonexistent/country.mmdb')).toThrow();
  });
});
