import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { TargetServer } from './target-servers.ts';

/**
 * A built single-page app served on loopback as Lobby serves its own: the precompressed copies
 * by Accept-Encoding, hashed assets cached for a year, index.html for any other path.
 */
export async function startStaticApp(distDir: string, description: string): Promise<TargetServer> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`no build in ${distDir}`);
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.type('text/html').sendFile('index.html'));
  app.setNotFoundHandler((_request, reply) => reply.type('text/html').sendFile('index.html'));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    description,
    close: () => app.close(),
  };
}
