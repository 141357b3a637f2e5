import { z } from 'zod';
import { languageSchema, localizedTextSchema } from '../common/language.ts';
import { domainRouteSchema } from './get-domain-routes.ts';
import { whitelabelNodeSchema } from './get-whitelabel.ts';
import { registerFieldRuleSchema } from './get-register-settings.ts';

export const resourceTypes = [
  'APP_ANDROID',
  'APP_IOS',
  'MOBILE_CONFIG',
  'QR_CODE',
  'BLOG',
  'SOCIAL',
] as const;

export const resourceSchema = z.object({
  url: z.string(),
  /** English label; the client translates by resourceType. */
  labelNameEn: z.string(),
  resourceType: z.enum(resourceTypes),
  /** Image (e.g. QR code) for the resource, if any. */
  imageUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** Where a social prompt leads (§9's Zalo prompt, and its kin). */
export const socialPromptChannels = ['ZALO', 'TELEGRAM', 'LINE', 'WHATSAPP', 'FACEBOOK'] as const;
export type SocialPromptChannel = (typeof socialPromptChannels)[number];

/** A prompt to follow the brand on a social channel, shown when the brand turns it on. */
export const socialPromptSchema = z.object({
  channel: z.enum(socialPromptChannels),
  /** The brand's page or account on the channel. */
  url: z.string(),
  /** The reward it mentions, per language (e.g. "131K"); null for none. */
  reward: localizedTextSchema.nullable(),
  /** Seconds after the page opens before the prompt shows. */
  delaySeconds: z.number().int(),
});
export type SocialPrompt = z.infer<typeof socialPromptSchema>;

export const customerServiceSchema = z.object({
  /** Channel of contact. */
  channel: z.enum(['LIVE_CHAT', 'LINE', 'TELEGRAM', 'WHATSAPP', 'EMAIL', 'PHONE']),
  label: z.string(),
  /** Link or address (mailto:, tel:, https:). */
  url: z.string(),
  /** Hours in the brand's time zone, free text such as "24/7". */
  hours: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const brandThemeSchema = z.object({
  primaryColor: z.string(),
  accentColor: z.string(),
  backgroundColor: z.string(),
  surfaceColor: z.string(),
  textColor: z.string(),
  logoUrl: z.string(),
});
export type BrandTheme = z.infer<typeof brandThemeSchema>;

/** Everything the client needs to render a brand (§3 permission response). */
export const getPermissionResponseSchema = z.object({
  merchantCode: z.string(),
  brandName: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.number().int() }),
  languages: z.array(languageSchema),
  defaultLanguage: languageSchema,
  /** IANA zone, and the GMT offset in minutes at the time of the answer. */
  timeZone: z.string(),
  gmtOffsetMinutes: z.number().int(),
  theme: brandThemeSchema,
  customerService: z.array(customerServiceSchema),
  domainRoute: z.array(domainRouteSchema),
  mainDomain: z.string(),
  resources: z.array(resourceSchema),
  whitelabel: z.array(whitelabelNodeSchema),
  register: z.array(registerFieldRuleSchema),
  analyticsId: z.string().nullable(),
  imageCdns: z.array(z.string()),
  launchGameCdns: z.array(z.string()),
  minimumAge: z.number().int(),
  /** The social prompts the brand turned on (none by default). */
  socialPrompts: z.array(socialPromptSchema).default([]),
  location: z.object({
    ip: z.string(),
    country: z.string().nullable(),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
  }),
});
export type GetPermissionResponse = z.infer<typeof getPermissionResponseSchema>;
