/**
 * The games module's public face: the catalogue, the member's games (launch, favourites,
 * records), and the provider wallet every game's money goes through, in process for the
 * in-house games (`PamPort`) and over signed HTTP for outside providers.
 */
export { catalogueRoutes, type CatalogueRoutesDeps } from './catalogue.routes.ts';
export { maskCustomerName } from './catalogue.service.ts';
export { gamesModule, type GamesModuleDeps } from './games.module.ts';
export {
  createProviderWallet,
  type ProviderWalletDeps,
} from './provider-wallet/provider-wallet.service.ts';
export { originalsProviderCode, type PamCaller, type PamPort } from './provider-wallet/pam-port.ts';
export {
  minorToPamAmount,
  pamAmountToMinor,
  playMoneyDecimals,
  playMoneyUnit,
  unitDecimals,
} from './provider-wallet/pam-amounts.ts';
export {
  providerApiToken,
  providerSigningSecret,
  signRequestBody,
  type ProviderIdentity,
} from './provider-wallet/pam-credentials.ts';
export { betRefusals } from './provider-wallet/pam-withdraw.ts';
