/**
 * Lobby Originals' public face: the in-house game vendor as one module. Everything it does
 * with players and money goes through the games module's provider wallet. Its player
 * authentication and wallet are lent to the other in-house products (cockfight), each as a
 * provider of its own.
 */
export { originalsModule, type OriginalsModuleDeps } from './originals.module.ts';
export type { TableClock } from './tables/table-clock.ts';
// the in-house vendors share these: players by their game session, money through the provider
// wallet as provider LobbyOriginals, sealed session tokens for settlement (modules/sportsbook)
export { createPlayerAuth, type Player, type PlayerAuth } from './player-auth.ts';
export {
  createOriginalsWallet,
  type OriginalsWallet,
  type WalletLeg,
  type WalletPlayer,
} from './originals-wallet.ts';
