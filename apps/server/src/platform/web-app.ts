import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './error-handler.ts';
import { withFirstAnswers, type FirstAnswers } from './first-answers.ts';
import { withFirstPaint, type FirstPaint } from './first-paint.ts';
import { webManifestOf, type ManifestBrand } from './web-manifest.ts';

/** The home paths (§2.1; the web app's router matches them case-insensitively). */
const homePaths = /^\/(?:index|login|register|help)?\/?$/i;

export interface WebAppOptions {
  /** The home page's first paint for this request's brand, if it has one (first-paint.ts). */
  firstPaint?: (request: FastifyRequest) => Promise<FirstPaint | undefined>;
  /** The home page's first answers for this request's brand and guest (first-answers.ts). */
  firstAnswers?: (request: FastifyRequest) => Promise<FirstAnswers | undefined>;
  /** The brand of the request, for its web app manifest (name, colours). */
  manifestBrand?: (request: FastifyRequest) => Promise<ManifestBrand>;
}

/** Path prefixes that belong to the API or tooling, never to the web app's deep links. */
const nonAppPrefixes = [
  '/wps/',
  '/lgw/',
  '/api/',
  '/docs',
  '/healthz',
  '/readyz',
  '/assets/',
  '/pam/',
  '/originals/',
];

function isDeepLink(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (nonAppPrefixes.some((prefix) => pathname.startsWith(prefix))) return false;
  // a request for a file (has an extension) that does not exist is a real 404
  return path.extname(pathname) === '';
}

/** Whether an Accept-Encoding header accepts a coding (named, and not with q=0). */
function accepts(header: string, coding: string): boolean {
  return new RegExp(`\\b${coding}\\b(?!;q=0(?:\\.0+)?\\b)`).test(header);
}

/** Pictures small enough to travel inside the page (base64 adds a third). */
const maxInlinePictureBytes = 4 * 1024;
const inlineTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

/**
 * A same-origin picture of the build as a `data:` address, when it is a small SVG or PNG file
 * under `distDir`; undefined otherwise (another origin, a path leaving the folder, too large,
 * missing). A `data:` picture in an `<img>` runs no script, whatever the SVG holds.
 */
async function inlinePicture(distDir: string, url: string): Promise<string | undefined> {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const type = inlineTypes[path.extname(pathname).toLowerCase()];
  if (!type || !pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
  const root = path.resolve(distDir);
  try {
    const file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
    if (!file.startsWith(`${root}${path.sep}`)) return undefined;
    const stat = await fs.promises.stat(file);
    if (!stat.isFile() || stat.size > maxInlinePictureBytes) return undefined;
    return `data:${type};base64,${(await fs.promises.readFile(file)).toString('base64')}`;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app, precompressed (brotli or gzip by Accept-Encoding): hashed assets
 * with long caching, and index.html (never cached without asking) for every deep link (/member, /agentHome, /help#term) so the client router answers them.
 * Without a build, deep links get the 404 envelope and a hint in the log.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) app.log.warn({ distDir }, 'web app not built; run `npm run build`');
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true, // files are looked up per request, so a rebuild needs no restart
      index: false,
      // the build writes a .br and a .gz beside each file (apps/web/build-plugins): each browser
      // gets the one it accepts, or the file itself, with Vary: Accept-Encoding either way
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  /** What a home path's page carries: its first paint and first answers, either may be absent. */
  async function homeExtras(request: FastifyRequest) {
    const unavailable = (what: string) => (error: unknown) => {
      request.log.warn({ err: error }, `${what} unavailable`);
      return undefined;
    };
    const [paint, answers] = await Promise.all([
      options.firstPaint?.(request).catch(unavailable('first paint')),
      options.firstAnswers?.(request).catch(unavailable('first answers')),
    ]);
    if (!paint) return { paint, answers };
    // the layer's pictures, when they are small files of this build, travel inside the page:
    // it then paints from the HTML alone, without a round trip for each
    const [banner, logo] = await Promise.all([
      inlinePicture(distDir, paint.bannerUrl),
      paint.logoUrl ? inlinePicture(distDir, paint.logoUrl) : undefined,
    ]);
    return {
      paint: { ...paint, bannerUrl: banner ?? paint.bannerUrl, logoUrl: logo ?? paint.logoUrl },
      answers,
    };
  }

  /** index.html, with the home page's first paint and first answers on a home path. */
  async function sendApp(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache').type('text/html');
    const pathname = request.url.split('?')[0] ?? '/';
    const { paint, answers } = homePaths.test(pathname)
      ? await homeExtras(request)
      : { paint: undefined, answers: undefined };
    if (!paint && !answers) return reply.sendFile('index.html');
    // read per request, as the static files are (a rebuild needs no restart); 2 KB
    let html = await fs.promises.readFile(indexFile, 'utf8');
    if (paint) html = withFirstPaint(html, paint);
    if (answers) html = withFirstAnswers(html, answers.brand, answers.answers);
    // the answers are in the language of the visitor's lang cookie
    reply.header('vary', 'accept-encoding, cookie');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (accepts(accepted, 'br')) {
      // a middle quality: a page made per request is compressed per request (about 1 ms)
      const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
      return reply
        .header('content-encoding', 'br')
        .send(zlib.brotliCompressSync(html, { params: quality }));
    }
    if (accepts(accepted, 'gzip')) {
      return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
    }
    return reply.send(html);
  }
  const { manifestBrand } = options;
  if (manifestBrand) {
    // the brand's own manifest, in place of the build's file of the same name
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
      const manifest = webManifestOf(await manifestBrand(request));
      return reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json')
        .send(JSON.stringify(manifest));
    });
  }
  if (hasBuild) {
    // the root is a directory to the static plugin; answer it with the app like any deep link
    app.get('/', { schema: { hide: true } }, sendApp);
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && isDeepLink(request)) return sendApp(request, reply);
    return reply.status(404).send(errorEnvelope('not_found'));
  });
}
