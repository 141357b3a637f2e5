// randomness, provably fair stream, statistics, slots (H1)
export * from './rng/random-source.ts';
export * from './rng/fast-random.ts';
export { sha256, sha256Hex, bytesToHex, utf8Bytes } from './fair/sha256.ts';
export * from './fair/hmac-sha256.ts';
export * from './fair/fair-random.ts';
export * from './stats/chi-square.ts';
export * from './stats/confidence-interval.ts';
export * from './slots/slot-types.ts';
export * from './slots/slot-definitions.ts';
export * from './slots/spin-slot.ts';
export * from './slots/exact-rtp.ts';
export * from './slots/slot-stake.ts';
export * from './slots/slot-simulator.ts';
export * from './slots/slot-fairness.ts';
// arcade and table games (H2)
export * from './cards/cards.ts';
export * from './crash/crash.ts';
export * from './dice/dice.ts';
export * from './mines/mines.ts';
export * from './plinko/plinko-tables.ts';
export * from './plinko/plinko.ts';
export * from './baccarat/baccarat.ts';
export * from './baccarat/baccarat-odds.ts';
export * from './roulette/roulette-spots.ts';
export * from './roulette/roulette.ts';
export * from './arcade/arcade-games.ts';
export * from './arcade/scaled-outcome.ts';
export * from './arcade/arcade-fairness.ts';
// cockfight pari-mutuel (issue 16)
export * from './cockfight/pari-mutuel.ts';
// Sandbox RGS prize wheel (H13)
export * from './wheel/prize-wheel.ts';
// activity draws: the lucky wheel (issue 14)
export * from './activities/weighted-draw.ts';
// in-house sportsbook pricing: margins, football and e-sports models, live engine (issue 16)
export * from './sportsbook-pricing/index.ts';
// lottery fast games (issue 17)
export * from './lottery/index.ts';
// Lobby's own sportsbook: odds formats and settlement (issue 16)
export * from './sportsbook/index.ts';
