// `npm run bench:sockets` (issue 15, "Measured"): BENCH_SOCKETS websocket clients (default
// 10,000) on one Lobby instance on this machine, loopback only. The server runs in a child
// process (bench/support/socket-bench-server.ts) so its memory is its own; this process holds
// the clients. Prints, asserts nothing:
//   - memory of the server per open member socket (RSS and heap after a full collection,
//     before and after the sockets open);
//   - the time from a balance change (a real wallet posting: a finance operator's manual
//     adjustment through the operator API) to the member's `balance_changed` on its socket,
//     p50 / p95 / p99 / max, with BENCH_BASELINE sockets open (default 100) and then with all
//     of them: the comparison in the same run;
//   - how long the sockets took to open.
// Each client connects from its own loopback address (127.0.x.y): the member channel's upgrade
// budget is per IP. Each process needs about BENCH_SOCKETS file descriptors: run it where
// `ulimit -n` is above BENCH_SOCKETS + 1,000 (20,000 on the reference machine; raise it in
// the shell with `ulimit -n 20000` first if it is lower).
//   BENCH_DATABASE_URL (PostgreSQL instead of embedded PGlite), BENCH_EVENTS (default 1,000),
//   BENCH_IN_FLIGHT (postings at a time, default 4).
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { ServerAnswer, ServerRequest } from './support/socket-bench-server.ts';
import { describeMachine, fixed, grouped, renderTable } from './support/report-format.ts';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return Math.round(value);
};
const socketCount = numberFrom('BENCH_SOCKETS', 10_000);
const baselineCount = Math.min(socketCount, numberFrom('BENCH_BASELINE', 100));
const eventCount = numberFrom('BENCH_EVENTS', 1_000);
const inFlight = numberFrom('BENCH_IN_FLIGHT', 4);
const openAtOnce = 200;
const targetP99Ms = 100;

interface Client {
  memberId: number;
  socket: WebSocket;
}

console.log(describeMachine());
const server = fork(fileURLToPath(new URL('./support/socket-bench-server.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env, BENCH_SOCKETS: String(socketCount) },
});
const answers = createAnswerReader(server);
const ready = await answers.next('ready');
if (ready.type !== 'ready') throw new Error('the server did not start');
console.log(`Server ready on port ${ready.port} with ${grouped(ready.members.length)} members.`);

const clients: Client[] = [];
const waiting = new Map<number, (at: number) => void>();

let started = performance.now();
await openClients(ready.members.slice(0, baselineCount));
const baseline = await measureLatency(clients.slice(0, baselineCount), Math.min(eventCount, 200));
// measured warm (the database and the routes have served the baseline), so the difference
// below is the sockets'
const memoryBefore = await askMemory();

started = performance.now();
await openClients(ready.members.slice(baselineCount));
const openSeconds = (performance.now() - started) / 1000;
const memoryAfter = await askMemory();
const loaded = await measureLatency(clients, eventCount);

const added = clients.length - baselineCount;
const perSocket = (field: 'rss' | 'heapUsed') =>
  added > 0 ? (memoryAfter[field] - memoryBefore[field]) / added : Number.NaN;
console.log(
  renderTable(
    [
      'server memory',
      `with ${grouped(baselineCount)} sockets`,
      `with ${grouped(clients.length)} sockets`,
      'per added socket',
    ],
    [
      ['RSS', mib(memoryBefore.rss), mib(memoryAfter.rss), kib(perSocket('rss'))],
      [
        'heap used',
        mib(memoryBefore.heapUsed),
        mib(memoryAfter.heapUsed),
        kib(perSocket('heapUsed')),
      ],
    ],
  ),
);
console.log(
  `Opened ${grouped(added)} sockets in ${fixed(openSeconds)} s ` +
    `(${grouped(added / openSeconds)} per second, ${openAtOnce} at a time).`,
);
console.log(
  renderTable(
    [
      'balance change → event',
      'sockets open',
      'events',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      `p99 < ${targetP99Ms} ms`,
    ],
    [baseline, loaded].map((row) => [
      row === baseline ? 'baseline' : 'all sockets',
      grouped(row.sockets),
      grouped(row.events),
      fixed(row.p50),
      fixed(row.p95),
      fixed(row.p99),
      fixed(row.max),
      row.p99 < targetP99Ms ? 'meets' : 'MISSES',
    ]),
  ),
);
if (!process.env.BENCH_DATABASE_URL) {
  console.log(
    "RSS includes embedded PGlite's memory, which grows and shrinks with the database's work: " +
      'set BENCH_DATABASE_URL for an RSS figure of the sockets alone; heap used is the sockets.',
  );
}
console.log('Figures are printed, not asserted.');
for (const client of clients) client.socket.terminate();
server.disconnect();
await once(server, 'exit');

/** Opens the members' sockets, `openAtOnce` at a time, each from its own loopback address. */
async function openClients(members: Array<{ memberId: number; token: string }>): Promise<void> {
  for (let first = 0; first < members.length; first += openAtOnce) {
    await Promise.all(members.slice(first, first + openAtOnce).map(openClient));
  }
}

function openClient(member: { memberId: number; token: string }): Promise<void> {
  const index = clients.length;
  // 127.0.1.1 … 127.0.250.250: at most one socket per address for 62,500 clients
  const localAddress = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
  const socket = new WebSocket(
    `ws://127.0.0.1:${ready.type === 'ready' ? ready.port : 0}/wps/ws?merchant=lotus`,
    ['lobby', member.token],
    { localAddress, headers: { host: 'sockets.bench.invalid' } },
  );
  clients.push({ memberId: member.memberId, socket });
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string };
      if (frame.type === 'welcome') resolve();
      if (frame.type === 'balance_changed') waiting.get(member.memberId)?.(performance.now());
    });
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
  });
}

/** Posts `events` balance changes to random open members and times each one to its event. */
async function measureLatency(open: Client[], events: number) {
  const times: number[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < events) {
      const id = next++;
      const client = open[Math.floor(Math.random() * open.length)]!;
      if (waiting.has(client.memberId)) continue;
      const heard = new Promise<number>((resolve) => waiting.set(client.memberId, resolve));
      const sent = performance.now();
      server.send({ type: 'credit', memberId: client.memberId, id } satisfies ServerRequest);
      const at = await heard;
      waiting.delete(client.memberId);
      times.push(at - sent);
      await answers.next('credited', id);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return {
    sockets: open.length,
    events: times.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: times.at(-1) ?? Number.NaN,
  };
}

async function askMemory() {
  server.send({ type: 'memory' } satisfies ServerRequest);
  const answer = await answers.next('memory');
  if (answer.type !== 'memory') throw new Error('no memory figure');
  return answer;
}

/** The child's answers, awaited by type (and by id for `credited`). */
function createAnswerReader(child: ChildProcess) {
  const pending: ServerAnswer[] = [];
  const waiters: Array<{
    matches: (answer: ServerAnswer) => boolean;
    resolve: (answer: ServerAnswer) => void;
  }> = [];
  child.on('message', (answer: ServerAnswer) => {
    const index = waiters.findIndex((waiter) => waiter.matches(answer));
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(answer);
    else pending.push(answer);
  });
  child.on('exit', (code) => {
    if (code) throw new Error(`the bench server exited with ${code}`);
  });
  return {
    next(type: ServerAnswer['type'], id?: number): Promise<ServerAnswer> {
      const matches = (answer: ServerAnswer) =>
        answer.type === type &&
        (id === undefined || (answer.type === 'credited' && answer.id === id));
      const index = pending.findIndex(matches);
      if (index >= 0) return Promise.resolve(pending.splice(index, 1)[0]!);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
  };
}

function mib(bytes: number): string {
  return `${fixed(bytes / 2 ** 20)} MiB`;
}

function kib(bytes: number): string {
  return `${fixed(bytes / 1024)} KiB`;
}
