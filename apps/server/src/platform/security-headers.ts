import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, built once at start-up (a per-request policy builder
 * cost a third of the throughput of the cheapest routes). The content security policy allows
 * only this origin's scripts; images may come from the brand's CDNs over https, and game
 * frames (games issue) from https origins. Inline style attributes stay allowed for React's
 * `style` prop. A route may replace a header (the API docs UI sets its own policy).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' https:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers for pages and static files (the web app, the API docs). */
export const pageSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // HSTS is the TLS-terminating proxy's to set; this process never sees https
});

/** JSON answers are never rendered: they need no page policy, only to be inert if one tried. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
});

const apiPrefixes = ['/wps/', '/lgw/'];

/**
 * One hook sets the security headers and echoes the request id, so the correlation id a
 * client or proxy sent comes back on every answer (errors included).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    reply.headers(isApi ? apiSecurityHeaders : pageSecurityHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
