// The server side of `npm run bench:sockets` (a child process, so its memory is its own):
// Lobby as `npm start` builds it (bench/support/target-servers.ts), BENCH_SOCKETS members with
// a session each, and a finance operator whose manual adjustments are the real wallet
// postings the bench times. Talks to the parent over IPC:
//   ready     → { port, members: [{ memberId, token }] }
//   memory    → process.memoryUsage() after a full collection (run with --expose-gc)
//   credit    → posts one adjustment for memberId through the operator API; answers when done
import { randomUUID } from 'node:crypto';
import { apiPaths, idempotencyKeyHeader } from '@lobby/contracts';
import { hashToken, newToken } from '../../apps/server/src/modules/identity/index.ts';
import { members, sessions } from '../../apps/server/src/db/schema/index.ts';
import { staffToken } from '../../apps/server/test/staff-kit.ts';
import { demoMerchantId } from './bench-members.ts';
import { startLobbyApp } from './target-servers.ts';

export type ServerRequest = { type: 'memory' } | { type: 'credit'; memberId: number; id: number };

export type ServerAnswer =
  | { type: 'ready'; port: number; members: Array<{ memberId: number; token: string }> }
  | { type: 'memory'; rss: number; heapUsed: number; external: number }
  | { type: 'credited'; id: number; status: number };

const send = (answer: ServerAnswer) => process.send?.(answer);
const memberCount = Number(process.env.BENCH_SOCKETS ?? 10_000);

const lobby = await startLobbyApp(process.env.BENCH_DATABASE_URL);
const { app, db } = lobby;
const merchantId = await demoMerchantId(db);
const bearer = await staffToken(app, 'finance');

const created: Array<{ memberId: number; token: string }> = [];
for (let first = 0; first < memberCount; first += 500) {
  const size = Math.min(500, memberCount - first);
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: size }, (_, index) => ({
        merchantId,
        username: `sock${first + index}`,
        type: 0,
        nickname: `Socket ${first + index}`,
      })),
    )
    .returning({ id: members.id });
  const tokens = rows.map((row) => ({ memberId: row.id, token: newToken() }));
  await db.insert(sessions).values(
    tokens.map(({ memberId, token }) => ({
      merchantId,
      memberId,
      tokenHash: hashToken(token),
      kind: 'session' as const,
      method: 'password',
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
      ip: '127.0.0.1',
      userAgent: 'bench',
    })),
  );
  created.push(...tokens);
}

let adjustments = 0;
process.on('message', (request: ServerRequest) => {
  if (request.type === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external });
  } else if (request.type === 'credit') {
    adjustments += 1;
    // a new address per call: the operator API's write budget is per IP, not what is measured
    const remoteAddress = `10.9.${(adjustments >> 8) & 255}.${adjustments & 255}`;
    void app
      .inject({
        method: 'POST',
        url: `${apiPaths.boMembers}/${request.memberId}/adjustments`,
        headers: {
          merchant: 'lotus',
          authorization: `Bearer ${bearer}`,
          [idempotencyKeyHeader]: randomUUID(),
        },
        payload: { amount: '1.00', reason: 'socket bench credit' },
        remoteAddress,
      })
      .then((response) => send({ type: 'credited', id: request.id, status: response.statusCode }));
  }
});
process.on('disconnect', () => {
  void lobby.close().then(() => process.exit(0));
});

send({ type: 'ready', port: lobby.port, members: created });
