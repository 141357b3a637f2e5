// `npm run bench:api`: requests per second and p99 latency of the home page's API calls,
// against a bare Fastify hello world measured in the same run. Prints figures; asserts nothing.
//   BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 3),
//   DATABASE_URL (optional).
import os from 'node:os';
import { createRequire } from 'node:module';
import autocannon, { type Result } from 'autocannon';
import { startHelloWorld, startLobby, type TargetServer } from './support/target-servers.ts';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Pairs (hello world, endpoint) measured per endpoint; the median pair is reported. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const warmUpSeconds = 2;
/** Throughput target of each Lobby call relative to hello world. */
const targetRatio = 0.5;

/** The calls a guest's home page makes (§2.2), plus the status call every page load makes. */
const lobbyEndpoints = [
  '/wps/system/status',
  '/wps/content/banners?groupName=w_home',
  '/wps/content/notices',
  '/lgw/games/game_menus',
  '/lgw/games?hot=1',
  '/lgw/games/winners',
  '/healthz',
];

interface Row {
  name: string;
  status: number;
  result: Result;
  /** Hello world's req/s measured right before this row, under the same machine load. */
  baseline: number;
}

/** Only loopback targets: this runner never loads anything beyond this machine. */
function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1' && hostname !== '::1' && hostname !== 'localhost')
    throw new Error(`refusing to load a non-loopback target: ${url}`);
}

async function measure(name: string, url: string): Promise<Omit<Row, 'baseline'>> {
  assertLoopback(url);
  const probe = await fetch(url);
  await probe.arrayBuffer();
  // the load runs in a worker thread so it does not share the server's event loop
  // the headers a browser sends: answers that are worth compressing come gzipped
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
  await autocannon({ url, headers, connections: 10, duration: warmUpSeconds, workers: 1 });
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: durationSeconds,
    workers: 1,
  });
  console.log(
    `  ${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
  );
  return { name, status: probe.status, result };
}

function formatTable(rows: Row[]): string {
  const header = [
    'endpoint',
    'HTTP',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'hello req/s',
    'vs hello',
  ];
  const lines = rows.map((row) => {
    const ratio = row.result.requests.average / row.baseline;
    const verdict = row.status >= 400 ? ' (error answer)' : ratio >= targetRatio ? '' : ' (< 0.5)';
    return [
      row.name,
      String(row.status),
      Math.round(row.result.requests.average).toLocaleString('en-US'),
      String(row.result.latency.p50),
      String(row.result.latency.p99),
      String(row.result.non2xx),
      String(row.result.errors + row.result.timeouts),
      Math.round(row.baseline).toLocaleString('en-US'),
      `${ratio.toFixed(2)}${verdict}`,
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const render = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [
    render(header),
    render(widths.map((width) => '-'.repeat(width))),
    ...lines.map(render),
  ].join('\n');
}

async function main(): Promise<void> {
  const require = createRequire(import.meta.url);
  const autocannonVersion = (require('autocannon/package.json') as { version: string }).version;
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, autocannon ${autocannonVersion}, ` +
      `${connections} connections, ${durationSeconds} s per measurement (+${warmUpSeconds} s warm-up), ` +
      `${rounds} rounds per endpoint`,
  );
  const servers: TargetServer[] = [];
  try {
    const hello = await startHelloWorld();
    servers.push(hello);
    const lobby = await startLobby(process.env.DATABASE_URL);
    servers.push(lobby);
    console.log(
      `targets: ${hello.description} at ${hello.baseUrl}; ${lobby.description} at ${lobby.baseUrl}`,
    );

    // on a small shared machine throughput drifts over minutes, so each endpoint is compared
    // with a hello-world measurement taken right before it rather than one taken at the start
    // and with several such pairs per endpoint, the pair of median ratio is the one reported
    const rows: Row[] = [];
    for (const endpoint of lobbyEndpoints) {
      const pairs: Row[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const helloRow = await measure('hello world (bare Fastify)', `${hello.baseUrl}/`);
        const row = await measure(`GET ${endpoint}`, `${lobby.baseUrl}${endpoint}`);
        pairs.push({ ...row, baseline: helloRow.result.requests.average });
      }
      const ratio = (pair: Row) => pair.result.requests.average / pair.baseline;
      pairs.sort((a, b) => ratio(a) - ratio(b));
      const median = pairs[Math.floor(pairs.length / 2)];
      if (median) rows.push(median);
    }

    console.log(`\n${formatTable(rows)}`);
    console.log(
      `\n"vs hello" is req/s relative to the hello world measured just before it; the target is ≥ ${targetRatio}.` +
        '\nAn endpoint answering 4xx/5xx is measured as it answers, and flagged.',
    );
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

await main();
