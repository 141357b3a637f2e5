import type { PamResponse } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { betRefusals } from '../games/index.ts';

/** Lobby's error for a PAM refusal, as a provider would show it to its player. */
export function appErrorOfPam(response: PamResponse): AppError {
  const code = response.error?.code;
  const message = response.error?.message ?? '';
  switch (code) {
    case 'PAM_ERR_CASH_OVERDRAFT':
      return new AppError('insufficient_funds');
    case 'PAM_ERR_SESSION_NOT_FOUND':
    case 'PAM_ERR_SESSION_EXPIRED':
      return new AppError('game_session_invalid');
    case 'PAM_ERR_BET_NOT_ALLOWED':
      if (message === betRefusals.belowMinimum) return new AppError('stake_below_minimum');
      if (message === betRefusals.aboveMaximum) return new AppError('stake_above_maximum');
      if (message === betRefusals.selfExcluded) return new AppError('self_excluded');
      return new AppError('bet_refused');
    default:
      return new AppError('bet_refused', { details: { pam: code ?? 'unknown' } });
  }
}

/** The answer's entity when OK; otherwise the mapped AppError is thrown. */
export function okOrThrow(response: PamResponse): PamResponse {
  if (response.status !== 'OK') throw appErrorOfPam(response);
  return response;
}
