// Screenshots of the shell for a look by eye, at desktop and phone widths.
//   node apps/web/scripts/screenshot-shell.mjs [baseUrl] [outDir]
// baseUrl: a running server with a fresh build (default http://localhost:3000).
// Endpoints the server does not answer yet (404) get a small stand-in answer, so the shell
// can be judged before every module lands; the log says which were stood in for.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../../scripts/find-chromium.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = path.resolve(process.argv[3] ?? '/tmp/lobby-shell-shots');
fs.mkdirSync(outDir, { recursive: true });

const vendor = (vassalage, displayName, gameType, gameCount, sort) => ({
  vassalage,
  displayName,
  gameType,
  iconUrl: `/missing/${vassalage}.png`,
  isGame: gameType === 'RNG' || gameType === 'FISH' ? 'VASSALAGE' : 'GAME',
  isMaintenance: vassalage === 'KY',
  gameCount,
  sort,
});
const standIns = {
  '/lgw/games/game_menus': [
    {
      gameType: 'RNG',
      title: 'Slots',
      vendors: [
        vendor('PG', 'PG Soft', 'RNG', 6, 1),
        vendor('JILI', 'JILI', 'RNG', 5, 2),
        vendor('PP', 'Pragmatic Play', 'RNG', 4, 3),
      ],
    },
    { gameType: 'LIVE', title: 'Live', vendors: [vendor('EVO', 'Evolution', 'LIVE', 3, 4)] },
    { gameType: 'FISH', title: 'Fishing', vendors: [vendor('JDB', 'JDB', 'FISH', 2, 5)] },
    { gameType: 'PVP', title: 'Poker', vendors: [vendor('KY', 'Kaiyuan', 'PVP', 2, 6)] },
    {
      gameType: 'SPORTS',
      title: 'Sports',
      vendors: [vendor('SABA', 'SABA Sports', 'SPORTS', 1, 7)],
    },
    {
      gameType: 'ESPORTS',
      title: 'E-sports',
      vendors: [vendor('IA', 'IA E-sports', 'ESPORTS', 1, 8)],
    },
    {
      gameType: 'LOTT',
      title: 'Lottery',
      vendors: [vendor('TCG_LOTTO_VN', 'VN Lotto', 'LOTT', 1, 9)],
    },
  ],
  '/wps/content/banners': [],
  '/wps/content/notices': { banners: [], notices: [], popup: [], promotion: [] },
  '/wps/content/announcements': [],
  '/lgw/games/winners': [],
  '/lgw/games': { content: [], pageNum: 1, pageSize: 20, totalPages: 0, totalCount: 0 },
};
const stoodIn = new Set();

const executablePath = findChromium();
if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});

async function shoot(name, pathname, viewport, prepare, status) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-US' });
  // a returning visitor: disclaimer accepted, popups closed
  await context.addInitScript(`
    sessionStorage.setItem('disclaimerAccept', 'true');
    sessionStorage.setItem('anonymous-popup-closed', 'true');
  `);
  await context.route(/\/(wps|lgw)\//, async (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (status && pathname === '/wps/system/status') {
      return route.fulfill({ json: { success: true, value: status } });
    }
    const response = await route.fetch();
    if (response.status() === 404 && pathname in standIns) {
      stoodIn.add(pathname);
      return route.fulfill({ json: { success: true, value: standIns[pathname] } });
    }
    return route.fulfill({ response });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${name}] page error:`, error.message));
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
  if (prepare) {
    await prepare(page);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(300);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  console.log(file);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 360, height: 740 };
await shoot('home-1280', '/', desktop);
await shoot('home-360', '/', phone);
await shoot('drawer-360', '/', phone, (page) =>
  page.getByRole('button', { name: 'Menu', exact: true }).click(),
);
await shoot('nav-hover-1280', '/', desktop, (page) =>
  page.getByTestId('top-nav').getByRole('link', { name: 'Slots' }).hover(),
);
await shoot('rng-1280', '/rng?vassalage=PG', desktop);
await shoot('promotions-360', '/promotions', phone);
await shoot('member-guest-1280', '/member', desktop);
await shoot('agent-1280', '/agent', desktop);
await shoot('not-found-1280', '/nowhere', desktop);
await shoot('thai-1280', '/pointMall', desktop, async (page) => {
  await page.getByTestId('language-select').selectOption('th');
});
const closed = { ip: '203.0.113.7', country: 'US', maintenanceUntil: null };
await shoot('maintenance-1280', '/', desktop, undefined, {
  ...closed,
  status: 1,
  maintenanceUntil: '2030-01-01T12:00:00Z',
});
await shoot('restricted-360', '/', phone, undefined, { ...closed, status: 2 });
await browser.close();
if (stoodIn.size > 0) console.log(`stood in for: ${[...stoodIn].join(', ')}`);
