import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files a browser fetches that compress well; source maps only reach developer tools. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Below this a compressed copy saves less than the headers it needs. */
const minimumBytes = 1024;

/**
 * Writes a `.br` and a `.gz` copy of every compressible file of the build, at the strongest
 * settings (this runs once per build, not per request): the server's static files then answer
 * each browser with the encoding it accepts (platform/web-app.ts, `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lobby-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await listFiles(outDir);
      await Promise.all(files.filter((file) => compressible.test(file)).map(writeCompressed));
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeCompressed(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < minimumBytes) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}
