import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language, Vendor } from '@lobby/contracts';
import { gamesQueryOptions } from './api/get-games.ts';
import { runPaced, vendorFetchGapMs } from './paced-fetch.ts';

/**
 * Loads page 1 (20 games) of each vendor into the query cache one after another, 300 ms
 * apart (§9), so the rows fill in without a burst of requests. A list already cached and
 * fresh is not asked for again.
 */
export function usePacedVendorGames(vendors: readonly Vendor[], lang: Language): void {
  const queryClient = useQueryClient();
  const key = vendors.map((vendor) => `${vendor.gameType}:${vendor.vassalage}`).join(',');
  const targets = useMemo(
    () =>
      key === ''
        ? []
        : key.split(',').map((entry) => {
            const [gameType, vassalage] = entry.split(':') as [Vendor['gameType'], string];
            return { gameType, vassalage };
          }),
    [key],
  );

  useEffect(() => {
    if (targets.length === 0) return;
    const controller = new AbortController();
    const tasks = targets.map(
      (target) => () => queryClient.fetchQuery(gamesQueryOptions({ ...target, lang })),
    );
    void runPaced(tasks, vendorFetchGapMs, controller.signal);
    return () => controller.abort();
  }, [targets, lang, queryClient]);
}
