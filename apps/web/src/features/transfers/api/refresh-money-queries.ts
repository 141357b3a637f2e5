import type { QueryClient } from '@tanstack/react-query';
import { recordsQueryRoot, walletQueryRoot } from '../../session/index.ts';

/**
 * After money moved: the balances (header, wallet list) and the records are asked again.
 * The live channel does the same on `balance_changed`; this covers a tab without it.
 */
export async function refreshMoneyQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletQueryRoot }),
    queryClient.invalidateQueries({ queryKey: recordsQueryRoot }),
  ]);
}
