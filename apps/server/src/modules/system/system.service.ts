import type { SystemStatusCode } from '@lobby/contracts';
import type { ClientLocation } from '../../platform/client-location.ts';

/** §4.1: maintenance wins over region restriction. */
export function statusCodeOf(
  location: Pick<ClientLocation, 'maintenance' | 'regionRestriction'>,
): SystemStatusCode {
  if (location.maintenance) return 1;
  if (location.regionRestriction) return 2;
  return 0;
}
