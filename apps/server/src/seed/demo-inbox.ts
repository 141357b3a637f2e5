import { and, eq, sql } from 'drizzle-orm';
import {
  feedback,
  feedbackSettings,
  inboxMessages,
  inboxReceipts,
  members,
  promotions,
} from '../db/schema/index.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { SeedTx } from './seed-tx.ts';

const welcome = {
  title: {
    en: 'Welcome to Lotus!',
    th: 'ยินดีต้อนรับสู่ Lotus!',
    tl: 'Maligayang pagdating sa Lotus!',
  },
  bodyHtml: {
    en: '<p>Thank you for joining us. Your <b>first deposit is doubled</b>: see the welcome bonus.</p>',
    th: '<p>ขอบคุณที่ร่วมเป็นส่วนหนึ่งกับเรา <b>เงินฝากครั้งแรกของคุณจะได้รับเพิ่มเป็นสองเท่า</b> ดูโบนัสต้อนรับได้เลย</p>',
    tl: '<p>Salamat sa pagsali sa amin. <b>Doble ang iyong unang deposito</b>: tingnan ang welcome bonus.</p>',
  },
};

const maintenance = {
  title: {
    en: 'Scheduled maintenance on Sunday',
    th: 'ปิดปรับปรุงระบบตามกำหนดในวันอาทิตย์',
    tl: 'Nakatakdang maintenance sa Linggo',
  },
  bodyHtml: {
    en: '<p>Games will be unavailable on Sunday from 02:00 to 04:00 (GMT+7). Your balance is safe.</p>',
    th: '<p>เกมจะไม่สามารถใช้งานได้ในวันอาทิตย์ เวลา 02:00 ถึง 04:00 น. (GMT+7) ยอดเงินของคุณปลอดภัย</p>',
    tl: '<p>Hindi magagamit ang mga laro sa Linggo mula 02:00 hanggang 04:00 (GMT+7). Ligtas ang iyong balanse.</p>',
  },
};

const agentNotice = {
  title: {
    en: 'Commission statements are ready',
    th: 'รายงานค่าคอมมิชชันพร้อมแล้ว',
    tl: 'Handa na ang mga ulat ng komisyon',
  },
  bodyHtml: {
    en: '<p>Last week’s commission statements are in the agent centre.</p>',
    th: '<p>รายงานค่าคอมมิชชันของสัปดาห์ที่แล้วอยู่ในศูนย์ตัวแทนแล้ว</p>',
    tl: '<p>Nasa agent centre na ang mga ulat ng komisyon noong nakaraang linggo.</p>',
  },
};

const feedbackText = 'The deposit page took a long time to load on my phone yesterday evening';
const replyText = 'Thank you for telling us. We have made the deposit page faster on phones.';
const replyTitle = {
  en: 'Reply to your feedback',
  th: 'คำตอบสำหรับความคิดเห็นของคุณ',
  tl: 'Sagot sa iyong feedback',
};

/**
 * The demo inbox (issue 15): a welcome broadcast linking to the welcome bonus, a message to the
 * demo member, a platform message to the agents, and one feedback of the demo member with its
 * reply (in the inbox as well, already read); the brand's feedback rule.
 */
export async function seedDemoInbox(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const [demo] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.merchantId, merchantId), eq(members.username, demoAccounts.member.username)),
    );
  const [promotion] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.merchantId, merchantId))
    .orderBy(promotions.id)
    .limit(1);
  await tx.insert(feedbackSettings).values({
    merchantId,
    minWords: 3,
    maxWords: 300,
    categories: ['deposit', 'withdrawal', 'games', 'account', 'promotion', 'suggestion', 'other'],
  });
  const announcedAt = new Date();
  const messages: Array<typeof inboxMessages.$inferInsert> = [
    {
      merchantId,
      audienceKind: 'brand',
      ...welcome,
      promotionId: promotion?.id ?? null,
      announcedAt,
    },
    { merchantId, audienceKind: 'agents', ...agentNotice, announcedAt },
  ];
  if (demo) {
    messages.push({
      merchantId,
      audienceKind: 'member',
      memberId: demo.id,
      ...maintenance,
      announcedAt,
    });
    const [sent] = await tx
      .insert(feedback)
      .values({
        merchantId,
        memberId: demo.id,
        category: 'deposit',
        content: feedbackText,
        status: 'replied',
        reply: replyText,
        repliedAt: sql`now()`,
      })
      .returning({ id: feedback.id });
    counts.feedback = 1;
    const body = `<p>${replyText}</p>`;
    const [reply] = await tx
      .insert(inboxMessages)
      .values({
        merchantId,
        kind: 'feedback_reply',
        audienceKind: 'member',
        memberId: demo.id,
        title: replyTitle,
        bodyHtml: { en: body, th: body, tl: body },
        feedbackId: sent!.id,
        announcedAt: sql`now()`,
      })
      .returning({ id: inboxMessages.id });
    await tx
      .insert(inboxReceipts)
      .values({ messageId: reply!.id, memberId: demo.id, readAt: sql`now()` });
    counts.inboxReceipts = 1;
  }
  await tx.insert(inboxMessages).values(messages);
  counts.inboxMessages = messages.length + (demo ? 1 : 0);
}
