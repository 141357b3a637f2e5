import { promotions, rewardSettings } from '../db/schema/index.ts';
import type { DepositBonusRules, LocalizedText } from '@lobby/contracts';
import type { SeedTx } from './seed-tx.ts';

const text = (en: string, th: string, tl: string): LocalizedText => ({ en, th, tl });

interface DemoPromotion {
  state: 'coming_soon' | 'open';
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  imageUrl: string;
  rules: DepositBonusRules;
}

/**
 * The demo brand's promotions (issue 14): a 100 % first-deposit bonus the demo member can take
 * on a fresh start, a reload bonus, a bonus on slot bets, and one coming soon. Wagering is
 * small on purpose, so a demo (and the journey) can meet it in a few minutes.
 */
const demoPromotions: DemoPromotion[] = [
  {
    state: 'open',
    title: text('100% Welcome Bonus', 'โบนัสต้อนรับ 100%', '100% Welcome Bonus'),
    summary: text(
      'Double your first deposit, up to ฿1,000.',
      'รับเพิ่มเป็นสองเท่าจากยอดฝากครั้งแรก สูงสุด ฿1,000',
      'Doblehin ang unang deposito, hanggang ฿1,000.',
    ),
    body: text(
      'Apply, then make your first deposit of at least ฿100. Claim the bonus in the reward centre within 7 days.\n\nWagering: (bonus + deposit) × 3 within 30 days. Slots count 100%, table games 15%, live casino 10%. Bets use your cash first, then bonus money. Withdrawals wait until the wagering is met.',
      'กดสมัคร แล้วฝากเงินครั้งแรกอย่างน้อย ฿100 รับโบนัสที่ศูนย์รางวัลภายใน 7 วัน\n\nเทิร์นโอเวอร์: (โบนัส + ยอดฝาก) × 3 ภายใน 30 วัน สล็อตนับ 100% เกมโต๊ะ 15% คาสิโนสด 10% การเดิมพันใช้เงินสดก่อน แล้วจึงใช้เงินโบนัส ถอนเงินได้เมื่อทำเทิร์นโอเวอร์ครบ',
      'Mag-apply, saka gawin ang unang deposito na hindi bababa sa ฿100. I-claim ang bonus sa reward centre sa loob ng 7 araw.\n\nWagering: (bonus + deposito) × 3 sa loob ng 30 araw. Ang slots ay 100%, table games 15%, live casino 10%. Cash muna ang ginagamit sa taya, saka ang bonus money. Makaka-withdraw kapag natapos ang wagering.',
    ),
    imageUrl: '/demo/lotus/promotions/welcome.svg',
    rules: {
      award: { type: 'deposit_percent', percent: 100, cap: '1000.00' },
      depositOrdinal: 'first',
      minDeposit: '100.00',
      wageringBase: 'bonus_plus_deposit',
      multiplier: 3,
      claimDays: 7,
      bonusValidDays: 30,
      maxClaims: 1,
    },
  },
  {
    state: 'open',
    title: text('50% Reload Bonus', 'โบนัสฝากซ้ำ 50%', '50% Reload Bonus'),
    summary: text(
      '50% on any deposit, up to ฿500.',
      'รับ 50% ทุกยอดฝาก สูงสุด ฿500',
      '50% sa anumang deposito, hanggang ฿500.',
    ),
    body: text(
      'Apply before you deposit at least ฿200. Bonus × 5 wagering within 7 days. Up to 5 times per member.',
      'กดสมัครก่อนฝากอย่างน้อย ฿200 เทิร์นโอเวอร์โบนัส × 5 ภายใน 7 วัน รับได้สูงสุด 5 ครั้งต่อสมาชิก',
      'Mag-apply bago mag-deposito ng hindi bababa sa ฿200. Bonus × 5 na wagering sa loob ng 7 araw. Hanggang 5 beses bawat miyembro.',
    ),
    imageUrl: '/demo/lotus/promotions/reload.svg',
    rules: {
      award: { type: 'deposit_percent', percent: 50, cap: '500.00' },
      depositOrdinal: 'any',
      minDeposit: '200.00',
      wageringBase: 'bonus',
      multiplier: 5,
      claimDays: 3,
      bonusValidDays: 7,
      maxClaims: 5,
    },
  },
  {
    state: 'open',
    title: text('Slot Turnover Bonus', 'โบนัสยอดเล่นสล็อต', 'Slot Turnover Bonus'),
    summary: text(
      '1% of your bets after a deposit, up to ฿300.',
      'รับ 1% ของยอดเดิมพันหลังฝาก สูงสุด ฿300',
      '1% ng iyong taya pagkatapos ng deposito, hanggang ฿300.',
    ),
    body: text(
      'Apply, deposit at least ฿100, and 1% of your valid bets builds up as a bonus you claim when you like (within 7 days). Bonus × 1 wagering.',
      'กดสมัคร ฝากอย่างน้อย ฿100 แล้ว 1% ของยอดเดิมพันที่ถูกต้องจะสะสมเป็นโบนัสที่กดรับได้ตามต้องการ (ภายใน 7 วัน) เทิร์นโอเวอร์โบนัส × 1',
      'Mag-apply, mag-deposito ng hindi bababa sa ฿100, at ang 1% ng iyong valid bets ay naiipon bilang bonus na maaari mong i-claim kahit kailan (sa loob ng 7 araw). Bonus × 1 na wagering.',
    ),
    imageUrl: '/demo/lotus/promotions/turnover.svg',
    rules: {
      award: { type: 'bet_percent', basisPoints: 100, cap: '300.00' },
      depositOrdinal: 'any',
      minDeposit: '100.00',
      wageringBase: 'bonus',
      multiplier: 1,
      claimDays: 7,
      bonusValidDays: 14,
      maxClaims: 10,
    },
  },
  {
    state: 'coming_soon',
    title: text('Songkran Splash Bonus', 'โบนัสสงกรานต์', 'Songkran Splash Bonus'),
    summary: text('Coming in April.', 'พบกันเดือนเมษายน', 'Darating sa Abril.'),
    body: text(
      'A festival bonus for every depositor. Details soon.',
      'โบนัสเทศกาลสำหรับทุกคนที่ฝากเงิน รายละเอียดเร็ว ๆ นี้',
      'Isang festival bonus para sa bawat nagdeposito. Mga detalye sa lalong madaling panahon.',
    ),
    imageUrl: '/demo/lotus/promotions/festival.svg',
    rules: {
      award: { type: 'fixed', amount: '88.00' },
      depositOrdinal: 'any',
      minDeposit: '300.00',
      wageringBase: 'bonus',
      multiplier: 10,
      claimDays: 3,
      bonusValidDays: 7,
      maxClaims: 1,
    },
  },
];

/** The demo brand's promotions and its bonus rules (the defaults, stated). */
export async function seedDemoPromotions(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  await tx.insert(promotions).values(
    demoPromotions.map((promotion, index) => ({
      merchantId,
      kind: 'deposit_bonus' as const,
      ...promotion,
      sortOrder: index,
    })),
  );
  counts.promotions = demoPromotions.length;
  await tx
    .insert(rewardSettings)
    .values({
      merchantId,
      contributionWeights: {
        RNG: 100,
        FISH: 100,
        ARCADE: 100,
        PVP: 15,
        LIVE: 10,
        SPORTS: 25,
        ESPORTS: 25,
        LOTT: 10,
        ELOTT: 10,
        COCKFIGHT: 5,
      },
      withdrawalRule: 'block',
      withdrawalFeePercent: 0,
    })
    .onConflictDoNothing();
  counts.reward_settings = 1;
}
