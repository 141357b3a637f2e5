import {
  isWhitelabelEnabled,
  type RegisterFieldName,
  type RegisterFieldRule,
  type WhitelabelNode,
} from '@lobby/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { whitelabelModules } from '../../db/schema/index.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { effectiveRegisterRules, type RegisterMode } from './register-settings.ts';
import { createSystemRepository } from './system.repository.ts';
import { createSystemService } from './system.service.ts';
import { buildWhitelabelTree } from './whitelabel-tree.ts';

/** The brand's registration configuration: white-label tree and field rules per mode. */
export interface RegistrationConfig {
  whitelabel: WhitelabelNode[];
  rulesFor(mode: RegisterMode): RegisterFieldRule[];
}

/**
 * What other modules read of a brand's system settings: white-label switches, registration
 * settings and field rules. Identity and payments take it as a dependency instead of reading
 * the system tables themselves.
 */
export function createBrandSettings(db: Db) {
  const repository = createSystemRepository(db);
  const system = createSystemService(repository);
  return {
    ...system,

    /** Whether a white-label module is in effect for the brand (SMSCODELOGIN3, FREEPLAY3, …). */
    async isFeatureOn(merchantId: number, modId: string): Promise<boolean> {
      return isWhitelabelEnabled(await system.getWhitelabel(merchantId), modId);
    },

    /** The brand's white-label modules and field rules, as the register settings call reads them. */
    async registrationConfig(merchant: Merchant): Promise<RegistrationConfig> {
      const [modules, rows] = await Promise.all([
        repository.findWhitelabelModules(merchant.id),
        repository.findRegisterFieldRules(merchant.id),
      ]);
      const whitelabel = buildWhitelabelTree(modules);
      return {
        whitelabel,
        rulesFor: (mode) => effectiveRegisterRules(rows, mode, whitelabel, merchant),
      };
    },

    /** The rule of one registration field, or undefined when the brand does not use it. */
    async ruleOf(
      merchant: Merchant,
      field: RegisterFieldName,
    ): Promise<RegisterFieldRule | undefined> {
      const settings = await system.getRegisterSettings(merchant);
      const rule = settings.rules.find((candidate) => candidate.field === field);
      return rule?.enabled ? rule : undefined;
    },
  };
}
export type BrandSettings = ReturnType<typeof createBrandSettings>;
/** The field-rule reader alone, for services that check one field (bank holder, payee name). */
export type BrandFieldRules = Pick<BrandSettings, 'ruleOf'>;

/**
 * Whether a white-label module is in effect for the brand, read on the caller's transaction
 * (a consumer of the activity feed runs inside one; PGlite has a single connection).
 */
export async function isFeatureOnWithin(
  executor: Executor,
  merchantId: number,
  modId: string,
): Promise<boolean> {
  const rows = await executor
    .select({
      modId: whitelabelModules.modId,
      parentModId: whitelabelModules.parentModId,
      enabled: whitelabelModules.enabled,
      sort: whitelabelModules.sort,
    })
    .from(whitelabelModules)
    .where(eq(whitelabelModules.merchantId, merchantId))
    .orderBy(asc(whitelabelModules.sort), asc(whitelabelModules.modId));
  return isWhitelabelEnabled(buildWhitelabelTree(rows), modId);
}
