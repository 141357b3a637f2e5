import type { AgentIncomeRow, SettlementItem } from '@lobby/contracts';
import type { CsvColumn } from '../reports/csv-text.ts';

/** Columns named by the JSON fields they copy (stable keys; the web translates headers). */
const fieldsOf = <Row>(keys: readonly (keyof Row & string)[]): CsvColumn<Row>[] =>
  keys.map((key) => ({ header: key, cell: (row: Row) => row[key] as string | number }));

/** How the CSVs name the house as a payer (brackets: no username has them). */
export const houseName = '(house)';

/** The payer cell: a username, or the house for a house contract. */
const payerColumn: CsvColumn<SettlementItem> = {
  header: 'payer',
  cell: (row) => row.payer ?? houseName,
};

export const settlementItemColumns: CsvColumn<SettlementItem>[] = [
  ...fieldsOf<SettlementItem>(['localFrom', 'localTo', 'periodStart', 'holder']),
  payerColumn,
  ...fieldsOf<SettlementItem>([
    'teamValidBet',
    'teamNetLoss',
    'activeMembers',
    'carryIn',
    'base',
    'rate',
    'amount',
    'paid',
    'owed',
    'state',
  ]),
];

export const agentIncomeColumns = fieldsOf<AgentIncomeRow>([
  'kind',
  'localFrom',
  'localTo',
  'ownAmount',
  'ownPaid',
  'ownOwed',
  'dueToDownlines',
  'downlinesPaid',
  'downlinesOwed',
  'remainder',
]);
