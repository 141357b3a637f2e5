// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** Runs the plugin's hooks on a folder as Vite would after writing the build there. */
async function runOn(files: Record<string, string>): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-precompress-'));
  dirs.push(root);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'dist', name)), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', name), content);
  }
  const plugin = precompress();
  const config = { root, build: { outDir: 'dist' } } as ResolvedConfig;
  await (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
  return path.join(root, 'dist');
}

it('writes a brotli and a gzip copy that decompress to the file', async () => {
  const script = `console.log('${'lobby '.repeat(500)}');`;
  const dist = await runOn({ 'assets/entry-x1.js': script, 'index.html': `<p>${script}</p>` });
  for (const name of ['assets/entry-x1.js', 'index.html']) {
    const original = fs.readFileSync(path.join(dist, name), 'utf8');
    const br = fs.readFileSync(path.join(dist, `${name}.br`));
    const gz = fs.readFileSync(path.join(dist, `${name}.gz`));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(original);
    expect(zlib.gunzipSync(gz).toString()).toBe(original);
    expect(br.length).toBeLessThan(original.length / 4);
  }
});

it('leaves alone source maps, images and files too small to gain', async () => {
  const dist = await runOn({
    'assets/entry-x1.js.map': 'x'.repeat(5000),
    'assets/logo.png': 'x'.repeat(5000),
    'assets/tiny-x2.js': 'export {};',
  });
  const names = fs.readdirSync(path.join(dist, 'assets')).sort();
  expect(names).toEqual(['entry-x1.js.map', 'logo.png', 'tiny-x2.js']);
});
