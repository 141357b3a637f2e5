import { sql } from 'drizzle-orm';
import { catchUpKinds, type CatchUpKind, type LoggedOutReason } from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { memberTopic, type EventBus } from './event-bus.ts';

/** Close codes of the member socket; the web client decides on reconnecting by them. */
export const memberSocketCloseCodes = {
  /** The token is missing, wrong or expired: log in again, do not reconnect. */
  notLoggedIn: 4401,
  /** This member already has the most sockets allowed: do not reconnect at once. */
  tooManyConnections: 4429,
} as const;

/** The part of a `ws` socket this module uses, so tests can pass a fake. */
export interface MemberSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'close' | 'pong' | 'message' | 'error', listener: () => void): unknown;
}

/** Who is behind one socket, and what it asked for. */
export interface SocketSession {
  memberId: number;
  sessionId: number;
  /** Read every few minutes: a session ended without an event still closes its socket. */
  isSessionLive: () => Promise<boolean>;
  /** The `at` of the last frame the page heard before it lost its connection. */
  since?: number | undefined;
  /** Topics this socket hears beside the member's own (the brand's: broadcasts). */
  sharedTopics?: readonly string[];
}

/**
 * Names what changed for a member since a moment (docs/member-services.md "Socket events"):
 * the sources of truth are asked, nothing is logged per event.
 */
export type CatchUp = (memberId: number, since: Date) => Promise<CatchUpKind[]>;

const socketOpen = 1;
// a client that reads nothing while events pile up is cut off instead of filling memory
const maxBufferedBytes = 1024 * 1024;

export interface MemberSocketOptions {
  events: EventBus;
  pingIntervalMs?: number;
  /** The session is checked again every this many pings (default 12: five minutes). */
  sessionCheckEvery?: number;
  maxPerMember?: number;
  catchUp?: CatchUp;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * The bus's form of a forced logout: `sessionId` ends one session, `exceptSessionId` every one
 * but that (the page that changed the password stays).
 */
export function loggedOutEvent(input: {
  reason: LoggedOutReason;
  sessionId?: number;
  exceptSessionId?: number;
}): Record<string, unknown> {
  return { type: 'logged_out', ...input };
}

function endsSession(event: Record<string, unknown>, sessionId: number): boolean {
  if (event.type !== 'logged_out') return false;
  if (typeof event.sessionId === 'number' && event.sessionId !== sessionId) return false;
  return event.exceptSessionId !== sessionId;
}

/**
 * The live sockets of this process, by member: greets with `welcome`, answers `?since=` with a
 * `catch_up`, forwards the member's events stamped with the server's clock (`at`), ends the
 * socket of a session logged out elsewhere, pings every 25 s (a JSON `{type:'ping'}` the page
 * can watch, and a protocol ping whose missing pong ends a dead connection), re-checks the
 * session every few minutes, and cleans up on close.
 */
export function createMemberSockets(options: MemberSocketOptions) {
  const pingIntervalMs = options.pingIntervalMs ?? 25_000;
  const sessionCheckEvery = options.sessionCheckEvery ?? 12;
  const maxPerMember = options.maxPerMember ?? 5;
  const now = options.now ?? Date.now;
  const byMember = new Map<number, Set<MemberSocket>>();

  function send(socket: MemberSocket, event: Record<string, unknown>): void {
    if (socket.readyState !== socketOpen) return;
    if (socket.bufferedAmount > maxBufferedBytes) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify({ ...event, at: now() }));
  }

  function forward(socket: MemberSocket, sessionId: number, event: Record<string, unknown>) {
    if (event.type !== 'logged_out') {
      send(socket, event);
      return;
    }
    if (!endsSession(event, sessionId)) return;
    send(socket, { type: 'logged_out', reason: event.reason });
    socket.close(memberSocketCloseCodes.notLoggedIn, 'logged_out');
  }

  function catchUp(socket: MemberSocket, memberId: number, since: number): void {
    const ask = options.catchUp;
    if (!ask) return;
    ask(memberId, new Date(since)).then(
      (changed) => send(socket, { type: 'catch_up', changed }),
      (error: unknown) => {
        options.onError?.(error);
        // unknown is everything: the page refetches all it shows live
        send(socket, { type: 'catch_up', changed: [...catchUpKinds] });
      },
    );
  }

  return {
    /**
     * Serves one authenticated socket until it closes; it also carries the events of the
     * session's shared topics (the brand's topic: broadcasts to every member).
     */
    attach(socket: MemberSocket, session: SocketSession): void {
      const { memberId, sessionId } = session;
      const open = byMember.get(memberId) ?? new Set<MemberSocket>();
      if (open.size >= maxPerMember) {
        socket.close(memberSocketCloseCodes.tooManyConnections, 'too_many_connections');
        return;
      }
      open.add(socket);
      byMember.set(memberId, open);

      // subscribed before the greeting: nothing falls between the catch-up and the events
      const unsubscribes = [memberTopic(memberId), ...(session.sharedTopics ?? [])].map((topic) =>
        options.events.subscribe(topic, (event) => forward(socket, sessionId, event)),
      );
      send(socket, { type: 'welcome' });
      if (session.since !== undefined) catchUp(socket, memberId, session.since);
      let answeredPing = true;
      let pings = 0;
      const timer = setInterval(() => {
        if (!answeredPing) {
          socket.terminate();
          return;
        }
        answeredPing = false;
        socket.ping();
        send(socket, { type: 'ping' });
        pings += 1;
        if (pings % sessionCheckEvery === 0) {
          session.isSessionLive().then(
            (live) => {
              if (!live) socket.close(memberSocketCloseCodes.notLoggedIn, 'not_logged_in');
            },
            (error: unknown) => options.onError?.(error),
          );
        }
      }, pingIntervalMs);
      timer.unref();

      socket.on('pong', () => {
        answeredPing = true;
      });
      // the page has nothing to say on this channel; anything it sends is ignored
      socket.on('message', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        for (const unsubscribe of unsubscribes) unsubscribe();
        open.delete(socket);
        if (open.size === 0 && byMember.get(memberId) === open) byMember.delete(memberId);
      });
    },
    /** Open sockets of a member in this process. */
    countFor(memberId: number): number {
      return byMember.get(memberId)?.size ?? 0;
    },
    /** Open sockets of this process (the bench reads it). */
    count(): number {
      let total = 0;
      for (const set of byMember.values()) total += set.size;
      return total;
    },
  };
}
export type MemberSockets = ReturnType<typeof createMemberSockets>;

/**
 * Whether a session still stands: not revoked, not past its end, not idle too long, and its
 * account active. Read-only on purpose: an open socket must not keep an idle session alive.
 */
export async function isSessionLive(
  db: Db,
  input: { sessionId: number; idleMinutes: number },
): Promise<boolean> {
  const rows = await rowsOf<{ live: number }>(
    db,
    sql`select 1 as live from sessions s join members m on m.id = s.member_id
        where s.id = ${input.sessionId} and s.revoked_at is null and s.expires_at > now()
          and s.last_seen_at > now() - ${input.idleMinutes}::double precision * interval '1 minute'
          and m.status = 'active' and (m.expires_at is null or m.expires_at > now())`,
  );
  return rows.length > 0;
}
