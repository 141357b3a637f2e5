/**
 * Sportsbook pricing: the pure odds side of Lobby's in-house book (issue 16). No I/O, no
 * clock, no Math.random; every price is decimal odds (format conversion and settlement live
 * in ../sportsbook/). Models, data and formulas: docs/sportsbook-pricing.md.
 *
 * What the server calls:
 *
 * - `priceFootballFixture({ strength, margin, method, handicapLines?, totalLines? })`
 *   → `{ expectedGoals, rho, markets }`. `strength` is
 *   `{ model: shippedModels.football.dixonColes, home: 'Arsenal', away: 'Chelsea' }` (team
 *   names of the fitted model) or `{ expectedGoals: { home, away }, rho? }` for teams the
 *   model lacks. Markets: match-result, asian-handicap (quarter lines), over-under (quarter
 *   lines), correct-score, odd-even, first-half-result, first-half-over-under; each selection
 *   has `fairProbability`, `fairOdds` and `offeredOdds` (margin applied, rounded down to 0.01).
 * - `priceEsportsMatch({ teamA, teamB, ratings: shippedModels.esports.ratings, bestOf,
 *   margin, method })` → `{ mapProbability, markets }`: match-winner, map-handicap (±1.5,
 *   ±2.5), over-under total maps.
 * - `createLiveMatch({ seed, expectedGoals })` → a deterministic minute-by-minute timeline
 *   (goals, cards, half time, added time, full time); `liveStateAt(timeline, elapsed)` →
 *   score, period and the share of goals still to come; `priceLiveMatchAt(timeline, elapsed,
 *   { margin, method })` → that state and its live markets (`priceLiveFootball` for a real
 *   score and clock).
 * - `createLiveSeries({ seed, mapProbability, bestOf })` → a deterministic e-sports series
 *   (maps of 30–45 minutes); `seriesScoreAt(series, minutes)`; `priceLiveSeries({
 *   mapProbability, bestOf, score, margin, method })` → the live match-winner market.
 * - Margins on their own: `applyMargin` / `oddsWithMargin` (fair → offered),
 *   `removeMargin` (quoted odds → fair probabilities), methods 'multiplicative' | 'power' |
 *   'shin'; `overround(odds)`.
 * - Models: `shippedModels` (the fitted JSON), `fitFootballModel`, `expectedGoals`,
 *   `computeEloRatings`, `seriesWinProbability`, `mapHandicapProbability`, `scoreMatrix`.
 *
 * A market whose outcome is decided (an outcome under 0.01%, e.g. over 0.5 once a goal is in)
 * is left out of the list: the book suspends or settles it.
 */
export * from './margin.ts';
export * from './score-matrix.ts';
export * from './results-csv.ts';
export * from './football-fit.ts';
export * from './football-markets.ts';
export * from './football-pricing.ts';
export * from './esports-elo.ts';
export * from './live-match.ts';
export * from './live-pricing.ts';
export * from './shipped-models.ts';
export * from './esports-live.ts';
