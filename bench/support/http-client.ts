import http from 'node:http';

/** An answer: its HTTP status, headers and body parsed as JSON (undefined when it is not). */
export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: unknown;
}

/** Keep-alive HTTP/1.1 calls to one loopback server. */
export interface HttpClient {
  request(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<HttpAnswer>;
  close(): void;
}

/**
 * A client over node:http with one kept-alive socket per concurrent caller: cheaper per call
 * than fetch, which matters as the load runs in the server's own process.
 */
export function createHttpClient(baseUrl: string, sockets: number): HttpClient {
  const base = new URL(baseUrl);
  if (base.hostname !== '127.0.0.1' && base.hostname !== 'localhost') {
    throw new Error(`refusing to load a non-loopback target: ${baseUrl}`);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return {
    request(method, path, headers, body) {
      return new Promise((resolve, reject) => {
        const outgoing = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: {
              ...headers,
              ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let json: unknown;
              try {
                json = text.length > 0 ? JSON.parse(text) : undefined;
              } catch {
                json = undefined;
              }
              resolve({ status: response.statusCode ?? 0, headers: response.headers, json });
            });
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
