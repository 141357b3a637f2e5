import { cockfightBannedCountries } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { CockfightRepository } from './cockfight.repository.ts';

const banned: readonly string[] = cockfightBannedCountries;
/** The plasada of a brand that never set one: 5%. */
export const defaultPlasadaBps = 500;

/** True for a country whose players may never bet on cockfight here (PH, TH, VN). */
export function isBannedCountry(country: string): boolean {
  return banned.includes(country);
}

/**
 * The legal switch (docs/cockfight.md "Legal switch"): cockfight is off unless the brand
 * enabled the player's country, and a banned country stays off whatever the brand's row says
 * (the operator API refuses to store one; this check does not trust that it never was).
 * An unknown country (private address, no GeoIP record) is off.
 */
export function isCockfightAllowed(country: string | null, enabledCountries: readonly string[]) {
  if (country === null || isBannedCountry(country)) return false;
  return enabledCountries.includes(country);
}

/** The brand's switch and plasada, read once per call (a small primary-key read). */
export function createCockfightAccess(repository: CockfightRepository) {
  return {
    async settingsOf(merchantId: number) {
      const row = await repository.settings(merchantId);
      return {
        enabledCountries: row?.enabledCountries ?? [],
        plasadaBps: row?.plasadaBps ?? defaultPlasadaBps,
      };
    },

    async isAllowed(merchantId: number, country: string | null): Promise<boolean> {
      const { enabledCountries } = await this.settingsOf(merchantId);
      return isCockfightAllowed(country, enabledCountries);
    },

    /** Refuses (403 cockfight_unavailable_country) a caller whose country may not bet. */
    async assertAllowed(merchantId: number, country: string | null): Promise<void> {
      if (!(await this.isAllowed(merchantId, country))) {
        throw new AppError('cockfight_unavailable_country', { details: { country } });
      }
    },
  };
}
export type CockfightAccess = ReturnType<typeof createCockfightAccess>;
