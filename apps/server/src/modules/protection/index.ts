/**
 * The player-protection module's public face: responsible gambling (deposit limits and
 * self-exclusion) that payments, games and the in-house games check, and the member's page.
 * The later compliance work (reality checks, cool-offs, KYC gates) lands here.
 */
export {
  createResponsibleGambling,
  type ResponsibleGambling,
} from './responsible-gambling.service.ts';
export { protectionRoutes, type ProtectionRoutesDeps } from './responsible-gambling.routes.ts';
