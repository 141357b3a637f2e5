import { fixed, grouped, median, renderTable } from './report-format.ts';
import type { PgbenchResult } from './pgbench-runner.ts';
import { percentile, type LoadResult } from './wallet-load.ts';

/** One round: bets through the PAM API over HTTP, and the wallet bench's load (a). */
export interface WalletApiRound {
  /** A transaction of this load is one bet round (WITHDRAW + DEPOSIT). */
  load: LoadResult;
  /** Latencies (ms) of each call of the bets completed in the window. */
  calls: { withdraw: number[]; deposit: number[] };
  wallet: LoadResult;
  /** `pgbench -N` on the same server, in the same round. */
  pgbench: PgbenchResult;
}

interface RoundFigures {
  bets: number;
  calls: number;
  betP50: number;
  betP99: number;
  withdrawP50: number;
  withdrawP99: number;
  depositP50: number;
  depositP99: number;
  walletTps: number;
  walletP50: number;
  walletP99: number;
  ratio: number;
  pgbenchTps: number;
  pgbenchP50: number;
  pgbenchP99: number;
  /** bets/s ÷ pgbench -N tx/s. */
  pgbenchShare: number;
  statementsPerBet: number | null;
  cpuPerBet: number;
  databaseCpuPerBet: number | null;
  statementsPerTransfer: number | null;
  cpuPerTransfer: number;
  databaseCpuPerTransfer: number | null;
}

function figuresOf(round: WalletApiRound): RoundFigures {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const withdraw = sorted(round.calls.withdraw);
  const deposit = sorted(round.calls.deposit);
  return {
    bets: round.load.tps,
    calls: round.load.tps * 2,
    betP50: round.load.p50,
    betP99: round.load.p99,
    withdrawP50: percentile(withdraw, 0.5),
    withdrawP99: percentile(withdraw, 0.99),
    depositP50: percentile(deposit, 0.5),
    depositP99: percentile(deposit, 0.99),
    walletTps: round.wallet.tps,
    walletP50: round.wallet.p50,
    walletP99: round.wallet.p99,
    ratio: round.load.tps / round.wallet.tps,
    pgbenchTps: round.pgbench.tps,
    pgbenchP50: round.pgbench.p50,
    pgbenchP99: round.pgbench.p99,
    pgbenchShare: round.load.tps / round.pgbench.tps,
    statementsPerBet: round.load.roundTripsPerTransaction,
    cpuPerBet: round.load.cpuPerTransaction,
    databaseCpuPerBet: round.load.databaseCpuPerTransaction,
    statementsPerTransfer: round.wallet.roundTripsPerTransaction,
    cpuPerTransfer: round.wallet.cpuPerTransaction,
    databaseCpuPerTransfer: round.wallet.databaseCpuPerTransaction,
  };
}

function failures(name: string, load: LoadResult): string {
  return load.errors ? `\n   ${name}: ${load.errors} failed, first: ${load.firstError}` : '';
}

const tableHeader = [
  'round',
  'bets/s',
  'PAM calls/s',
  'bet p50 ms',
  'bet p99 ms',
  'WITHDRAW p50/p99',
  'DEPOSIT p50/p99',
  'wallet (a) tps',
  '(a) p50/p99 ms',
  'bets/s ÷ (a)',
  'pgbench -N tps',
  'pgbench p50/p99 ms',
  'bets/s ÷ pgbench',
];

function lineOf(label: string, f: RoundFigures): string[] {
  return [
    label,
    grouped(f.bets),
    grouped(f.calls),
    fixed(f.betP50, 2),
    fixed(f.betP99, 2),
    `${fixed(f.withdrawP50, 2)} / ${fixed(f.withdrawP99, 2)}`,
    `${fixed(f.depositP50, 2)} / ${fixed(f.depositP99, 2)}`,
    grouped(f.walletTps),
    `${fixed(f.walletP50, 2)} / ${fixed(f.walletP99, 2)}`,
    fixed(f.ratio, 2),
    grouped(f.pgbenchTps),
    `${fixed(f.pgbenchP50, 2)} / ${fixed(f.pgbenchP99, 2)}`,
    fixed(f.pgbenchShare, 2),
  ];
}

/**
 * With `round`: one line on the round just measured. Without: the table of every round and
 * the median of each column (ratios are taken within a round, under the same machine load).
 * Answers the bets/s ÷ pgbench -N share printed (the round's, or the median).
 */
export function printWalletApiResults(rounds: WalletApiRound[], round?: number): number {
  const all = rounds.map(figuresOf);
  if (round !== undefined) {
    const [last] = all;
    const [raw] = rounds;
    if (!last || !raw) return Number.NaN;
    console.log(
      `   round ${round}: ${grouped(last.bets)} bets/s (p50 ${fixed(last.betP50, 2)} ms, ` +
        `p99 ${fixed(last.betP99, 2)} ms); wallet (a) ${grouped(last.walletTps)} tps ` +
        `(p50 ${fixed(last.walletP50, 2)} ms, p99 ${fixed(last.walletP99, 2)} ms); ` +
        `pgbench -N ${grouped(last.pgbenchTps)} tps; bets/s ÷ pgbench ${fixed(last.pgbenchShare, 2)}` +
        failures('bets', raw.load) +
        failures('wallet (a)', raw.wallet),
    );
    return last.pgbenchShare;
  }
  const pick = (key: keyof RoundFigures) => median(all.map((f) => f[key] ?? Number.NaN));
  const medians: RoundFigures = {
    bets: pick('bets'),
    calls: pick('calls'),
    betP50: pick('betP50'),
    betP99: pick('betP99'),
    withdrawP50: pick('withdrawP50'),
    withdrawP99: pick('withdrawP99'),
    depositP50: pick('depositP50'),
    depositP99: pick('depositP99'),
    walletTps: pick('walletTps'),
    walletP50: pick('walletP50'),
    walletP99: pick('walletP99'),
    ratio: pick('ratio'),
    pgbenchTps: pick('pgbenchTps'),
    pgbenchP50: pick('pgbenchP50'),
    pgbenchP99: pick('pgbenchP99'),
    pgbenchShare: pick('pgbenchShare'),
    statementsPerBet: pick('statementsPerBet'),
    cpuPerBet: pick('cpuPerBet'),
    databaseCpuPerBet: pick('databaseCpuPerBet'),
    statementsPerTransfer: pick('statementsPerTransfer'),
    cpuPerTransfer: pick('cpuPerTransfer'),
    databaseCpuPerTransfer: pick('databaseCpuPerTransfer'),
  };
  const lines = all.map((f, index) => lineOf(String(index + 1), f));
  lines.push(lineOf('median', medians));
  console.log(`\n${renderTable(tableHeader, lines)}`);
  console.log(
    `Median: ${grouped(medians.bets)} bets/s = ${grouped(medians.calls)} PAM calls/s over HTTP, ` +
      `${fixed(medians.ratio, 2)} × the wallet service's member → member transfers ` +
      `(${grouped(medians.walletTps)} tps, no HTTP, one ledger movement each), ` +
      `${fixed(medians.pgbenchShare, 2)} × pgbench -N (${grouped(medians.pgbenchTps)} tps); ` +
      `bet p50 ${fixed(medians.betP50, 2)} ms, p99 ${fixed(medians.betP99, 2)} ms.`,
  );
  console.log(
    renderTable(
      ['cost per operation (medians)', 'SQL statements', 'Node CPU ms', 'database CPU ms'],
      [
        [
          'bet (2 PAM calls over HTTP, server + load generator)',
          fixed(medians.statementsPerBet, 1),
          fixed(medians.cpuPerBet, 2),
          fixed(medians.databaseCpuPerBet, 2),
        ],
        [
          'wallet (a) transfer (wallet service, in process)',
          fixed(medians.statementsPerTransfer, 1),
          fixed(medians.cpuPerTransfer, 2),
          fixed(medians.databaseCpuPerTransfer, 2),
        ],
      ],
    ),
  );
  return medians.pgbenchShare;
}
