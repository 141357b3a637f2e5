// @vitest-environment node
import { expect, it } from 'vitest';
import { firstLoadChunks, lazyAreaLeaks, type BundleChunk } from './first-load-guard-plugin.ts';
import { lazyAreas } from './lazy-areas.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): BundleChunk => ({
  type: 'chunk',
  fileName,
  isEntry: fileName.startsWith('index'),
  imports,
  moduleIds,
});

const shell = '/repo/apps/web/src/features/layout/components/site-header.tsx';
const agentCentre = '/repo/apps/web/src/features/agent-centre/agent-centre-page.tsx';
const lotteryPage = '/repo/apps/web/src/features/pages/lottery-page.tsx';

it('follows the static imports of the entries, not the lazy chunks', () => {
  const bundle = {
    'index.js': chunk('index.js', ['/repo/apps/web/src/main.tsx'], ['app.js']),
    'app.js': chunk('app.js', [shell], ['runtime.js']),
    'runtime.js': chunk('runtime.js', ['/repo/node_modules/react/index.js']),
    'agent.js': chunk('agent.js', [agentCentre], ['app.js']),
    'app.css': { type: 'asset' as const },
  };
  expect(firstLoadChunks(bundle).map((c) => c.fileName)).toEqual([
    'index.js',
    'app.js',
    'runtime.js',
  ]);
  expect(lazyAreaLeaks(bundle, lazyAreas)).toEqual([]);
});

it('names each lazy-area module a first-load chunk holds', () => {
  const bundle = {
    'index.js': chunk('index.js', ['/repo/apps/web/src/main.tsx'], ['app.js']),
    'app.js': chunk('app.js', [shell, agentCentre, lotteryPage]),
  };
  expect(lazyAreaLeaks(bundle, lazyAreas)).toEqual([
    `app.js: ${agentCentre}`,
    `app.js: ${lotteryPage}`,
  ]);
});

it('covers the later areas and the member centre, not the shell', () => {
  const src = '/repo/apps/web/src';
  for (const id of [
    `${src}/features/rewards/rewards-page.tsx`,
    `${src}/features/sportsbook/bet-slip.tsx`,
    `${src}/features/lottery/draw.ts`,
    `${src}/features/agent/team.ts`,
    `${src}/features/bets/betting-record-page.tsx`,
    `${src}/play/mount-play.tsx`,
    `${src}/app/member-center-route.tsx`,
  ])
    expect(
      lazyAreas.some((area) => area.test(id)),
      id,
    ).toBe(true);
  for (const id of [shell, `${src}/features/wallet/api/get-balance.ts`, `${src}/app/routes.tsx`])
    expect(
      lazyAreas.some((area) => area.test(id)),
      id,
    ).toBe(false);
});
