import { playerTokenHeader, type Endpoint, type EndpointAnswer } from '@lobby/contracts';
import { apiCall, type CallInput } from '../lib/api-client.ts';

/** A game session: the token the launch token was exchanged for, and who plays in what. */
export interface PlaySession {
  token: string;
  playerId: string;
  /** The wallet unit: the brand currency code, or PLAY for trial play money. */
  currency: string;
  language: string;
}

/**
 * Calls a game server's endpoint with the game session token: the in-house games, or the
 * Sandbox RGS standing in for an outside provider. Typed by the endpoint, like every fetcher.
 */
export function playCall<E extends Endpoint>(
  session: Pick<PlaySession, 'token'>,
  endpoint: E,
  input: Omit<CallInput<E>, 'headers'> = {},
): Promise<EndpointAnswer<E>> {
  return apiCall(endpoint, { ...input, headers: { [playerTokenHeader]: session.token } });
}
