import type { sbFixtures, sbLimits, sbMarkets } from '../../db/schema/index.ts';

/** A selection with what placing a bet on it needs to know. */
export interface SelectionFacts {
  selectionId: number;
  code: string;
  odds: number;
  marketId: number;
  marketKind: (typeof sbMarkets.$inferSelect)['kind'];
  marketState: (typeof sbMarkets.$inferSelect)['state'];
  marketIsLive: boolean;
  lineQuarters: number | null;
  fixtureId: number;
  fixtureState: (typeof sbFixtures.$inferSelect)['state'];
  home: (typeof sbFixtures.$inferSelect)['home'];
  away: (typeof sbFixtures.$inferSelect)['away'];
  startsAt: Date;
  homeScore: number;
  awayScore: number;
  sportId: number;
  isEsports: boolean;
}

/** A limit row of the brand (docs/sportsbook.md "Limits"). */
export type LimitRow = typeof sbLimits.$inferSelect;
