import { apiRequest, type RequestOptions } from '../lib/api-client.ts';

/** A game session: the token the launch token was exchanged for, and who plays in what. */
export interface PlaySession {
  token: string;
  playerId: string;
  /** The wallet unit: the brand currency code, or PLAY for trial play money. */
  currency: string;
  language: string;
}

/** A call to the in-house games' server carrying the game session token. */
export function playRequest<T>(
  session: Pick<PlaySession, 'token'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: Omit<RequestOptions, 'headers'> = {},
): Promise<T> {
  return apiRequest<T>(method, path, { ...options, headers: { 'x-player-token': session.token } });
}
