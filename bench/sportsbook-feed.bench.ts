// `npm run bench:sportsbook-feed` (issue 16, "Measured"): the book's odds fan-out to
// BENCH_SOCKETS websocket clients (default 10,000) of GET /wps/sportsbook/ws on one Lobby
// instance, loopback only. The server runs in a child process (support/sportsbook-feed-server.ts);
// this process holds the clients, each subscribed to the whole book. A price change is an
// operator's odds edit through the trading API (database write, odds history row, the feed's
// publish, coalesced over its 100 ms window, then the socket fan-out); the time is from asking
// for it to each client's receipt of the `odds` message, p50 / p95 / p99 / max over every
// (change, client) pair, and the same from the feed's publish. The comparison in the same run: BENCH_BASELINE clients (default
// 1,000) first, then all of them. Prints, asserts nothing. Needs `ulimit -n` above
// BENCH_SOCKETS + 1,000. BENCH_CHANGES (default 40), BENCH_DATABASE_URL (PostgreSQL).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { sportsbookPaths, sportsbookSocketProtocol } from '@lobby/contracts';
import type { FeedServerAnswer, FeedServerRequest } from './support/sportsbook-feed-server.ts';
import { describeMachine, fixed, grouped, renderTable } from './support/report-format.ts';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return Math.round(value);
};
const socketCount = numberFrom('BENCH_SOCKETS', 10_000);
const baselineCount = Math.min(socketCount, numberFrom('BENCH_BASELINE', 1_000));
const changeCount = numberFrom('BENCH_CHANGES', 40);
const openAtOnce = 200;
const targetP99Ms = 200;
/** The feed's coalescing window (apps/server/src/modules/sportsbook/odds-feed.ts). */
const feedWindowMs = 100;

console.log(describeMachine());
const server = fork(
  fileURLToPath(new URL('./support/sportsbook-feed-server.ts', import.meta.url)),
  { execArgv: ['--import', 'tsx'], env: process.env },
);
const answers: FeedServerAnswer[] = [];
const wake = new Set<() => void>();
server.on('message', (answer: FeedServerAnswer) => {
  answers.push(answer);
  for (const w of wake) w();
});
async function answer<T extends FeedServerAnswer['type']>(
  type: T,
  id?: number,
): Promise<Extract<FeedServerAnswer, { type: T }>> {
  for (;;) {
    const index = answers.findIndex(
      (a) => a.type === type && (id === undefined || (a.type === 'priced' && a.id === id)),
    );
    if (index >= 0) return answers.splice(index, 1)[0] as Extract<FeedServerAnswer, { type: T }>;
    await new Promise<void>((resolve) => {
      const w = () => {
        wake.delete(w);
        resolve();
      };
      wake.add(w);
    });
  }
}
const ready = await answer('ready');
console.log(`Server ready on port ${ready.port}; selection ${ready.selectionId} moves.`);

const sockets: WebSocket[] = [];
/** Receipt times of the change in flight, by its odds value. */
let inFlight: { marker: string; times: number[]; done: () => void; expected: number } | undefined;

function openClient(index: number): Promise<void> {
  // 127.0.1.1 … : one socket per loopback address (the read budget is per IP)
  const localAddress = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
  const socket = new WebSocket(
    `ws://127.0.0.1:${ready.port}${sportsbookPaths.socket}?merchant=lotus`,
    [sportsbookSocketProtocol],
    { localAddress, headers: { host: 'sockets.bench.invalid' } },
  );
  sockets.push(socket);
  socket.on('message', (data) => {
    const at = performance.now();
    // a string test, not JSON.parse: the clients' own work stays out of the figure
    if (!inFlight || !String(data).includes(inFlight.marker)) return;
    inFlight.times.push(at);
    if (inFlight.times.length === inFlight.expected) inFlight.done();
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
}

async function openClients(upTo: number): Promise<void> {
  while (sockets.length < upTo) {
    const batch = Math.min(openAtOnce, upTo - sockets.length);
    await Promise.all(Array.from({ length: batch }, () => openClient(sockets.length)));
  }
}

let nextOdds = 1900;
async function measure(changes: number) {
  const latencies: number[] = [];
  const fanOut: number[] = [];
  let missed = 0;
  for (let id = 0; id < changes; id += 1) {
    nextOdds = nextOdds === 1900 ? 1950 : 1900;
    const odds = nextOdds;
    const times: number[] = [];
    const all = new Promise<void>((resolve) => {
      inFlight = {
        marker: `{"id":${ready.selectionId},"odds":${odds}}`,
        times,
        done: resolve,
        expected: sockets.length,
      };
    });
    const sent = performance.now();
    server.send({ type: 'price', id, odds } satisfies FeedServerRequest);
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const priced = await answer('priced', id);
    if (priced.status !== 200) throw new Error(`the odds edit answered ${priced.status}`);
    missed += sockets.length - times.length;
    const publishedAt = priced.endedAt - performance.timeOrigin + feedWindowMs;
    for (const at of times) {
      latencies.push(at - sent);
      fanOut.push(Math.max(0, at - publishedAt));
    }
    inFlight = undefined;
  }
  const figures = (values: number[]) => {
    values.sort((a, b) => a - b);
    const at = (share: number) =>
      values[Math.min(values.length - 1, Math.floor(share * values.length))]!;
    return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: values.at(-1) ?? Number.NaN };
  };
  return {
    sockets: sockets.length,
    receipts: latencies.length,
    missed,
    edit: figures(latencies),
    publish: figures(fanOut),
  };
}

let started = performance.now();
await openClients(baselineCount);
// one change first, not counted: the routes and the database warm up
await measure(1);
const baseline = await measure(changeCount);
started = performance.now();
await openClients(socketCount);
const openSeconds = (performance.now() - started) / 1000;
const loaded = await measure(changeCount);

console.log(
  `Opened ${grouped(socketCount - baselineCount)} more sockets in ${fixed(openSeconds)} s.`,
);
const rowsOf = (from: 'edit' | 'publish') =>
  [baseline, loaded].map((row) => [
    `${row === baseline ? 'baseline' : 'all clients'}, from the ${from}`,
    grouped(row.sockets),
    grouped(row.receipts),
    grouped(row.missed),
    fixed(row[from].p50),
    fixed(row[from].p95),
    fixed(row[from].p99),
    fixed(row[from].max),
    row[from].p99 < targetP99Ms ? 'meets' : 'MISSES',
  ]);
console.log(
  renderTable(
    [
      'price change → odds message',
      'clients',
      'receipts',
      'missed',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      `p99 < ${targetP99Ms} ms`,
    ],
    [...rowsOf('edit'), ...rowsOf('publish')],
  ),
);
console.log(
  'From the edit: the operator call (database write, history row), the 100 ms coalescing ' +
    'window and the fan-out. From the publish: from the end of the call + 100 ms (the ' +
    'moment the feed publishes) to receipt. Figures are printed, not asserted.',
);
for (const socket of sockets) socket.terminate();
server.disconnect();
await once(server, 'exit');
