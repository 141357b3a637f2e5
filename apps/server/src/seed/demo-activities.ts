import { and, eq } from 'drizzle-orm';
import type { ActivityRules, LocalizedText } from '@lobby/contracts';
import { activities, activityCoupons, promotions } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

const text = (en: string, th: string, tl: string): LocalizedText => ({ en, th, tl });
const day = 86_400_000;

interface DemoActivity {
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  rules: ActivityRules;
}

/** The demo coupon code, printed on the coupon activity (a member enters it once). */
export const demoCouponCode = 'LOTUS88';

function demoActivities(welcomePromotionId: number | undefined): DemoActivity[] {
  const list: DemoActivity[] = [
    {
      title: text('Daily Check-in', 'เช็คอินรายวัน', 'Araw-araw na Check-in'),
      summary: text(
        'Check in every day for 7 days: the reward grows with your streak.',
        'เช็คอินทุกวันต่อเนื่อง 7 วัน รางวัลเพิ่มขึ้นตามจำนวนวัน',
        'Mag-check in araw-araw sa loob ng 7 araw: lumalaki ang premyo habang tuloy-tuloy.',
      ),
      body: text(
        'One check-in per day (Bangkok time). Miss a day and the streak starts again from day 1. Rewards are paid as cash.',
        'เช็คอินได้วันละครั้ง (เวลากรุงเทพฯ) หากขาดหนึ่งวัน จะเริ่มนับใหม่ที่วันที่ 1 รางวัลจ่ายเป็นเงินสด',
        'Isang check-in bawat araw (oras sa Bangkok). Kapag lumaktaw ng isang araw, magsisimula ulit sa araw 1. Cash ang premyo.',
      ),
      rules: {
        kind: 'check_in',
        days: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '20.00'].map((amount) => ({
          amount,
          bonusMultiplier: 0,
        })),
      },
    },
    {
      title: text('Lucky Wheel', 'วงล้อนำโชค', 'Lucky Wheel'),
      summary: text(
        'Three free spins a day, provably fair.',
        'หมุนฟรีวันละ 3 ครั้ง ตรวจสอบความยุติธรรมได้',
        'Tatlong libreng ikot bawat araw, provably fair.',
      ),
      body: text(
        'Before each spin you see the hash of the server seed; after it you see the seed itself, so you can check the result with your client seed and the nonce.',
        'ก่อนหมุนแต่ละครั้งคุณจะเห็นแฮชของ server seed และหลังหมุนจะเห็น seed จริง จึงตรวจสอบผลได้ด้วย client seed และ nonce ของคุณ',
        'Bago ang bawat ikot makikita mo ang hash ng server seed; pagkatapos, makikita mo ang seed mismo, kaya masusuri mo ang resulta gamit ang iyong client seed at nonce.',
      ),
      rules: {
        kind: 'lucky_wheel',
        spinsPerDay: 3,
        slices: [
          { label: text('Try again', 'ลองใหม่', 'Subukan ulit'), amount: '0', weight: 50 },
          { label: text('฿2', '฿2', '฿2'), amount: '2.00', weight: 25 },
          { label: text('฿5', '฿5', '฿5'), amount: '5.00', weight: 15 },
          { label: text('฿10', '฿10', '฿10'), amount: '10.00', weight: 7 },
          { label: text('฿50', '฿50', '฿50'), amount: '50.00', weight: 2 },
          { label: text('฿188', '฿188', '฿188'), amount: '188.00', weight: 1 },
        ].map(({ label, amount, weight }) => ({
          label,
          prize: { amount, bonusMultiplier: 0 },
          weight,
        })),
      },
    },
    {
      title: text('Coupon Code', 'รหัสคูปอง', 'Code ng Kupon'),
      summary: text(
        `Enter ${demoCouponCode} for a ฿20 bonus.`,
        `กรอก ${demoCouponCode} รับโบนัส ฿20`,
        `Ilagay ang ${demoCouponCode} para sa ฿20 na bonus.`,
      ),
      body: text(
        'Each member may use a code once. The bonus carries wagering × 3.',
        'สมาชิกแต่ละคนใช้รหัสได้ครั้งเดียว โบนัสต้องทำเทิร์น × 3',
        'Isang beses lang magagamit ng bawat miyembro ang isang code. May wagering × 3 ang bonus.',
      ),
      rules: { kind: 'coupon', prize: { amount: '20.00', bonusMultiplier: 3 } },
    },
    {
      title: text('Share Your Big Win', 'แชร์ยอดชนะใหญ่ของคุณ', 'Ibahagi ang Iyong Malaking Panalo'),
      summary: text(
        'Post a screenshot of a big win and get ฿50.',
        'โพสต์ภาพหน้าจอยอดชนะใหญ่ รับ ฿50',
        'Mag-post ng screenshot ng malaking panalo at makakuha ng ฿50.',
      ),
      body: text(
        'Apply with a short comment (up to 140 characters) and up to 3 png or jpg pictures of at most 5MB. Our team reviews every application; once issued, claim your reward in My applications.',
        'สมัครพร้อมความคิดเห็นสั้นๆ (ไม่เกิน 140 ตัวอักษร) และรูปภาพ png หรือ jpg ไม่เกิน 3 รูป รูปละไม่เกิน 5MB ทีมงานจะตรวจสอบทุกใบสมัคร เมื่ออนุมัติแล้ว รับรางวัลได้ที่ใบสมัครของฉัน',
        'Mag-apply na may maikling komento (hanggang 140 karakter) at hanggang 3 png o jpg na larawan na hindi hihigit sa 5MB. Sinusuri ng aming team ang bawat aplikasyon; kapag naaprubahan, kunin ang premyo sa Aking mga aplikasyon.',
      ),
      rules: { kind: 'application', prize: { amount: '50.00', bonusMultiplier: 0 } },
    },
  ];
  return welcomePromotionId === undefined ? list : [...list, depositActivity(welcomePromotionId)];
}

/** A rain of the first 15 minutes of every hour, 3 tries a day, ฿1–฿8 from ฿5,000. */
const rainActivity: DemoActivity = {
  title: text('Red Envelope Rain', 'ฝนอั่งเปา', 'Ulan ng Red Envelope'),
  summary: text(
    'Envelopes fall in the first 15 minutes of every hour: 3 tries a day.',
    'อั่งเปาตกใน 15 นาทีแรกของทุกชั่วโมง: วันละ 3 ครั้ง',
    'Bumabagsak ang mga envelope sa unang 15 minuto ng bawat oras: 3 subok bawat araw.',
  ),
  body: text(
    'Each envelope holds ฿1 to ฿8, paid as cash, while the ฿5,000 budget lasts.',
    'อั่งเปาแต่ละซองมี ฿1 ถึง ฿8 จ่ายเป็นเงินสด จนกว่างบ ฿5,000 จะหมด',
    'Bawat envelope ay may ฿1 hanggang ฿8, cash, habang may natitira sa ฿5,000 na budget.',
  ),
  rules: {
    kind: 'red_envelope_rain',
    windows: Array.from({ length: 24 }, (_, hour) => ({
      start: `${String(hour).padStart(2, '0')}:00`,
      minutes: 15,
    })),
    triesPerDay: 3,
    budget: '5000.00',
    minAmount: '1.00',
    maxAmount: '8.00',
  },
};

/** The deposit bonus activity: a pointer to the welcome promotion. */
function depositActivity(welcomePromotionId: number): DemoActivity {
  return {
    title: text('Welcome Deposit Bonus', 'โบนัสเงินฝากต้อนรับ', 'Welcome Deposit Bonus'),
    summary: text(
      '100% on your first deposit, up to ฿1,000.',
      'รับ 100% จากยอดฝากครั้งแรก สูงสุด ฿1,000',
      '100% sa unang deposito, hanggang ฿1,000.',
    ),
    body: text(
      'This activity runs through the promotion of the same name: apply there, deposit, then claim.',
      'กิจกรรมนี้ใช้โปรโมชั่นชื่อเดียวกัน: สมัครที่โปรโมชั่น ฝากเงิน แล้วกดรับ',
      'Ang aktibidad na ito ay sa promosyong may parehong pangalan: mag-apply doon, mag-deposito, saka i-claim.',
    ),
    rules: { kind: 'deposit_bonus', promotionId: welcomePromotionId },
  };
}

/** A raffle drawn a week after the seed: 3 tickets a day; the third prize in points. */
const raffleActivity: DemoActivity = {
  title: text('Lotus Lucky Draw', 'ลุ้นโชคโลตัส', 'Lotus Lucky Draw'),
  summary: text(
    'Take 3 free tickets every day. Three winners are drawn when the raffle closes.',
    'รับตั๋วฟรีวันละ 3 ใบ จับผู้โชคดี 3 รางวัลเมื่อกิจกรรมปิด',
    'Kumuha ng 3 libreng tiket araw-araw. Tatlong mananalo ang bubunutin pagsara ng raffle.',
  ),
  body: text(
    'The draw is provably fair: the hash of the server seed is shown before the first ticket, and after the draw the seed and the ticket list hash let anyone recompute the winners. Winners claim their prize on this page.',
    'การจับรางวัลพิสูจน์ความยุติธรรมได้: แสดงแฮชของเซิร์ฟเวอร์ซีดก่อนออกตั๋วใบแรก หลังจับรางวัลจะเปิดเผยซีดและแฮชรายการตั๋วเพื่อให้ทุกคนคำนวณผู้ชนะซ้ำได้ ผู้ชนะรับรางวัลได้ที่หน้านี้',
    'Patas at napapatunayan ang bunutan: ipinapakita ang hash ng server seed bago ang unang tiket, at pagkatapos ng bunutan, ang seed at ang hash ng listahan ng tiket ay nagpapahintulot sa kahit sino na kalkulahin muli ang mga nanalo. Kunin ng mga nanalo ang premyo sa pahinang ito.',
  ),
  rules: {
    kind: 'raffle',
    ticketsPerDay: 3,
    prizes: [
      { amount: '888.00', bonusMultiplier: 0 },
      { amount: '188.00', bonusMultiplier: 0 },
      { amount: '0', bonusMultiplier: 0, points: 500 },
    ],
  },
};

/**
 * The demo brand's activities (issue 14, docs/rewards.md "Activities"): one of each kind, open
 * for a year from the seed, and the coupon code LOTUS88 (1,000 uses). On a fresh database
 * their ids are 1 check-in, 2 wheel, 3 coupon, 4 application, 5 deposit bonus, 6 rain,
 * 7 raffle (drawn by the close job a week after the seed).
 */
export async function seedDemoActivities(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const [welcome] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.kind, 'deposit_bonus')))
    .orderBy(promotions.sortOrder)
    .limit(1);
  const now = Date.now();
  const rows = await tx
    .insert(activities)
    .values(
      [...demoActivities(welcome?.id), rainActivity, raffleActivity].map((activity, index) => ({
        merchantId,
        kind: activity.rules.kind,
        ...activity,
        budgetLeft: activity.rules.kind === 'red_envelope_rain' ? 500_000n : null,
        startsAt: new Date(now - day),
        endsAt: new Date(now + (activity.rules.kind === 'raffle' ? 7 : 365) * day),
        sortOrder: index,
      })),
    )
    .returning({ id: activities.id, kind: activities.kind });
  counts.activities = rows.length;
  const coupon = rows.find((row) => row.kind === 'coupon')!;
  await tx.insert(activityCoupons).values({
    merchantId,
    activityId: coupon.id,
    code: demoCouponCode,
    maxUses: 1000,
    expiresAt: new Date(now + 365 * day),
  });
  counts.activity_coupons = 1;
}
