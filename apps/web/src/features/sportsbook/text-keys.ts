import type { NamedSystem } from '@lobby/game-math';
import type {
  SportsBetKind,
  SportsBetState,
  SportsLegOutcome,
  SportsMarketKind,
  SportsMarketState,
  SportsOddsChangeSetting,
  SportsOddsFormat,
} from '@lobby/contracts';
import type { BookTab } from './book-params.ts';
import type { FixtureView } from './api/sportsbook-catalogue.ts';

// Text keys (namespace sportsbook) of each value the book sends, named in full.

export const tabKeys: Record<BookTab, string> = {
  live: 'tab.live',
  today: 'tab.today',
  early: 'tab.early',
  outrights: 'tab.outrights',
  results: 'tab.results',
  bets: 'tab.bets',
};

export const emptyKeys: Record<FixtureView, string> = {
  live: 'empty.live',
  today: 'empty.today',
  early: 'empty.early',
  outrights: 'empty.outrights',
};

export const marketKeys: Record<SportsMarketKind, string> = {
  match_1x2: 'market.match_1x2',
  handicap: 'market.handicap',
  over_under: 'market.over_under',
  odd_even: 'market.odd_even',
  correct_score: 'market.correct_score',
  match_winner: 'market.match_winner',
  map_handicap: 'market.map_handicap',
  outright: 'market.outright',
};

export const marketStateKeys: Record<SportsMarketState, string> = {
  active: 'marketState.active',
  suspended: 'marketState.suspended',
  closed: 'marketState.closed',
  settled: 'marketState.settled',
  cancelled: 'marketState.cancelled',
};

/** Selection codes the book names itself (teams come from the fixture). */
export const pickKeys: Record<string, string> = {
  draw: 'pick.draw',
  over: 'pick.over',
  under: 'pick.under',
  odd: 'pick.odd',
  even: 'pick.even',
};

export const shortKeys: Record<string, string> = {
  home: 'short.home',
  draw: 'short.draw',
  away: 'short.away',
  over: 'short.over',
  under: 'short.under',
};

export const formatKeys: Record<SportsOddsFormat, string> = {
  decimal: 'format.decimal',
  hk: 'format.hk',
  malay: 'format.malay',
  indo: 'format.indo',
  us: 'format.us',
};

export const oddsChangeKeys: Record<SportsOddsChangeSetting, string> = {
  reject: 'oddsChange.reject',
  accept_higher: 'oddsChange.accept_higher',
  accept_any: 'oddsChange.accept_any',
};

export const kindKeys: Record<SportsBetKind, string> = {
  single: 'kind.single',
  parlay: 'kind.parlay',
  system: 'kind.system',
};

export const systemKeys: Record<NamedSystem, string> = {
  trixie: 'system.trixie',
  yankee: 'system.yankee',
  lucky15: 'system.lucky15',
  heinz: 'system.heinz',
};

export const receiptKeys: Record<SportsBetState, string> = {
  pending: 'receipt.pending',
  open: 'receipt.open',
  rejected: 'receipt.rejected',
  settled: 'receipt.settled',
  cashed_out: 'receipt.cashed_out',
  void: 'receipt.void',
};

export const betStateKeys: Record<SportsBetState, string> = {
  pending: 'betState.pending',
  open: 'betState.open',
  rejected: 'betState.rejected',
  settled: 'betState.settled',
  cashed_out: 'betState.cashed_out',
  void: 'betState.void',
};

export const outcomeKeys: Record<SportsLegOutcome, string> = {
  win: 'outcome.win',
  lose: 'outcome.lose',
  void: 'outcome.void',
  half_win: 'outcome.half_win',
  half_lose: 'outcome.half_lose',
};

export const recordKeys = { open: 'record.open', settled: 'record.settled' } as const;
