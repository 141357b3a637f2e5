import type { GetPermissionResponse, SystemStatusCode } from '@lobby/contracts';

/** What replaces (or not) the app for a system status. */
export type SystemScreen = 'app' | 'maintenance' | 'restricted';

/**
 * §4.1: 0 shows the app, 1 the maintenance page, 2 the access-restricted page. The status
 * call decides; the permission answer's location flags, when present, can only close the
 * site further. Maintenance takes precedence over a region restriction.
 */
export function systemScreenFor(
  status: SystemStatusCode,
  location?: Pick<GetPermissionResponse['location'], 'maintenance' | 'regionRestriction'>,
): SystemScreen {
  if (status === 1 || location?.maintenance) return 'maintenance';
  if (status === 2 || location?.regionRestriction) return 'restricted';
  return 'app';
}
