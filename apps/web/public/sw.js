/* global self, caches, fetch, Request */
// Lobby's service worker (docs/member-services.md "App download and PWA"): makes the site an
// installable app that opens without the network once visited. Served from the site's root
// with no-cache, so a new deploy's worker is found at the next visit.
//
// - The API, the live channel and every money call are NEVER touched: the worker does not
//   answer them, the browser sends them to the network as if there were no worker.
// - Hashed build files (/assets/…) and the pictures of the build: cache first (they never
//   change under one name).
// - Pages (navigations): network first, the last app shell when offline.
const version = 'lobby-v1';
const shellCache = `${version}-shell`;
const staticCache = `${version}-static`;
const shellUrl = '/index';

/** Paths that belong to the API, money, games or tooling: network only, never cached. */
const networkOnlyPrefixes = [
  '/wps/',
  '/lgw/',
  '/api/',
  '/pam/',
  '/originals/',
  '/docs',
  '/healthz',
  '/readyz',
  '/bo/',
];
const staticPrefixes = ['/assets/', '/icons/', '/art/', '/demo/', '/mall/'];
const staticFiles = ['/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.add(new Request(shellUrl, { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => !name.startsWith(version)).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Whether the worker may answer this request at all. */
function isCacheable(request, url) {
  if (request.method !== 'GET') return false;
  if (url.origin !== self.location.origin) return false;
  if (request.headers.has('upgrade')) return false;
  return !networkOnlyPrefixes.some((prefix) => url.pathname.startsWith(prefix));
}

function isStatic(url) {
  return (
    staticPrefixes.some((prefix) => url.pathname.startsWith(prefix)) ||
    staticFiles.includes(url.pathname)
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(staticCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const cache = await caches.open(shellCache);
      await cache.put(shellUrl, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(shellUrl);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // not answered: the browser goes to the network as if there were no worker
  if (!isCacheable(request, url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (isStatic(url)) {
    event.respondWith(cacheFirst(request));
  }
});
