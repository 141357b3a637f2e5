import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { GeoIpLookup } from '../platform/geoip.ts';
import type { CallbackDelivery } from '../platform/payments/callback-delivery.ts';
import type { TableClock } from '../modules/originals/index.ts';
import type { DrawResultsFeed, LotteryClock } from '../modules/lottery/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replaceable in tests; defaults to the shipped country database. */
  geoIp?: GeoIpLookup;
  /** How the sandbox gateway sends its callbacks; defaults to HTTP to PUBLIC_URL. */
  gatewayDelivery?: CallbackDelivery;
  /** The official draws' results feed; defaults to LOTTERY_RESULTS_FEED_URL's, or none. */
  drawResultsFeed?: DrawResultsFeed;
  /** Clocks the API tests hold; each defaults to the system clock. */
  clocks?: AppClocks;
}

/** The clocks of the timed games: tests move them instead of sleeping. */
export interface AppClocks {
  tables?: TableClock;
  lottery?: LotteryClock;
  /** The sportsbook's (live delay, abandonment window, round closing). */
  sportsbook?: () => Date;
}
