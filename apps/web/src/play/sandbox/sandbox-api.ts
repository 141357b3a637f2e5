import type { PlaySession } from '../play-session.ts';
import { playRequest } from '../play-session.ts';
import { sandboxRgsPath } from './sandbox-session.ts';

/** One spin's answer from the Sandbox RGS. */
export interface SandboxSpin {
  unit: string;
  balance: string;
  stake: string;
  segment: number;
  multiplier: string;
  win: string;
}

/** The balance as the Sandbox RGS reads it from Lobby. */
export function fetchSandboxBalance(session: Pick<PlaySession, 'token'>) {
  return playRequest<{ unit: string; balance: string }>(
    session,
    'GET',
    `${sandboxRgsPath}/balance`,
  );
}

/** Spins the prize wheel once for a stake (decimal text). */
export function spinSandboxWheel(session: Pick<PlaySession, 'token'>, stake: string) {
  return playRequest<SandboxSpin>(session, 'POST', `${sandboxRgsPath}/play`, {
    body: { stake, requestId: crypto.randomUUID() },
  });
}
