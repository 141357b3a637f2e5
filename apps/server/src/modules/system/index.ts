/**
 * The system module's public face: brand resolution, system settings other modules read,
 * and the system calls (status, white-label, register settings, domain routes, help, language).
 */
export { createMerchantRepository } from './merchant.repository.ts';
export {
  createBrandSettings,
  isFeatureOnWithin,
  type BrandFieldRules,
  type BrandSettings,
  type RegistrationConfig,
} from './brand-settings.ts';
export { systemRoutes, type SystemRoutesDeps } from './system.routes.ts';
export { createSocialPromptSettings, type SocialPromptSettings } from './social-prompts.ts';
