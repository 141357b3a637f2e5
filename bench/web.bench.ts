// `npm run bench:web`: Lighthouse (mobile profile) on Lobby's /index and on a bare React +
// React Router + TanStack Query + i18next app built and served the same way, in one run.
// Prints performance, accessibility, FCP, LCP, TBT, transfer size and the host's CPU index (medians)
// and Lobby's LCP against the bare stack's. Prints figures; asserts nothing.
//   BENCH_RUNS (Lighthouse runs per page, default 3), CHROMIUM_PATH (default /usr/bin/chromium),
//   BENCH_THROTTLING (simulate, Lighthouse's default and the measure; or devtools, the
//   browser itself slowed: see ThrottlingMethod)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'vite';
import {
  figuresOf,
  runLighthouse,
  type PageFigures,
  type ThrottlingMethod,
} from './support/lighthouse-runner.ts';
import {
  describeMachine,
  fixed,
  grouped,
  median,
  renderTable,
  verdict,
} from './support/report-format.ts';
import { startStaticApp } from './support/static-server.ts';
import { startLobby, type TargetServer } from './support/target-servers.ts';

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const throttling: ThrottlingMethod =
  process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const bareDir = path.resolve(import.meta.dirname, 'web-bare');

/** Issue 12's targets. */
const targets = { performance: 0.95, accessibility: 1, lcpRatio: 1.3 };

function buildLobbyWeb(): void {
  const result = spawnSync('npm', ['run', 'build', '-w', '@lobby/web'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the Lobby web build failed');
}

async function buildBareStack(): Promise<void> {
  await build({ configFile: path.join(bareDir, 'vite.config.ts') });
}

/** The median of each figure over the runs (each figure on its own). */
function medianFigures(all: PageFigures[]): PageFigures {
  const pick = (key: keyof PageFigures) => median(all.map((figures) => figures[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    transferBytes: pick('transferBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

function row(name: string, figures: PageFigures): string[] {
  return [
    name,
    fixed(figures.performance, 2),
    fixed(figures.accessibility, 2),
    grouped(figures.fcpMs),
    grouped(figures.lcpMs),
    grouped(figures.tbtMs),
    fixed(figures.transferBytes / 1024, 1),
    grouped(figures.benchmarkIndex),
  ];
}

async function main(): Promise<void> {
  console.log(describeMachine());
  console.log(`building the Lobby web app and the bare stack…`);
  buildLobbyWeb();
  await buildBareStack();
  const servers: TargetServer[] = [];
  try {
    // the page is measured as a phone loads it: the server's scheduled jobs (table rounds, the
    // simulated live matches, draws) run on the server's machine, not the phone's, so here they
    // are off rather than sharing the two cores with the browser under test (BENCH_JOBS=on
    // keeps them, as the bench ran until session 12)
    const lobby = await startLobby(undefined, {
      JOBS_ENABLED: process.env.BENCH_JOBS === 'on' ? 'true' : 'false',
    });
    servers.push(lobby);
    const bare = await startStaticApp(path.join(bareDir, 'dist'), 'the bare stack');
    servers.push(bare);
    const pages = [
      { name: 'bare stack /', url: `${bare.baseUrl}/` },
      { name: 'Lobby /index', url: `${lobby.baseUrl}/index` },
    ];
    const results = new Map<string, PageFigures[]>(pages.map((page) => [page.name, []]));
    // the pages take turns, so a change in the machine's load falls on both alike
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const figures = figuresOf(await runLighthouse(page.url, chromePath, throttling));
        results.get(page.name)?.push(figures);
        console.log(
          `  run ${run}/${runs} ${page.name}: performance ${fixed(figures.performance, 2)}, ` +
            `LCP ${grouped(figures.lcpMs)} ms, TBT ${grouped(figures.tbtMs)} ms, ` +
            `host CPU index ${grouped(figures.benchmarkIndex)}`,
        );
      }
    }
    const medians = pages.map((page) => ({
      name: page.name,
      figures: medianFigures(results.get(page.name) ?? []),
    }));
    console.log(
      `\nLighthouse ${runs} run(s) each, mobile profile, ${throttling} throttling, medians:`,
    );
    console.log(
      renderTable(
        ['page', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'transfer KiB', 'CPU index'],
        medians.map(({ name, figures }) => row(name, figures)),
      ),
    );
    const [bareFigures, lobbyFigures] = medians.map(({ figures }) => figures);
    if (!bareFigures || !lobbyFigures) return;
    const lcpRatio = lobbyFigures.lcpMs / bareFigures.lcpMs;
    console.log(
      [
        `Lobby performance ${fixed(lobbyFigures.performance, 2)}: ${verdict(lobbyFigures.performance, targets.performance)} >= ${targets.performance}`,
        `Lobby accessibility ${fixed(lobbyFigures.accessibility, 2)}: ${verdict(lobbyFigures.accessibility, targets.accessibility)} ${targets.accessibility}`,
        `LCP ratio Lobby / bare stack ${fixed(lcpRatio, 2)}: ${verdict(targets.lcpRatio, lcpRatio)} <= ${targets.lcpRatio}`,
      ].join('\n'),
    );
  } finally {
    for (const server of servers.reverse()) await server.close();
  }
}

await main();
