import type { ActivityKind, ActivityState, ApplicationState } from '@lobby/contracts';

/** The text key (namespace `activities`) of each kind, state and application state. */
export const kindKeys: Record<ActivityKind, string> = {
  deposit_bonus: 'kind.deposit_bonus',
  check_in: 'kind.check_in',
  lucky_wheel: 'kind.lucky_wheel',
  coupon: 'kind.coupon',
  application: 'kind.application',
  red_envelope_rain: 'kind.red_envelope_rain',
  raffle: 'kind.raffle',
};

export const stateKeys: Record<ActivityState, string> = {
  coming_soon: 'state.coming_soon',
  open: 'state.open',
  closed: 'state.closed',
};

export const applicationStateKeys: Record<ApplicationState, string> = {
  applying: 'applicationState.applying',
  rejected: 'applicationState.rejected',
  issued: 'applicationState.issued',
  claimed: 'applicationState.claimed',
};
