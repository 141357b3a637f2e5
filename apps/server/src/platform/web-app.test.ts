import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';

/** A build as `npm run build` leaves it: each file with a .br and a .gz copy beside it. */
function writeBuiltFile(dist: string, name: string, content: string): void {
  const file = path.join(dist, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

const script = `export const greeting = '${'hello '.repeat(400)}';\n`;
const page = `<!doctype html><title>Lobby</title>${'<p>lobby</p>'.repeat(200)}`;

describe('the web app over the wire', () => {
  let ctx: TestContext;
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-web-'));

  beforeAll(async () => {
    writeBuiltFile(webDist, 'index.html', page);
    writeBuiltFile(webDist, 'assets/entry-Ab12Cd34.js', script);
    // a small file the build leaves uncompressed
    fs.writeFileSync(path.join(webDist, 'assets/tiny-Ef56Gh78.js'), 'export {};\n');
    ctx = await createTestApp({ config: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/entry-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip where brotli is not accepted', async () => {
    for (const accepted of ['gzip, deflate', 'br;q=0, gzip', '*']) {
      const res = await get('/assets/entry-Ab12Cd34.js', accepted);
      expect(res.headers['content-encoding'], accepted).toBe('gzip');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
    }
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const accepted of [undefined, 'identity']) {
      const res = await get('/assets/entry-Ab12Cd34.js', accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      // a shared cache must not hand this copy to a browser that accepts brotli
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(script);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/assets/tiny-Ef56Gh78.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('sends the page compressed for the root and every deep link, never cached unasked', async () => {
    for (const url of ['/', '/index', '/member?tab=wallet']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
    const plain = await get('/member');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('answers a missing asset with the 404 envelope, whatever the encoding', async () => {
    const res = await get('/assets/gone-Zz99Yy88.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('the home page’s first paint (first-paint.ts), written per brand', () => {
  const built =
    '<!doctype html><html><head><title>Lobby</title>' +
    '<link rel="stylesheet" href="/assets/index-Zz.css"></head><body><div id="root"></div></body></html>';
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-web-paint-'));
  let ctx: TestContext;
  let withOutbox: TestContext;

  beforeAll(async () => {
    writeBuiltFile(webDist, 'index.html', built);
    ctx = await createTestApp({ config: { WEB_DIST_DIR: webDist, DEV_OUTBOX: 'false' } });
    withOutbox = await createTestApp({ config: { WEB_DIST_DIR: webDist, DEV_OUTBOX: 'true' } });
  });
  afterAll(async () => {
    await ctx.close();
    await withOutbox.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  /** The page without the first answers' island (tested in its own describe below). */
  const withoutAnswers = (html: string) =>
    html.replace(/<script type="application\/json" id="first-answers">.*?<\/script>/s, '');

  const page = async (app: TestContext['app'], url: string) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body =
      res.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(res.rawPayload).toString()
        : res.headers['content-encoding'] === 'br'
          ? zlib.brotliDecompressSync(res.rawPayload).toString()
          : res.body;
    return withoutAnswers(body);
  };

  it('draws the brand’s first home banner and logo on the home paths', async () => {
    for (const url of ['/', '/index', '/INDEX', '/login', '/register?affiliateCode=X', '/help']) {
      const html = await page(ctx.app, url);
      expect(html, url).toContain('<div id="first-paint" aria-hidden="true">');
      expect(html, url).toContain('src="/demo/lotus/banners/home-welcome.svg"');
      expect(html, url).toContain('src="/demo/lotus/logo.svg"');
    }
  });

  it('writes small pictures of the build into the page, and only those', async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    fs.mkdirSync(path.join(webDist, 'demo/lotus/banners'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'demo/lotus/logo.svg'), logo);
    // the banner is too large to travel inside the page
    fs.writeFileSync(
      path.join(webDist, 'demo/lotus/banners/home-welcome.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(2000)}</svg>`,
    );
    try {
      const html = await page(ctx.app, '/index');
      expect(html).toContain(
        `src="data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}"`,
      );
      expect(html).toContain('src="/demo/lotus/banners/home-welcome.svg"');
    } finally {
      fs.rmSync(path.join(webDist, 'demo'), { recursive: true, force: true });
    }
  });

  it('leaves every other page as built', async () => {
    for (const url of ['/member', '/agentHome', '/rng']) {
      expect(await page(ctx.app, url), url).toBe(built);
    }
  });

  it('draws nothing while the brand is under maintenance or the dev outbox banner shows', async () => {
    expect(await page(withOutbox.app, '/index')).toBe(built);
    await ctx.database.db.execute(sql`update merchants set is_maintenance = true`);
    try {
      expect(await page(ctx.app, '/index')).toBe(built);
    } finally {
      await ctx.database.db.execute(sql`update merchants set is_maintenance = false`);
    }
  });

  it('draws nothing when the brand has no home banner', async () => {
    await ctx.database.db.execute(
      sql`update banners set is_active = false where group_name = 'w_home'`,
    );
    try {
      expect(await page(ctx.app, '/index')).toBe(built);
    } finally {
      await ctx.database.db.execute(
        sql`update banners set is_active = true where group_name = 'w_home'`,
      );
    }
  });
});

describe('the home page’s first answers (first-answers.ts), written per brand and language', () => {
  const built =
    '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>';
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-web-answers-'));
  let ctx: TestContext;

  beforeAll(async () => {
    writeBuiltFile(webDist, 'index.html', built);
    ctx = await createTestApp({ config: { WEB_DIST_DIR: webDist, DEV_OUTBOX: 'false' } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const islandOf = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    const match = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(
      res.body,
    );
    return {
      html: res.body,
      vary: res.headers.vary,
      island:
        match?.[1] === undefined
          ? undefined
          : (JSON.parse(match[1]) as {
              brand: string;
              answers: Record<string, unknown>;
            }),
    };
  };

  it('answers a guest’s first calls inside the page, each as its route answers it', async () => {
    const { island, vary } = await islandOf('/index');
    expect(island?.brand).toBe('lotus');
    expect(vary).toContain('cookie');
    const keys = Object.keys(island?.answers ?? {});
    expect(keys).toContain('/wps/system/status');
    expect(keys).toContain('/lgw/games/game_menus?lang=en');
    expect(keys).toContain('/wps/content/banners?groupName=w_home&lang=en');
    expect(keys).toHaveLength(11);
    for (const key of ['/wps/system/permission', '/lgw/games/game_menus?lang=en']) {
      const res = await ctx.app.inject({ url: key });
      expect(island?.answers[key], key).toEqual(res.json());
    }
  });

  it('answers in the language of the visitor’s lang cookie, English otherwise', async () => {
    const thai = await islandOf('/index', { cookie: 'theme=dark; lang=th' });
    expect(Object.keys(thai.island?.answers ?? {})).toContain('/lgw/games/game_menus?lang=th');
    const unknown = await islandOf('/index', { cookie: 'lang=xx' });
    expect(Object.keys(unknown.island?.answers ?? {})).toContain('/lgw/games/game_menus?lang=en');
  });

  it('writes a brand’s text so it cannot close the island', async () => {
    const title = '</script><script>alert(1)</script>';
    await ctx.database.db.execute(
      sql`update banners set title = ${JSON.stringify({ en: title, th: title, tl: title })}::jsonb`,
    );
    const { html, island } = await islandOf('/index');
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.stringify(island?.answers)).toContain(title);
  });

  it('carries nothing on other pages', async () => {
    for (const url of ['/member', '/agentHome', '/rng']) {
      expect((await islandOf(url)).island, url).toBeUndefined();
    }
  });
});
