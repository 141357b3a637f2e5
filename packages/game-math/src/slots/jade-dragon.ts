import { classicPaylines } from './paylines.ts';
import { type SlotSpec } from './slot-spec.ts';

/**
 * Jade Dragon — 5×3, 25 fixed lines, declared RTP 96%.
 *
 * Paytable (line bets; a run from reel 1; wild substitutes for every regular symbol):
 *
 * | symbol          | 3   | 4   | 5   |
 * | --------------- | --- | --- | --- |
 * | PHX  Phoenix    | 40  | 150 | 750 |
 * | TGR  Tiger      | 30  | 100 | 500 |
 * | TRT  Turtle     | 25  | 75  | 300 |
 * | CRP  Carp       | 20  | 50  | 200 |
 * | A  K            | 10  | 25 / 20 | 100 / 80 |
 * | Q  J  10  9     | 5   | 15 / 10 / 10 / 10 | 60 / 50 / 40 / 30 |
 *
 * WILD (Jade Dragon) on reels 2, 3 and 4 only, no pay of its own.
 * SCAT (Pearl) anywhere: 3 / 4 / 5 pay 3 / 15 / 100 total bets and award 8 / 12 / 20 free
 * spins, in which every win is tripled; free spins retrigger with the same awards.
 *
 * RTP derivation (`exactRtp`, enumerating all 32·45·39·35·32 = 62,899,200 stop combinations):
 * - base lines          0.767367
 * - base scatters       0.028801
 * - v = one spin        0.796168
 * - trigger P(≥3 SCAT)  0.0078207 (≈ 1 in 128); free spins awarded per spin A = 0.0641878
 * - free spins per paid spin A / (1 − A) = 0.0685905 (each free spin awards A more)
 * - free spins          0.0685905 × 3 × v = 0.163829
 * - RTP = v × (1 + 3A / (1 − A)) = 3290975938363 / 3428113328640 = 0.9599962
 */
export const jadeDragonSpec: SlotSpec = {
  code: 'jade-dragon',
  name: 'Jade Dragon',
  symbols: [
    { code: 'WILD', name: 'Jade Dragon', kind: 'wild' },
    { code: 'SCAT', name: 'Pearl', kind: 'scatter' },
    { code: 'PHX', name: 'Phoenix', kind: 'regular', pays: { 3: 40, 4: 150, 5: 750 } },
    { code: 'TGR', name: 'Tiger', kind: 'regular', pays: { 3: 30, 4: 100, 5: 500 } },
    { code: 'TRT', name: 'Turtle', kind: 'regular', pays: { 3: 25, 4: 75, 5: 300 } },
    { code: 'CRP', name: 'Carp', kind: 'regular', pays: { 3: 20, 4: 50, 5: 200 } },
    { code: 'A', name: 'Ace', kind: 'regular', pays: { 3: 10, 4: 25, 5: 100 } },
    { code: 'K', name: 'King', kind: 'regular', pays: { 3: 10, 4: 20, 5: 80 } },
    { code: 'Q', name: 'Queen', kind: 'regular', pays: { 3: 5, 4: 15, 5: 60 } },
    { code: 'J', name: 'Jack', kind: 'regular', pays: { 3: 5, 4: 10, 5: 50 } },
    { code: '10', name: 'Ten', kind: 'regular', pays: { 3: 5, 4: 10, 5: 40 } },
    { code: '9', name: 'Nine', kind: 'regular', pays: { 3: 5, 4: 10, 5: 30 } },
  ],
  reels: [
    '9 TGR Q CRP K J 10 A TRT Q 9 K CRP J PHX A 10 TGR Q TRT K 9 J A CRP Q SCAT 10 K TRT J A',
    'TRT J A Q WILD 9 CRP TRT SCAT TGR K 10 PHX J Q WILD A CRP TRT 9 K 10 Q WILD CRP J A PHX TRT Q WILD TGR K CRP 10 9 J TRT A Q WILD CRP PHX K 10',
    'CRP K PHX 10 J TRT A WILD Q 9 SCAT K CRP J WILD TGR A 10 Q TRT K 9 WILD PHX J A CRP Q 10 WILD SCAT TRT K J 9 TGR A Q WILD',
    'A 9 WILD Q CRP K TGR J 10 WILD 9 PHX Q TRT K WILD J CRP A 9 Q 10 K WILD J 9 PHX CRP Q WILD TRT 10 K SCAT J',
    'K 10 TRT J A 9 Q K CRP TGR TRT J SCAT 10 A PHX 9 K TRT Q J CRP 10 K TGR TRT A J 9 Q CRP PHX',
  ],
  paylines: classicPaylines,
  scatterPays: { 3: 3, 4: 15, 5: 100 },
  freeSpinAwards: { 3: 8, 4: 12, 5: 20 },
  freeSpinMultiplier: 3,
  canRetrigger: true,
  declaredRtp: 0.96,
};
