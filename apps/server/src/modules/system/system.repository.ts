import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  customerServiceChannels,
  domainRoutes,
  helpTopics,
  registerFieldRules,
  resources,
  whitelabelModules,
} from '../../db/schema/index.ts';

export type WhitelabelModuleRow = Pick<
  typeof whitelabelModules.$inferSelect,
  'modId' | 'parentModId' | 'enabled' | 'sort'
>;
export type RegisterFieldRuleRow = Omit<
  typeof registerFieldRules.$inferSelect,
  'id' | 'merchantId'
>;
export type DomainRouteRow = Pick<typeof domainRoutes.$inferSelect, 'domain' | 'type' | 'isMain'>;
export type HelpTopicRow = Pick<
  typeof helpTopics.$inferSelect,
  'code' | 'title' | 'content' | 'sort'
>;
export type ResourceRow = Omit<typeof resources.$inferSelect, 'id' | 'merchantId'>;
export type CustomerServiceRow = Omit<
  typeof customerServiceChannels.$inferSelect,
  'id' | 'merchantId'
>;

/** Reads the brand configuration tables of the system module; plain rows, brand-scoped. */
export function createSystemRepository(db: Db) {
  return {
    findWhitelabelModules(merchantId: number): Promise<WhitelabelModuleRow[]> {
      return db
        .select({
          modId: whitelabelModules.modId,
          parentModId: whitelabelModules.parentModId,
          enabled: whitelabelModules.enabled,
          sort: whitelabelModules.sort,
        })
        .from(whitelabelModules)
        .where(eq(whitelabelModules.merchantId, merchantId))
        .orderBy(asc(whitelabelModules.sort), asc(whitelabelModules.modId));
    },

    findRegisterFieldRules(merchantId: number): Promise<RegisterFieldRuleRow[]> {
      return db
        .select({
          field: registerFieldRules.field,
          enabled: registerFieldRules.enabled,
          required: registerFieldRules.required,
          acceptedPattern: registerFieldRules.acceptedPattern,
          patternId: registerFieldRules.patternId,
          minLength: registerFieldRules.minLength,
          maxLength: registerFieldRules.maxLength,
          sort: registerFieldRules.sort,
        })
        .from(registerFieldRules)
        .where(eq(registerFieldRules.merchantId, merchantId))
        .orderBy(asc(registerFieldRules.sort), asc(registerFieldRules.id));
    },

    findDomainRoutes(merchantId: number): Promise<DomainRouteRow[]> {
      return db
        .select({
          domain: domainRoutes.domain,
          type: domainRoutes.type,
          isMain: domainRoutes.isMain,
        })
        .from(domainRoutes)
        .where(eq(domainRoutes.merchantId, merchantId))
        .orderBy(desc(domainRoutes.isMain), asc(domainRoutes.domain));
    },

    findHelpTopics(merchantId: number): Promise<HelpTopicRow[]> {
      return db
        .select({
          code: helpTopics.code,
          title: helpTopics.title,
          content: helpTopics.content,
          sort: helpTopics.sort,
        })
        .from(helpTopics)
        .where(eq(helpTopics.merchantId, merchantId))
        .orderBy(asc(helpTopics.sort), asc(helpTopics.code));
    },

    findResources(merchantId: number): Promise<ResourceRow[]> {
      return db
        .select({
          resourceType: resources.resourceType,
          labelNameEn: resources.labelNameEn,
          url: resources.url,
          imageUrl: resources.imageUrl,
          sort: resources.sort,
        })
        .from(resources)
        .where(eq(resources.merchantId, merchantId))
        .orderBy(asc(resources.sort), asc(resources.id));
    },

    findCustomerServiceChannels(merchantId: number): Promise<CustomerServiceRow[]> {
      return db
        .select({
          channel: customerServiceChannels.channel,
          label: customerServiceChannels.label,
          url: customerServiceChannels.url,
          hours: customerServiceChannels.hours,
          sort: customerServiceChannels.sort,
        })
        .from(customerServiceChannels)
        .where(eq(customerServiceChannels.merchantId, merchantId))
        .orderBy(asc(customerServiceChannels.sort), asc(customerServiceChannels.id));
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
