/**
 * The public face of `bets` (a lazy area): the betting record's query, for the member centre
 * landing's recent bets. Its pages are reached through lazy routes only (member-center-route).
 */
export { useBetRecords } from './api/get-bet-records.ts';
