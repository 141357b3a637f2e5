import { formatMinorUnits, type RedEnvelope, type RedEnvelopeState } from '@lobby/contracts';
import type { ClaimRow, EnvelopeRow } from './red-envelopes.repository.ts';

/** Exhausted when every share is claimed; expired once past its time (or closed); else open. */
export function stateOf(row: EnvelopeRow, now: Date): RedEnvelopeState {
  if (row.claimedCount >= row.shareCount) return 'exhausted';
  if (row.closedAt !== null || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/** An envelope as the agent and the operator see it. */
export function toRedEnvelope(
  row: EnvelopeRow & { agent: string },
  claims: readonly ClaimRow[],
  decimals: number,
  now: Date,
): RedEnvelope {
  const money = (value: bigint) => formatMinorUnits(value, decimals);
  return {
    id: row.id,
    agent: row.agent,
    amount: money(row.total),
    shares: row.shareCount,
    split: row.split,
    audience: row.audience,
    message: row.message,
    state: stateOf(row, now),
    claimedShares: row.claimedCount,
    claimedAmount: money(row.claimedAmount),
    refundedAmount: money(row.refundedAmount),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    claims: claims
      .filter((claim) => claim.envelopeId === row.id)
      .map((claim) => ({
        account: claim.account,
        amount: money(claim.amount),
        claimedAt: claim.claimedAt.toISOString(),
      })),
  };
}
