import { readFileSync } from 'node:fs';

/** The text of a shipped data file (tests and scripts only: the engines do no I/O). */
export function readShippedData(name: string): string {
  return readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8');
}

/** The shipped football seasons, oldest first. */
export const shippedFootballFiles = ['premier-league-2022-23.csv', 'premier-league-2023-24.csv'];
