import { allDayOfficeHours } from '../modules/support-chat/index.ts';
import { chatCannedReplies, chatSettings } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

/** The demo brand's canned replies, in every language the brand speaks. */
const demoCannedReplies: Array<Pick<typeof chatCannedReplies.$inferInsert, 'title' | 'text'>> = [
  {
    title: { en: 'Greeting', th: 'ทักทาย', tl: 'Pagbati' },
    text: {
      en: 'Hello, thank you for contacting Lucky Lotus. How can I help you today?',
      th: 'สวัสดีค่ะ ขอบคุณที่ติดต่อ Lucky Lotus วันนี้ให้เราช่วยอะไรดีคะ',
      tl: 'Kumusta, salamat sa pakikipag-ugnayan sa Lucky Lotus. Paano kita matutulungan ngayon?',
    },
  },
  {
    title: { en: 'Deposit check', th: 'ตรวจสอบการฝาก', tl: 'Pagsuri ng deposito' },
    text: {
      en: 'Please send a screenshot of your transfer slip and I will check your deposit.',
      th: 'กรุณาส่งภาพสลิปการโอนเงิน แล้วเราจะตรวจสอบยอดฝากให้ค่ะ',
      tl: 'Pakipadala ang screenshot ng iyong transfer slip at susuriin ko ang iyong deposito.',
    },
  },
  {
    title: { en: 'Goodbye', th: 'ปิดการสนทนา', tl: 'Paalam' },
    text: {
      en: 'Is there anything else I can help with? Have a great day!',
      th: 'มีอะไรให้ช่วยเพิ่มเติมไหมคะ ขอให้เป็นวันที่ดีค่ะ',
      tl: 'May iba pa ba akong maitutulong? Magandang araw sa iyo!',
    },
  },
];

/**
 * The demo brand's live-support chat: built in, open all day every day (so the demo always
 * has someone "in"), and a few canned replies for the operator console (/bo/chat).
 */
export async function seedDemoChat(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  await tx
    .insert(chatSettings)
    .values({ merchantId, mode: 'built_in', officeHours: allDayOfficeHours });
  const rows = await tx
    .insert(chatCannedReplies)
    .values(demoCannedReplies.map((reply) => ({ merchantId, ...reply })))
    .returning({ id: chatCannedReplies.id });
  counts.chat_canned_replies = rows.length;
}
