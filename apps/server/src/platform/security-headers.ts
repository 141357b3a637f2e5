import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The content security policy allows only this origin's
 * scripts; images may come from the brand's CDNs over https, and game frames (games issue)
 * from https origins. Inline style attributes stay allowed for React's `style` prop.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // the API is called cross-origin by nobody but is embedded by nobody either
    crossOriginEmbedderPolicy: false,
    hsts: false, // TLS terminates at the operator's proxy, which sets HSTS
  });
}
