import type { RedEnvelopeAudience, RedEnvelopeSplit, RedEnvelopeState } from '@lobby/contracts';

/** Text keys (namespace red-envelopes) of the codes the server sends, written out in full. */
export const stateKeys: Record<RedEnvelopeState, string> = {
  open: 'state.open',
  exhausted: 'state.exhausted',
  expired: 'state.expired',
};

export const splitKeys: Record<RedEnvelopeSplit, string> = {
  random: 'split.random',
  fixed: 'split.fixed',
};

export const audienceKeys: Record<RedEnvelopeAudience, string> = {
  direct: 'audience.direct',
  team: 'audience.team',
};

/** The expiry choices of the form (hours) and their labels. */
export const expiryKeys: Record<string, string> = {
  '1': 'expiresInHours.1',
  '6': 'expiresInHours.6',
  '24': 'expiresInHours.24',
  '72': 'expiresInHours.72',
  '168': 'expiresInHours.168',
};
