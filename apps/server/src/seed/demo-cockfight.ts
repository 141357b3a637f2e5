import { eq } from 'drizzle-orm';
import { cockfightEvents, cockfightFights, cockfightSettings } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

/**
 * Countries where the demo brand offers cockfight: Cambodia only. PH, TH and VN could not be
 * enabled anyway (docs/cockfight.md "Legal switch").
 */
export const demoCockfightCountries = ['KH'];

/** Past fights of the demo event, for the trend grid: [fight, meron, wala, result]. */
const pastFights: Array<[number, string, string, 'meron' | 'wala' | 'draw' | 'cancelled']> = [
  [1, 'Red Kelso (Takeo)', 'Grey Hatch (Kampot)', 'meron'],
  [2, 'Sweater (Siem Reap)', 'Roundhead (Battambang)', 'wala'],
  [3, 'Black Lemon (Kandal)', 'White Claret (Prey Veng)', 'meron'],
  [4, 'Brown Red (Kep)', 'Pyle (Kratie)', 'draw'],
  [5, 'Asil Cross (Pursat)', 'Yellow Legged Hatch (Takeo)', 'cancelled'],
];

/**
 * The demo brand's cockfight: enabled for Cambodia at the default plasada, an event running
 * today with five resulted fights (the trend grid) and fight 6 open for bets.
 */
export async function seedDemoCockfight(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const [existing] = await tx
    .select({ id: cockfightSettings.merchantId })
    .from(cockfightSettings)
    .where(eq(cockfightSettings.merchantId, merchantId));
  if (existing) return;
  await tx
    .insert(cockfightSettings)
    .values({ merchantId, enabledCountries: demoCockfightCountries, plasadaBps: 500 });
  const [event] = await tx
    .insert(cockfightEvents)
    .values({
      merchantId,
      arena: 'Lotus Cockpit Arena, Phnom Penh',
      eventDate: new Date().toISOString().slice(0, 10),
      videoUrl: 'https://example.com/live/lotus-cockpit',
    })
    .returning({ id: cockfightEvents.id });
  const eventId = event!.id;
  await tx.insert(cockfightFights).values([
    ...pastFights.map(([fightNumber, meron, wala, result]) => ({
      merchantId,
      eventId,
      fightNumber,
      meron,
      wala,
      state: 'resulted' as const,
      result,
      plasadaBps: 500,
      resultVersion: 1,
      resultedAt: new Date(),
    })),
    {
      merchantId,
      eventId,
      fightNumber: 6,
      meron: 'Lemon Hatch (Kampong Cham)',
      wala: 'Claret Sweater (Svay Rieng)',
      plasadaBps: 500,
    },
  ]);
  counts.cockfightFights = pastFights.length + 1;
}
