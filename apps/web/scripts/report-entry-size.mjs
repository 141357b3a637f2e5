// Prints the gzip size of the JavaScript that /index loads first: the entry script, the
// chunks it imports statically (modulepreload), and the default language's translations,
// which lib/i18n.ts loads before the first render. Target: under 150 KB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1]);
const defaultLanguageChunk = fs
  .readdirSync(path.join(dist, 'assets'))
  .find((name) => /^en-[\w-]+\.js$/.test(name));
if (defaultLanguageChunk) scripts.push(`/assets/${defaultLanguageChunk}`);
let total = 0;
for (const src of new Set(scripts)) {
  const file = path.join(dist, src.replace(/^\//, ''));
  const gz = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  total += gz;
  console.log(`  ${src}: ${(gz / 1024).toFixed(1)} KB gzip`);
}
const target = 150;
console.log(
  `first-load JavaScript of /index: ${(total / 1024).toFixed(1)} KB gzip (target < ${target} KB)${total / 1024 < target ? '' : ' OVER TARGET'}`,
);
