import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app-kit.ts';
import { rowsOf } from '../db/rows.ts';
import { webManifestOf } from './web-manifest.ts';

describe('the web app manifest', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it("answers the brand's name and colours as application/manifest+json, uncached", async () => {
    const [brand] = await rowsOf<{ name: string; surface: string }>(
      ctx.database.db,
      sql`select name, theme->>'surfaceColor' as surface from merchants where code = 'lotus'`,
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { merchant: 'lotus', host: 'unrouted.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: brand!.name,
      start_url: '/index',
      display: 'standalone',
      theme_color: brand!.surface,
    });
    const pngSizes = (manifest.icons as Array<{ sizes: string; type: string }>)
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => icon.sizes);
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('refuses an unknown brand with the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { merchant: 'nosuchbrand', host: 'unrouted.example' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('keeps a short name short and a colour that is not a colour out', () => {
    const manifest = webManifestOf({
      name: 'The Very Long Brand Name',
      backgroundColor: 'red;}',
      surfaceColor: '#123456',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.background_color).toBe('#14101f');
    expect(manifest.theme_color).toBe('#123456');
  });
});
