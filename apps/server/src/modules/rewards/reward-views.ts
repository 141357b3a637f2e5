import {
  formatMinorUnits,
  type BonusView,
  type Language,
  type PromotionEntry,
  type Promotion,
} from '@lobby/contracts';
import type { BonusRow } from './bonuses.repository.ts';
import type { EntryRow, PromotionRow } from './promotions.repository.ts';

/** The text in the requested language, English when a translation is empty. */
const textIn = (text: { en: string; th: string; tl: string }, lang: Language) =>
  text[lang] || text.en;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toPromotion(row: PromotionRow, lang: Language): Promotion {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    title: textIn(row.title, lang),
    summary: textIn(row.summary, lang),
    body: textIn(row.body, lang),
    imageUrl: row.imageUrl,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    rules: row.rules,
  };
}

export function toEntry(
  row: EntryRow,
  promotion: PromotionRow | undefined,
  lang: Language,
  decimals: number,
): PromotionEntry {
  return {
    id: row.id,
    promotionId: row.promotionId,
    title: promotion ? textIn(promotion.title, lang) : '',
    state: row.state,
    bonusAmount: formatMinorUnits(row.bonusAmount, decimals),
    depositAmount: formatMinorUnits(row.depositAmount, decimals),
    joinedAt: row.joinedAt.toISOString(),
    claimBy: iso(row.claimBy),
  };
}

export function toBonusView(
  row: BonusRow,
  promotion: PromotionRow | undefined,
  lang: Language,
  decimals: number,
): BonusView {
  const money = (minor: bigint) => formatMinorUnits(minor, decimals);
  const remaining =
    row.wageringRequired > row.wageringDone ? row.wageringRequired - row.wageringDone : 0n;
  const met = row.status === 'completed' || row.wageringRequired === 0n;
  const percent = met
    ? 100
    : Math.min(100, Math.floor(Number((row.wageringDone * 10_000n) / row.wageringRequired)) / 100);
  return {
    id: row.id,
    title: promotion ? textIn(promotion.title, lang) : null,
    promotionId: row.promotionId,
    status: row.status,
    amount: money(row.amount),
    depositAmount: money(row.depositAmount),
    wageringBase: row.wageringBase,
    multiplier: row.multiplier,
    wageringRequired: money(row.wageringRequired),
    wageringDone: money(row.wageringDone),
    wageringRemaining: money(met ? 0n : remaining),
    progressPercent: percent,
    createdAt: row.createdAt.toISOString(),
    activatedAt: iso(row.activatedAt),
    expiresAt: iso(row.expiresAt),
    endedAt: iso(row.endedAt),
    endReason: row.endReason,
  };
}
