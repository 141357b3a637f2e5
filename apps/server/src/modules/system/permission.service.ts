import type { z } from 'zod';
import {
  customerServiceSchema,
  resourceSchema,
  type GetPermissionResponse,
  type SocialPrompt,
} from '@lobby/contracts';
import type { ClientLocation } from '../../platform/client-location.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { SystemRepository } from './system.repository.ts';
import type { SystemService } from './system.service.ts';
import { gmtOffsetMinutes } from '../../platform/time-zone.ts';

/** Keeps the rows the contract accepts (known kinds); an unknown kind is left out, not a 500. */
function known<S extends z.ZodType>(rows: readonly unknown[], schema: S): z.infer<S>[] {
  return rows.flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The permission answer (§3): everything the client needs to render the brand. */
export function createPermissionService(deps: {
  system: SystemService;
  repository: Pick<SystemRepository, 'findResources' | 'findCustomerServiceChannels'>;
  /** The brand's social prompts that are on (§9's Zalo prompt). */
  socialPrompts?: (merchantId: number) => Promise<SocialPrompt[]>;
  now?: () => Date;
}) {
  const { system, repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function getPermission(
    merchant: Merchant,
    location: ClientLocation,
  ): Promise<GetPermissionResponse> {
    const whitelabel = await system.getWhitelabel(merchant.id);
    const [register, domainRoute, resourceRows, serviceRows, socialPrompts] = await Promise.all([
      system.getRegisterSettings(merchant, whitelabel),
      system.getDomainRoutes(merchant.id),
      repository.findResources(merchant.id),
      repository.findCustomerServiceChannels(merchant.id),
      deps.socialPrompts?.(merchant.id) ?? [],
    ]);
    return {
      merchantCode: merchant.code,
      brandName: merchant.name,
      currency: {
        code: merchant.currencyCode,
        symbol: merchant.currencySymbol,
        decimals: merchant.currencyDecimals,
      },
      languages: merchant.languages,
      defaultLanguage: merchant.defaultLanguage,
      timeZone: merchant.timeZone,
      gmtOffsetMinutes: gmtOffsetMinutes(merchant.timeZone, now()),
      theme: merchant.theme,
      customerService: known(serviceRows, customerServiceSchema),
      domainRoute,
      mainDomain: merchant.mainDomain,
      resources: known(resourceRows, resourceSchema),
      whitelabel,
      register: register.rules,
      analyticsId: merchant.analyticsId,
      imageCdns: merchant.imageCdns,
      launchGameCdns: merchant.launchGameCdns,
      minimumAge: merchant.minimumAge,
      socialPrompts,
      location: {
        ip: location.ip,
        country: location.country,
        maintenance: location.maintenance,
        regionRestriction: location.regionRestriction,
      },
    };
  }

  return { getPermission };
}
