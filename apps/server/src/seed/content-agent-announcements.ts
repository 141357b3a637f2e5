import { text, type DemoAnnouncement } from './announcement-shape.ts';

/** Two announcements of the agent centre (agentAnnouncement), never shown to members. */
export const agentAnnouncements: DemoAnnouncement[] = [
  {
    type: 'PL',
    execution: 'A',
    audience: 'agents',
    publishedDaysAgo: 0.5,
    title: text(
      'Red envelopes for your team',
      'ส่งอั่งเปาให้ทีมของคุณ',
      'Mga red envelope para sa iyong team',
    ),
    content: text(
      '<p>You can now send <strong>red envelopes</strong> to your downline: choose the total, the number of shares, equal or random split and how long it stays open. Unclaimed money comes back to you automatically.</p>',
      '<p>ตอนนี้คุณส่ง<strong>อั่งเปา</strong>ให้ดาวน์ไลน์ได้แล้ว เลือกยอดรวม จำนวนซอง แบ่งเท่ากันหรือสุ่ม และระยะเวลาที่เปิดรับ เงินที่ไม่มีผู้รับจะคืนให้คุณโดยอัตโนมัติ</p>',
      '<p>Maaari ka nang magpadala ng <strong>red envelope</strong> sa iyong downline: piliin ang kabuuan, ilang bahagi, pantay o random na hatian at kung gaano katagal ito bukas. Awtomatikong babalik sa iyo ang perang hindi nakuha.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'A',
    audience: 'agents',
    publishedDaysAgo: 3,
    title: text(
      'Salary settlement schedule',
      'กำหนดการจ่ายเงินเดือนตัวแทน',
      'Iskedyul ng pagbabayad ng sahod',
    ),
    content: text(
      '<p>Daily salaries are paid every morning for the previous day, in the brand time zone (GMT+7). Check your income page for each payment.</p>',
      '<p>เงินเดือนรายวันจ่ายทุกเช้าสำหรับวันก่อนหน้า ตามเขตเวลาของแบรนด์ (GMT+7) ตรวจสอบแต่ละรายการได้ที่หน้ารายได้ของคุณ</p>',
      '<p>Ang arawang sahod ay binabayaran tuwing umaga para sa nakaraang araw, sa time zone ng brand (GMT+7). Tingnan ang bawat bayad sa iyong income page.</p>',
    ),
  },
];
