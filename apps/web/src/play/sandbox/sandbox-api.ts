import { getSandboxRgsBalance, spinSandboxRgsWheel } from '@lobby/contracts';
import { playCall, type PlaySession } from '../play-session.ts';

/** The balance as the Sandbox RGS reads it from Lobby. */
export function fetchSandboxBalance(session: Pick<PlaySession, 'token'>) {
  return playCall(session, getSandboxRgsBalance);
}

/** Spins the prize wheel once for a stake (decimal text). */
export function spinSandboxWheel(session: Pick<PlaySession, 'token'>, stake: string) {
  return playCall(session, spinSandboxRgsWheel, {
    body: { stake, requestId: crypto.randomUUID() },
  });
}
