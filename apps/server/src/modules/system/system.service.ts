import type {
  DomainRoute,
  GetRegisterSettingsResponse,
  SystemStatusCode,
  WhitelabelNode,
} from '@lobby/contracts';
import type { ClientLocation } from '../../platform/client-location.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { effectiveRegisterRules, registerModeOf } from './register-settings.ts';
import type { SystemRepository } from './system.repository.ts';
import { buildWhitelabelTree } from './whitelabel-tree.ts';

/** §4.1: maintenance wins over region restriction. */
export function statusCodeOf(
  location: Pick<ClientLocation, 'maintenance' | 'regionRestriction'>,
): SystemStatusCode {
  if (location.maintenance) return 1;
  if (location.regionRestriction) return 2;
  return 0;
}

/** What a brand's registration settings are computed from. */
export type RegisterBrand = Pick<
  Merchant,
  'id' | 'registerMode' | 'minimumAge' | 'phoneDigitsMin' | 'phoneDigitsMax' | 'countryDialingCode'
>;

/** White-label modules, registration settings and domain routes of a brand. */
export function createSystemService(
  repository: Pick<
    SystemRepository,
    'findWhitelabelModules' | 'findRegisterFieldRules' | 'findDomainRoutes'
  >,
) {
  async function getWhitelabel(merchantId: number): Promise<WhitelabelNode[]> {
    return buildWhitelabelTree(await repository.findWhitelabelModules(merchantId));
  }

  /** Registration settings, given the brand's white-label tree (already loaded or not). */
  async function getRegisterSettings(
    brand: RegisterBrand,
    whitelabel?: WhitelabelNode[],
  ): Promise<GetRegisterSettingsResponse> {
    const [tree, rows] = await Promise.all([
      whitelabel ?? getWhitelabel(brand.id),
      repository.findRegisterFieldRules(brand.id),
    ]);
    const mode = registerModeOf(brand.registerMode, tree);
    return {
      mode,
      minimumAge: brand.minimumAge,
      phoneDigits: { min: brand.phoneDigitsMin, max: brand.phoneDigitsMax },
      countryDialingCode: brand.countryDialingCode,
      rules: effectiveRegisterRules(rows, mode, tree, brand),
    };
  }

  async function getDomainRoutes(merchantId: number): Promise<DomainRoute[]> {
    return repository.findDomainRoutes(merchantId);
  }

  return { getWhitelabel, getRegisterSettings, getDomainRoutes };
}

export type SystemService = ReturnType<typeof createSystemService>;
