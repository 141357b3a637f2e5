import { createServer, type AddressInfo } from 'node:net';

/**
 * A port free on 127.0.0.1 right now (the kernel picks it; closed before it is used), for a
 * server whose address must be known before it listens (PUBLIC_URL, a child process's PORT).
 */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
