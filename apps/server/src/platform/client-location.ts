import type { FastifyRequest } from 'fastify';
import type { GeoIpLookup } from './geoip.ts';
import type { Merchant } from './merchant-context.ts';

export interface ClientLocation {
  ip: string;
  country: string | null;
  maintenance: boolean;
  regionRestriction: boolean;
}

/**
 * Where the caller is and whether the brand lets it in. `request.ip` already honours
 * X-Forwarded-For only from TRUSTED_PROXIES (Fastify's trustProxy).
 */
export function locateClient(
  request: FastifyRequest,
  merchant: Merchant,
  geoIp: GeoIpLookup,
): ClientLocation {
  const ip = request.ip;
  const country = geoIp.countryOf(ip);
  const maintenance =
    merchant.isMaintenance &&
    (merchant.maintenanceUntil === null || merchant.maintenanceUntil > new Date());
  const regionRestriction = country !== null && merchant.blockedCountries.includes(country);
  return { ip, country, maintenance, regionRestriction };
}
