import type { Merchant } from '../../../platform/merchant-context.ts';

/** What a provider's launch URL template may name. */
export interface LaunchUrlValues {
  token: string;
  gameCode: string;
  lang: string;
  vassalage: string;
}

/**
 * Fills a provider's launch URL template: `{token}`, `{gameCode}`, `{lang}` and `{vassalage}`
 * become their URL-encoded values; any other `{…}` is left as it is.
 */
export function fillLaunchUrl(template: string, values: LaunchUrlValues): string {
  return template.replace(/\{(token|gameCode|lang|vassalage)\}/g, (_match, name: string) =>
    encodeURIComponent(values[name as keyof LaunchUrlValues]),
  );
}

/** Country (ISO alpha-2) of a brand's dialing code; the brand has no country of its own. */
const countryByDialingCode: Record<string, string> = {
  '+66': 'TH',
  '+63': 'PH',
  '+84': 'VN',
  '+60': 'MY',
  '+62': 'ID',
  '+65': 'SG',
  '+95': 'MM',
  '+855': 'KH',
  '+856': 'LA',
  '+86': 'CN',
  '+91': 'IN',
  '+1': 'US',
  '+44': 'GB',
};

/** The country a game session reports for the brand's players (`ZZ` = unknown). */
export function brandCountry(merchant: Pick<Merchant, 'countryDialingCode'>): string {
  return countryByDialingCode[merchant.countryDialingCode] ?? 'ZZ';
}
