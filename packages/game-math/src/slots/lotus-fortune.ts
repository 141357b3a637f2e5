import { classicPaylines } from './paylines.ts';
import { type SlotSpec } from './slot-spec.ts';

/**
 * Lotus Fortune — 5×3, 20 fixed lines, declared RTP 96%.
 *
 * Paytable (line bets; a run from reel 1; wild substitutes for every regular symbol):
 *
 * | symbol          | 3   | 4   | 5    |
 * | --------------- | --- | --- | ---- |
 * | KOI  Koi        | 50  | 200 | 1000 |
 * | LAN  Lantern    | 30  | 100 | 400  |
 * | FAN  Fan        | 20  | 75  | 250  |
 * | COIN Gold coin  | 15  | 50  | 150  |
 * | A  K            | 10 / 8 | 25 / 20 | 100 / 80 |
 * | Q  J  10        | 5   | 15 / 10 / 10 | 60 / 50 / 40 |
 *
 * WILD (Golden Lotus) on every reel, no pay of its own: a run of wilds alone pays as KOI.
 * SCAT (Temple) anywhere: 3 / 4 / 5 pay 2 / 10 / 50 total bets and award 10 free spins, in
 * which every win is doubled; no retrigger.
 *
 * RTP derivation (`exactRtp`, enumerating all 32·32·36·34·32 = 40,108,032 stop combinations):
 * - base lines          0.775770 (per line: Σ over symbol tuples of ∏ counts × pay / ∏ Lᵢ)
 * - base scatters       0.024800
 * - v = one spin        0.800570
 * - trigger P(≥3 SCAT)  0.0099604 (≈ 1 in 100) → 0.0996040 free spins per paid spin
 * - free spins          0.0996040 × 2 × v = 0.159480
 * - RTP = v × (1 + 2 × 0.0996040) = 297914545025 / 310311387136 = 0.9600503
 */
export const lotusFortuneSpec: SlotSpec = {
  code: 'lotus-fortune',
  name: 'Lotus Fortune',
  symbols: [
    { code: 'WILD', name: 'Golden Lotus', kind: 'wild' },
    { code: 'SCAT', name: 'Temple', kind: 'scatter' },
    { code: 'KOI', name: 'Koi', kind: 'regular', pays: { 3: 50, 4: 200, 5: 1000 } },
    { code: 'LAN', name: 'Lantern', kind: 'regular', pays: { 3: 30, 4: 100, 5: 400 } },
    { code: 'FAN', name: 'Fan', kind: 'regular', pays: { 3: 20, 4: 75, 5: 250 } },
    { code: 'COIN', name: 'Gold Coin', kind: 'regular', pays: { 3: 15, 4: 50, 5: 150 } },
    { code: 'A', name: 'Ace', kind: 'regular', pays: { 3: 10, 4: 25, 5: 100 } },
    { code: 'K', name: 'King', kind: 'regular', pays: { 3: 8, 4: 20, 5: 80 } },
    { code: 'Q', name: 'Queen', kind: 'regular', pays: { 3: 5, 4: 15, 5: 60 } },
    { code: 'J', name: 'Jack', kind: 'regular', pays: { 3: 5, 4: 10, 5: 50 } },
    { code: '10', name: 'Ten', kind: 'regular', pays: { 3: 5, 4: 10, 5: 40 } },
  ],
  reels: [
    '10 FAN J A Q SCAT K COIN 10 J WILD A FAN Q KOI LAN K 10 J COIN A Q FAN K 10 J WILD A Q COIN KOI K',
    'COIN KOI K 10 J FAN A Q K 10 COIN J KOI A FAN WILD K 10 SCAT J Q A COIN KOI FAN K LAN 10 J A Q WILD',
    'A Q LAN WILD COIN K 10 J Q A FAN KOI K 10 WILD Q J COIN SCAT A LAN FAN Q K 10 J A WILD KOI COIN Q K 10 FAN J SCAT',
    'K 10 J FAN A Q 10 K COIN LAN J Q SCAT A WILD 10 KOI K Q J FAN COIN A 10 Q K LAN 10 J A WILD Q COIN KOI',
    'Q WILD COIN 10 K A J KOI FAN LAN Q A 10 COIN J K WILD A 10 LAN J KOI Q SCAT COIN A FAN K 10 J A LAN',
  ],
  paylines: classicPaylines.slice(0, 20),
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpinAwards: { 3: 10, 4: 10, 5: 10 },
  freeSpinMultiplier: 2,
  canRetrigger: false,
  declaredRtp: 0.96,
};
