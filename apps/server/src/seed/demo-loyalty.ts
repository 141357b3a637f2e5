import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import { localToday } from '../platform/local-dates.ts';
import { postWithinTransaction } from '../modules/wallet/index.ts';
import type { SeedTx } from './seed-tx.ts';

const t = (en: string, th: string, tl: string) => JSON.stringify({ en, th, tl });

/** level, names, reach, keep, rebate share %, bonuses (THB), withdrawals per day, daily cap */
const tiers: Array<
  [number, string, number, number, number, number, number, number, number | null, number | null]
> = [
  [0, t('Member', 'สมาชิก', 'Miyembro'), 0, 0, 50, 0, 0, 0, null, null],
  [1, t('Bronze', 'บรอนซ์', 'Tanso'), 1_000, 500, 60, 50, 50, 20, 5, 100_000],
  [2, t('Silver', 'ซิลเวอร์', 'Pilak'), 5_000, 2_500, 70, 200, 100, 50, 6, 200_000],
  [3, t('Gold', 'โกลด์', 'Ginto'), 20_000, 10_000, 80, 500, 300, 150, 8, 400_000],
  [4, t('Platinum', 'แพลทินัม', 'Platinum'), 60_000, 30_000, 90, 1_500, 800, 400, 10, 800_000],
  [
    5,
    t('Diamond', 'ไดมอนด์', 'Diyamante'),
    150_000,
    75_000,
    100,
    5_000,
    2_000,
    1_000,
    15,
    2_000_000,
  ],
];

/**
 * product, VIP points, points and rebate rates in parts per million of the valid bet (minor
 * units): 1,000 is a point per 10.00 THB of RNG play; 6,000 a rebate of 0.6 %
 */
const rates: Array<[string, number, number, number]> = [
  ['live', 500, 500, 4_000],
  ['lottery', 500, 500, 3_000],
  ['pvp', 500, 500, 3_000],
  ['rng', 1_000, 1_000, 6_000],
  ['sports', 800, 800, 5_000],
];

const goods = [
  [
    'credit',
    t('50 THB credit', 'เครดิต 50 บาท', '50 THB na credit'),
    t('Paid into your wallet at once.', 'เข้ากระเป๋าเงินทันที', 'Papasok agad sa iyong wallet.'),
    '/mall/credit-small.svg',
    500,
    5_000,
    null,
  ],
  [
    'credit',
    t('200 THB credit', 'เครดิต 200 บาท', '200 THB na credit'),
    t('Paid into your wallet at once.', 'เข้ากระเป๋าเงินทันที', 'Papasok agad sa iyong wallet.'),
    '/mall/credit-large.svg',
    1_900,
    20_000,
    null,
  ],
  [
    'physical',
    t('Lotus mug', 'แก้วมัค Lotus', 'Lotus na tasa'),
    t(
      'A ceramic mug, sent to your address.',
      'แก้วเซรามิก ส่งถึงที่อยู่ของคุณ',
      'Isang ceramic na tasa, ipapadala sa iyong address.',
    ),
    '/mall/lotus-mug.svg',
    800,
    0,
    50,
  ],
  [
    'physical',
    t('Wireless headphones', 'หูฟังไร้สาย', 'Wireless na headphones'),
    t(
      'Sent to your address within 14 days.',
      'จัดส่งภายใน 14 วัน',
      'Ipapadala sa loob ng 14 na araw.',
    ),
    '/mall/headphones.svg',
    6_000,
    0,
    10,
  ],
] as const;

/**
 * The demo brand's VIP tiers, rates, mall goods, and the demo member's loyalty: Bronze, 1,200
 * points, this month's VIP points and a claimable rebate of the day before yesterday.
 */
export async function seedDemoLoyalty(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  await tx.execute(sql`
    insert into loyalty_settings (merchant_id, rebate_period, rebate_minimum, deposit_points_ppm,
      points_per_cash_unit, points_expiry_days)
    values (${merchantId}, 'daily', 100, 1000, 10, 90)`);
  for (const [level, name, reach, keep, share, up, birthday, monthly, perDay, cap] of tiers) {
    await tx.execute(sql`
      insert into vip_tiers (merchant_id, level, name, reach_points, keep_points, rebate_share_bp,
        level_up_bonus, birthday_bonus, monthly_bonus, withdrawals_per_day, withdrawal_daily_amount)
      values (${merchantId}, ${level}, ${name}::jsonb, ${reach}, ${keep}, ${share * 100},
        ${up * 100}, ${birthday * 100}, ${monthly * 100}, ${perDay}, ${cap === null ? null : cap * 100})`);
  }
  for (const [product, vip, points, rebate] of rates) {
    await tx.execute(sql`
      insert into loyalty_product_rates (merchant_id, product, vip_points_ppm, points_ppm, rebate_ppm)
      values (${merchantId}, ${product}, ${vip}, ${points}, ${rebate})`);
  }
  for (const [index, [kind, name, description, image, price, credit, stock]] of goods.entries()) {
    await tx.execute(sql`
      insert into mall_goods (merchant_id, kind, name, description, image, points_price,
        credit_amount, stock, sort)
      values (${merchantId}, ${kind}, ${name}::jsonb, ${description}::jsonb, ${image}, ${price},
        ${credit}, ${stock}, ${index})`);
  }
  counts.vip_tiers = tiers.length;
  counts.mall_goods = goods.length;
  await seedDemoMember(tx, merchantId, counts);
}

async function seedDemoMember(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const [demo] = await rowsOf<{ id: number | string; time_zone: string }>(
    tx,
    sql`select m.id, b.time_zone from members m join merchants b on b.id = m.merchant_id
        where m.merchant_id = ${merchantId} and m.username = 'demo'`,
  );
  if (!demo) return;
  const memberId = Number(demo.id);
  const today = localToday(demo.time_zone);
  const dayMs = 86_400_000;
  const before = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * dayMs).toISOString().slice(0, 10);
  await tx.execute(sql`
    insert into loyalty_members (member_id, merchant_id, vip_level) values (${memberId}, ${merchantId}, 1)`);
  await tx.execute(sql`
    insert into vip_months (member_id, merchant_id, month, points)
    values (${memberId}, ${merchantId}, ${today.slice(0, 7)}, 1800)`);
  await tx.execute(sql`
    insert into vip_bonuses (merchant_id, member_id, kind, cause, amount)
    values (${merchantId}, ${memberId}, 'level_up', '1', 0)`);
  const points = 1_200n;
  const posted = await postWithinTransaction(tx, {
    merchantId,
    idempotencyKey: `seed:points:${memberId}`,
    kind: 'points',
    memberId,
    reference: 'seed',
    memo: { type: 'earn' },
    legs: [
      { account: { house: 'points_issued' }, amount: -points },
      { account: { memberId, kind: 'points' }, amount: points },
    ],
  });
  counts.ledger_transactions = (counts.ledger_transactions ?? 0) + 1;
  counts.ledger_postings = (counts.ledger_postings ?? 0) + posted.postings.length;
  await tx.execute(sql`
    insert into points_lots (merchant_id, member_id, day, earned, remaining, expires_at)
    values (${merchantId}, ${memberId}, ${before}, ${points}, ${points},
      ${new Date(Date.parse(`${before}T00:00:00Z`) + 91 * dayMs)})`);
  await tx.execute(sql`
    insert into points_entries (merchant_id, member_id, kind, day, points)
    values (${merchantId}, ${memberId}, 'rng', ${before}, 900),
           (${merchantId}, ${memberId}, 'deposit', ${before}, 300)`);
  const [cutoff] = await rowsOf<{ id: number | string }>(
    tx,
    sql`insert into rebate_cutoffs (merchant_id, period, period_from, period_to, members, total)
        values (${merchantId}, 'daily', ${before}, ${before}, 1, 2160) returning id`,
  );
  await tx.execute(sql`
    insert into rebate_turnover (merchant_id, member_id, day, product, valid_bet, cutoff_id)
    values (${merchantId}, ${memberId}, ${before}, 'rng', 600000, ${Number(cutoff!.id)})`);
  await tx.execute(sql`
    insert into rebates (merchant_id, member_id, cutoff_id, valid_bet, amount, share_bp)
    values (${merchantId}, ${memberId}, ${Number(cutoff!.id)}, 600000, 2160, 6000)`);
}
