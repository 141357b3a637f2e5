/**
 * Lobby's own sportsbook: the in-house vendor of sports (LOBBYSB) and e-sports (LOBBYES),
 * with its money through the provider wallet like every game (docs/sportsbook.md).
 */
export {
  sportsbookModule,
  sportsbookJobs,
  type SportsbookModuleDeps,
} from './sportsbook.module.ts';
export { bookVendors } from './book-wallet.ts';
export { brandMarginOf } from './brand-margin.ts';
export { modelMarkets } from './model-pricing.ts';
export { simulatedMinuteMs } from './live-engine.ts';
