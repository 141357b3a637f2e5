import type { CockfightFightState, CockfightResultName, CockfightSideName } from '@lobby/contracts';

/** Text keys (namespace cockfight) of each side, state and result, named in full. */
export const sideKeys: Record<CockfightSideName, string> = {
  meron: 'side.meron',
  wala: 'side.wala',
  draw: 'side.draw',
};

export const stateKeys: Record<CockfightFightState, string> = {
  open: 'state.open',
  last_call: 'state.last_call',
  closed: 'state.closed',
  resulted: 'state.resulted',
};

export const resultKeys: Record<CockfightResultName, string> = {
  meron: 'result.meron',
  wala: 'result.wala',
  draw: 'result.draw',
  cancelled: 'result.cancelled',
};

/** The one-letter bead of each result (a bead road reads M, W, D, C). */
export const beadKeys: Record<CockfightResultName, string> = {
  meron: 'bead.meron',
  wala: 'bead.wala',
  draw: 'bead.draw',
  cancelled: 'bead.cancelled',
};
