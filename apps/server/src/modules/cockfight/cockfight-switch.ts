import type { Db } from '../../db/client.ts';
import { createCockfightAccess } from './cockfight-access.ts';
import { createCockfightRepository } from './cockfight.repository.ts';

/**
 * The legal switch alone, for the rest of the app: the game menus and lists leave cockfight out
 * where it is off for the caller's country (docs/cockfight.md "Legal switch").
 */
export function createCockfightSwitch(db: Db) {
  const access = createCockfightAccess(createCockfightRepository(db));
  return (merchantId: number, country: string | null) => access.isAllowed(merchantId, country);
}
