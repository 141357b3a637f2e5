// `npm run bench:games`: (1) simulated slot spins per second per core through game-math's
// simulator path, beside the raw speed of the RNGs; (2) bets per second through the provider
// wallet API (PAM API over HTTP, the real app on PostgreSQL), beside the wallet bench's load
// (a) measured in the same run. Prints figures; asserts nothing.
//   BENCH_SPIN_SECONDS (s per slot, default 5), BENCH_DATABASE_URL (admin URL, default
//   postgres://postgres@127.0.0.1:5432/postgres), BENCH_CLIENTS (default 16), BENCH_DURATION
//   (s per HTTP or wallet measurement, default 8), BENCH_ROUNDS (default 3), BENCH_MEMBERS
//   (default 2000), BENCH_PROVIDER (SandboxRGS, which signs, or LobbyOriginals), BENCH_STAKE
//   (currency units per bet, default 1), BENCH_SKIP_SLOTS / BENCH_SKIP_WALLET_API (=1),
//   BENCH_CPU_PROFILE (a .cpuprofile path: round 1's bets are profiled; read it with
//   `npx tsx bench/cpu-profile.cli.ts <path>`), PAM_BATCH_LANES (the server's own
//   setting, for a comparison; 0 runs every bet and win alone, as before batching).
import { slotCodes, slotDefinitions } from '@lobby/game-math';
import { printSlotSection } from './support/slot-report.ts';
import { runProviderWalletBench } from './support/provider-wallet-bench.ts';
import { describeMachine } from './support/report-format.ts';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const slotSeconds = numberFrom('BENCH_SPIN_SECONDS', 5);
const providerCode = process.env.BENCH_PROVIDER ?? 'SandboxRGS';

console.log(describeMachine());
if (process.env.BENCH_SKIP_SLOTS !== '1') {
  printSlotSection(
    slotCodes.map((code) => slotDefinitions[code]),
    slotSeconds,
  );
}
if (process.env.BENCH_SKIP_WALLET_API !== '1') {
  await runProviderWalletBench({
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    clients: Math.round(numberFrom('BENCH_CLIENTS', 16)),
    seconds: numberFrom('BENCH_DURATION', 8),
    rounds: Math.round(numberFrom('BENCH_ROUNDS', 3)),
    memberCount: Math.round(numberFrom('BENCH_MEMBERS', 2000)),
    providerCode,
    stake: numberFrom('BENCH_STAKE', 1),
    ...(process.env.BENCH_CPU_PROFILE ? { cpuProfile: process.env.BENCH_CPU_PROFILE } : {}),
  });
}
console.log('Figures are printed, not asserted.');
