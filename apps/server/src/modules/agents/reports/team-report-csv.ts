import type { TeamMemberRow } from '@lobby/contracts';
import type { CsvColumn } from './csv-text.ts';

/** A column named by the JSON field it copies (stable keys; the web translates headers). */
const field = <K extends keyof TeamMemberRow>(key: K): CsvColumn<TeamMemberRow> => ({
  header: key,
  cell: (row) => row[key],
});

const who = [field('account'), field('depth'), field('isAgent')];

/** Team betting's columns. */
export const teamBettingColumns = [
  ...who,
  ...(['betCount', 'betAmount', 'validBet', 'payout', 'profitLoss'] as const).map(field),
];

/** User profit and loss (palStatementsAgentCopy) columns. */
export const teamProfitLossColumns = [
  ...who,
  ...(
    [
      'betAmount',
      'validBet',
      'payout',
      'profitLoss',
      'depositCount',
      'depositAmount',
      'withdrawalCount',
      'withdrawalAmount',
    ] as const
  ).map(field),
];
