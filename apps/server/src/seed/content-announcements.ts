import { text, type DemoAnnouncement } from './announcement-shape.ts';

import { agentAnnouncements } from './content-agent-announcements.ts';
import { publicNotices } from './content-public-notices.ts';

// The demo brand's announcements: every type (B, PL, PU, PR, H) and execution (A, B, F), with
// enough public notices (14) for two pages of the notice popup, and a few hidden on purpose
// (inactive, expired, scheduled) so the filters have something to leave out.

/** Player notices (PL) everyone sees: enough for two pages of nine in the notice popup. */

/** Marquee bulletins (B), pinned headlines (H), popups (PU) and promotions (PR). */
const publicHighlights: DemoAnnouncement[] = [
  {
    type: 'B',
    execution: 'B',
    publishedDaysAgo: 0.2,
    title: text(
      'Welcome to Lucky Lotus',
      'ยินดีต้อนรับสู่ Lucky Lotus',
      'Maligayang pagdating sa Lucky Lotus',
    ),
    content: text(
      '<p>Welcome to <strong>Lucky Lotus</strong>! Slots, live tables, sports and lottery in one place. Play responsibly — 21+ only.</p>',
      '<p>ยินดีต้อนรับสู่ <strong>Lucky Lotus</strong>! สล็อต คาสิโนสด กีฬา และหวย ครบจบในที่เดียว โปรดเล่นอย่างมีความรับผิดชอบ สำหรับผู้มีอายุ 21 ปีขึ้นไปเท่านั้น</p>',
      '<p>Maligayang pagdating sa <strong>Lucky Lotus</strong>! Slots, live na mesa, palakasan at loterya sa iisang lugar. Maglaro nang responsable — para lamang sa edad 21 pataas.</p>',
    ),
  },
  {
    type: 'B',
    execution: 'B',
    publishedDaysAgo: 1.5,
    title: text(
      'Weekly cashback every Monday',
      'รับเงินคืนทุกวันจันทร์',
      'Lingguhang cashback tuwing Lunes',
    ),
    content: text(
      '<p>Get 5% of your net losses back every Monday, credited automatically.</p>',
      '<p>รับเงินคืน 5% จากยอดเสียสุทธิทุกวันจันทร์ เครดิตเข้าบัญชีอัตโนมัติ</p>',
      '<p>Makakuha ng 5% ng iyong netong talo tuwing Lunes, awtomatikong ipapasok sa iyong account.</p>',
    ),
  },
  {
    type: 'H',
    execution: 'B',
    sort: 1,
    publishedDaysAgo: 14,
    title: text('Lucky Lotus is now open', 'Lucky Lotus เปิดให้บริการแล้ว', 'Bukas na ang Lucky Lotus'),
    content: text(
      '<p>Our new site is live with faster games and a fresh look. Tell us what you think through <strong>Feedback</strong> in the member centre.</p>',
      '<p>เว็บไซต์ใหม่ของเราพร้อมให้บริการแล้ว เกมเร็วขึ้นและโฉมใหม่สดใส บอกความคิดเห็นของคุณได้ที่เมนู<strong>ข้อเสนอแนะ</strong>ในศูนย์สมาชิก</p>',
      '<p>Live na ang aming bagong site na may mas mabibilis na laro at bagong itsura. Ibahagi ang iyong opinyon sa <strong>Feedback</strong> sa member centre.</p>',
    ),
  },
  {
    type: 'H',
    execution: 'B',
    sort: 1,
    publishedDaysAgo: 2.5,
    title: text(
      'Holiday service hours',
      'เวลาให้บริการช่วงวันหยุดนักขัตฤกษ์',
      'Oras ng serbisyo sa mga pista opisyal',
    ),
    content: text(
      '<p>Deposits and withdrawals run as usual on public holidays. Bank transfers may take up to 2 hours longer.</p>',
      '<p>ฝากและถอนได้ตามปกติในช่วงวันหยุดนักขัตฤกษ์ การโอนผ่านธนาคารอาจใช้เวลานานขึ้นไม่เกิน 2 ชั่วโมง</p>',
      '<p>Tuloy ang mga deposito at withdrawal kahit pista opisyal. Maaaring umabot nang hanggang 2 oras na mas matagal ang bank transfer.</p>',
    ),
  },
  {
    type: 'PU',
    execution: 'B',
    promotionType: 'WELCOME_BONUS',
    publishedDaysAgo: 0.1,
    title: text('Welcome bonus 100%', 'โบนัสต้อนรับ 100%', '100% welcome bonus'),
    content: text(
      '<p>New here? Register today and get a <strong>100% bonus up to ฿5,000</strong> on your first deposit.</p>',
      '<p>สมาชิกใหม่? สมัครวันนี้รับ<strong>โบนัส 100% สูงสุด ฿5,000</strong> สำหรับการฝากครั้งแรก</p>',
      '<p>Bago ka rito? Mag-register ngayon at makakuha ng <strong>100% bonus hanggang ฿5,000</strong> sa iyong unang deposito.</p>',
    ),
  },
  {
    type: 'PU',
    execution: 'B',
    publishedDaysAgo: 3.5,
    title: text('Try games for free', 'ทดลองเล่นฟรี', 'Subukan ang mga laro nang libre'),
    content: text(
      '<p>Every slot and arcade game has a free-play mode. Press <strong>Try</strong> on any game card — no deposit needed.</p>',
      '<p>สล็อตและเกมอาร์เคดทุกเกมมีโหมดทดลองเล่นฟรี กดปุ่ม<strong>ทดลองเล่น</strong>บนการ์ดเกมได้เลย ไม่ต้องฝากเงิน</p>',
      '<p>May free-play mode ang bawat slot at arcade game. Pindutin ang <strong>Subukan</strong> sa alinmang game card — walang kailangang deposito.</p>',
    ),
  },
  {
    type: 'PR',
    execution: 'B',
    promotionType: 'WELCOME_BONUS',
    publishedDaysAgo: 4.5,
    title: text('First deposit bonus', 'โบนัสฝากครั้งแรก', 'Bonus sa unang deposito'),
    content: text(
      '<p>100% on your first deposit, up to ฿5,000, with a 10x turnover. One bonus per person and household.</p>',
      '<p>รับโบนัส 100% สำหรับการฝากครั้งแรก สูงสุด ฿5,000 ทำเทิร์นโอเวอร์ 10 เท่า จำกัดหนึ่งสิทธิ์ต่อหนึ่งคนและหนึ่งครัวเรือน</p>',
      '<p>100% sa iyong unang deposito hanggang ฿5,000 na may 10x turnover. Isang bonus lamang bawat tao at bawat sambahayan.</p>',
    ),
  },
  {
    type: 'PR',
    execution: 'B',
    promotionType: 'CASHBACK',
    publishedDaysAgo: 5.5,
    title: text('5% weekly cashback', 'เงินคืนรายสัปดาห์ 5%', '5% lingguhang cashback'),
    content: text(
      "<p>Every Monday we return 5% of last week's net losses on slots and live casino, up to ฿20,000. No turnover required.</p>",
      '<p>ทุกวันจันทร์ เราคืนเงิน 5% จากยอดเสียสุทธิของสัปดาห์ก่อนในสล็อตและคาสิโนสด สูงสุด ฿20,000 ไม่ต้องทำเทิร์นโอเวอร์</p>',
      '<p>Tuwing Lunes, ibinabalik namin ang 5% ng netong talo noong nakaraang linggo sa slots at live casino, hanggang ฿20,000. Walang kailangang turnover.</p>',
    ),
  },
];

/** Items for logged-in members (A) and for a first login (F). */
const memberItems: DemoAnnouncement[] = [
  {
    type: 'B',
    execution: 'A',
    publishedDaysAgo: 0.3,
    title: text(
      'Thank you for playing with us',
      'ขอบคุณที่ร่วมสนุกกับเรา',
      'Salamat sa paglalaro kasama namin',
    ),
    content: text(
      '<p>Your VIP progress updates every day at 00:00 (GMT+7).</p>',
      '<p>ความคืบหน้าระดับ VIP ของคุณจะอัปเดตทุกวันเวลา 00:00 น. (GMT+7)</p>',
      '<p>Ina-update ang iyong VIP progress araw-araw tuwing 00:00 (GMT+7).</p>',
    ),
  },
  {
    type: 'PU',
    execution: 'A',
    promotionType: 'DEPOSIT_BONUS',
    publishedDaysAgo: 0.4,
    title: text('Weekend reload bonus', 'โบนัสเติมเงินสุดสัปดาห์', 'Weekend reload bonus'),
    content: text(
      '<p>Deposit on Saturday or Sunday and get <strong>20% extra, up to ฿2,000</strong>.</p>',
      '<p>ฝากเงินในวันเสาร์หรืออาทิตย์ รับ<strong>เพิ่ม 20% สูงสุด ฿2,000</strong></p>',
      '<p>Magdeposito sa Sabado o Linggo at makakuha ng <strong>dagdag na 20% hanggang ฿2,000</strong>.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'A',
    publishedDaysAgo: 1.2,
    title: text(
      'Your cashback is credited on Mondays',
      'เงินคืนของคุณจะเข้าทุกวันจันทร์',
      'Pumapasok ang iyong cashback tuwing Lunes',
    ),
    content: text(
      '<p>Open <strong>Bonus details</strong> in the member centre to see what you earned last week.</p>',
      '<p>ตรวจสอบยอดที่ได้รับเมื่อสัปดาห์ที่แล้วได้ที่<strong>รายละเอียดโบนัส</strong>ในศูนย์สมาชิก</p>',
      '<p>Buksan ang <strong>Bonus details</strong> sa member centre para makita ang iyong kinita noong nakaraang linggo.</p>',
    ),
  },
  {
    type: 'PR',
    execution: 'A',
    promotionType: 'MISSION',
    publishedDaysAgo: 2.2,
    title: text('Daily missions', 'ภารกิจรายวัน', 'Mga pang-araw-araw na misyon'),
    content: text(
      '<p>Finish three daily missions to earn points and climb the leaderboard.</p>',
      '<p>ทำภารกิจรายวันให้ครบ 3 ภารกิจเพื่อรับคะแนนและไต่อันดับบนลีดเดอร์บอร์ด</p>',
      '<p>Tapusin ang tatlong pang-araw-araw na misyon para makakuha ng points at umakyat sa leaderboard.</p>',
    ),
  },
  {
    type: 'PU',
    execution: 'F',
    promotionType: 'WELCOME_BONUS',
    publishedDaysAgo: 0.6,
    title: text('Welcome aboard!', 'ยินดีต้อนรับสมาชิกใหม่!', 'Maligayang pagsali!'),
    content: text(
      '<p>Thanks for joining Lucky Lotus. Make your first deposit today to claim your <strong>100% welcome bonus</strong>.</p>',
      '<p>ขอบคุณที่ร่วมเป็นส่วนหนึ่งกับ Lucky Lotus ฝากเงินครั้งแรกวันนี้เพื่อรับ<strong>โบนัสต้อนรับ 100%</strong></p>',
      '<p>Salamat sa pagsali sa Lucky Lotus. Gawin ang iyong unang deposito ngayon para makuha ang iyong <strong>100% welcome bonus</strong>.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'F',
    publishedDaysAgo: 0.7,
    title: text('Getting started', 'เริ่มต้นใช้งาน', 'Pagsisimula'),
    content: text(
      '<p>Three quick steps: verify your phone number, set a payment password, and add a bank account for withdrawals.</p>',
      '<p>3 ขั้นตอนง่าย ๆ: ยืนยันเบอร์โทรศัพท์ ตั้งรหัสผ่านสำหรับทำธุรกรรม และเพิ่มบัญชีธนาคารสำหรับถอนเงิน</p>',
      '<p>Tatlong mabilis na hakbang: i-verify ang iyong numero ng telepono, magtakda ng payment password, at magdagdag ng bank account para sa withdrawal.</p>',
    ),
  },
];

/** Rows no one may see: switched off, expired, and scheduled for later. */
const hiddenItems: DemoAnnouncement[] = [
  {
    type: 'PL',
    execution: 'B',
    isActive: false,
    publishedDaysAgo: 1,
    title: text('Draft: lantern festival', 'ฉบับร่าง: เทศกาลโคมไฟ', 'Draft: pista ng mga parol'),
    content: text(
      '<p>Not published yet.</p>',
      '<p>ยังไม่เผยแพร่</p>',
      '<p>Hindi pa nailalathala.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 40,
    expiredDaysAgo: 1,
    title: text('Ended: New Year cashback', 'สิ้นสุดแล้ว: เงินคืนปีใหม่', 'Tapos na: Bagong Taon cashback'),
    content: text(
      '<p>This promotion has ended.</p>',
      '<p>โปรโมชันนี้สิ้นสุดแล้ว</p>',
      '<p>Natapos na ang promosyong ito.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: -3,
    title: text(
      'Coming soon: mid-year tournament',
      'เร็ว ๆ นี้: ทัวร์นาเมนต์กลางปี',
      'Malapit na: mid-year tournament',
    ),
    content: text(
      '<p>Details will follow.</p>',
      '<p>รายละเอียดจะแจ้งให้ทราบภายหลัง</p>',
      '<p>Susunod ang mga detalye.</p>',
    ),
  },
];

export const demoAnnouncements: DemoAnnouncement[] = [
  ...publicNotices,
  ...publicHighlights,
  ...memberItems,
  ...hiddenItems,
  ...agentAnnouncements,
];
