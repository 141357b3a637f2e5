import http from 'node:http';

/** One parsed Server-Sent Event (or a comment line, as `comment`). */
export interface StreamEvent {
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

/** A test client of an event stream: status, headers, what arrived so far, and waiting. */
export interface StreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body when the server answered with something else than a stream. */
  body(): string;
  events(): StreamEvent[];
  /** Resolves once an event matching `predicate` arrived (rejects after `timeoutMs`). */
  waitFor(predicate: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

function parseBlock(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    const [name, ...rest] = line.split(': ');
    const value = rest.join(': ');
    if (name === 'event' || name === 'data' || name === 'retry') event[name] = value;
  }
  return event;
}

/** Opens `url` on a listening test server and parses its events as they come. */
export function openStream(
  url: string,
  headers: Record<string, string> = {},
  localAddress?: string,
): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, ...(localAddress ? { localAddress } : {}) });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      const waiters = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (const wake of waiters) wake();
      });
      const events = () =>
        text
          .split('\n\n')
          .slice(0, -1)
          .map((block) => parseBlock(block));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: () => text,
        events,
        waitFor(predicate, timeoutMs = 3_000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = events().find(predicate);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event in: ${JSON.stringify(text)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
  });
}
