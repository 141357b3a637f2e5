import type {
  AnnouncementExecution,
  AnnouncementType,
  BannerGroup,
  LocalizedText,
} from '@lobby/contracts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { announcements, banners } from '../schema/index.ts';
import type { SeedTx } from './seed.ts';

const text = (en: string, th: string, tl: string): LocalizedText => ({ en, th, tl });
const image = (name: string) => `/demo/lotus/banners/${name}.svg`;

interface DemoBanner {
  groupName: BannerGroup;
  image: string;
  title: LocalizedText;
  linkageType: 'NONE' | 'ROUTE' | 'URL' | 'PROMOTION';
  linkTarget?: string;
  sort: number;
  isActive?: boolean;
}

/** Banners of every group; the titles are the images' alternative text. */
export const demoBanners: DemoBanner[] = [
  {
    groupName: 'w_home',
    image: image('home-welcome'),
    title: text(
      'Welcome bonus: 100% on your first deposit',
      'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก',
      'Welcome bonus: 100% sa iyong unang deposito',
    ),
    linkageType: 'PROMOTION',
    linkTarget: 'WELCOME_BONUS',
    sort: 1,
  },
  {
    groupName: 'w_home',
    image: image('home-live'),
    title: text(
      'Lobby Live: baccarat and roulette around the clock',
      'Lobby Live: บาคาร่าและรูเล็ตตลอด 24 ชั่วโมง',
      'Lobby Live: baccarat at roulette buong araw at gabi',
    ),
    linkageType: 'ROUTE',
    linkTarget: '/live',
    sort: 2,
  },
  {
    groupName: 'w_home',
    image: image('home-slots'),
    title: text(
      'Lotus Fortune and Jade Dragon, our own slots',
      'Lotus Fortune และ Jade Dragon สล็อตของเราเอง',
      'Lotus Fortune at Jade Dragon, ang sarili naming slots',
    ),
    linkageType: 'ROUTE',
    linkTarget: '/rng?vassalage=LOBBY',
    sort: 3,
  },
  {
    groupName: 'w_home',
    image: image('home-slots'),
    title: text('Retired banner', 'แบนเนอร์ที่เลิกใช้แล้ว', 'Retiradong banner'),
    linkageType: 'NONE',
    sort: 0,
    isActive: false,
  },
  {
    groupName: 'w_hotgames',
    image: image('hot-games'),
    title: text('Hot games this week', 'เกมยอดนิยมประจำสัปดาห์', 'Mga patok na laro ngayong linggo'),
    linkageType: 'NONE',
    sort: 1,
  },
  {
    groupName: 'w_hotgames',
    image: image('hot-spinwell'),
    title: text(
      'New from Spinwell Studios',
      'เกมใหม่จาก Spinwell Studios',
      'Bago mula sa Spinwell Studios',
    ),
    linkageType: 'ROUTE',
    linkTarget: '/rng?vassalage=SPN',
    sort: 2,
  },
  {
    groupName: 'w_leftmenu',
    image: image('left-cashback'),
    title: text('5% weekly cashback', 'เงินคืนรายสัปดาห์ 5%', '5% lingguhang cashback'),
    linkageType: 'PROMOTION',
    linkTarget: 'CASHBACK',
    sort: 1,
  },
  {
    groupName: 'w_leftmenu',
    image: image('left-responsible'),
    title: text('Play responsibly', 'เล่นอย่างมีความรับผิดชอบ', 'Maglaro nang responsable'),
    linkageType: 'URL',
    linkTarget: 'https://www.begambleaware.org/',
    sort: 2,
  },
  {
    groupName: 'w_login',
    image: image('login'),
    title: text('Welcome back', 'ยินดีต้อนรับกลับมา', 'Maligayang pagbabalik'),
    linkageType: 'NONE',
    sort: 1,
  },
  {
    groupName: 'w_register',
    image: image('register'),
    title: text(
      'Join today and claim your welcome bonus',
      'สมัครวันนี้ รับโบนัสต้อนรับ',
      'Sumali ngayon at kunin ang iyong welcome bonus',
    ),
    linkageType: 'PROMOTION',
    linkTarget: 'WELCOME_BONUS',
    sort: 1,
  },
  {
    groupName: 'w_forget',
    image: image('forget'),
    title: text(
      'We will help you back into your account',
      'เราจะช่วยให้คุณกลับเข้าสู่บัญชีได้',
      'Tutulungan ka naming makabalik sa iyong account',
    ),
    linkageType: 'NONE',
    sort: 1,
  },
];

interface DemoAnnouncement {
  type: AnnouncementType;
  execution: AnnouncementExecution;
  title: LocalizedText;
  content: LocalizedText;
  promotionType?: string;
  sort?: number;
  /** Days before the seed ran; negative is in the future (scheduled). */
  publishedDaysAgo: number;
  /** Days before the seed ran that it expired. */
  expiredDaysAgo?: number;
  isActive?: boolean;
}

/** Player notices (PL) everyone sees: enough for two pages of nine in the notice popup. */
const publicNotices: DemoAnnouncement[] = [
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 0.5,
    title: text('Scheduled maintenance', 'แจ้งปิดปรับปรุงระบบตามกำหนด', 'Nakatakdang maintenance'),
    content: text(
      '<p>The site will be under maintenance on <strong>Tuesday from 02:00 to 04:00 (GMT+7)</strong>. Balances are safe; games in progress settle before the window starts.</p>',
      '<p>เว็บไซต์จะปิดปรับปรุงระบบใน<strong>วันอังคาร เวลา 02:00 – 04:00 น. (GMT+7)</strong> ยอดเงินของคุณปลอดภัย เกมที่ค้างอยู่จะได้รับการสรุปผลก่อนเริ่มปิดปรับปรุง</p>',
      '<p>Magkakaroon ng maintenance ang site sa <strong>Martes mula 02:00 hanggang 04:00 (GMT+7)</strong>. Ligtas ang iyong balanse; tatapusin muna ang mga larong kasalukuyang nilalaro bago magsimula ang maintenance.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 1,
    title: text('New slot: Lotus Fortune', 'สล็อตใหม่: Lotus Fortune', 'Bagong slot: Lotus Fortune'),
    content: text(
      '<p>Spin <strong>Lotus Fortune</strong>, our own five-reel slot with golden lotus wilds and free spins. Try it free before you play for real.</p>',
      '<p>หมุน <strong>Lotus Fortune</strong> สล็อต 5 วงล้อของเราเอง พร้อมสัญลักษณ์ไวลด์ดอกบัวทองและฟรีสปิน ทดลองเล่นฟรีก่อนเล่นจริงได้เลย</p>',
      '<p>Paikutin ang <strong>Lotus Fortune</strong>, ang sarili naming five-reel slot na may golden lotus wild at free spins. Subukan muna nang libre bago maglaro nang totoo.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 2,
    title: text('New slot: Jade Dragon', 'สล็อตใหม่: Jade Dragon', 'Bagong slot: Jade Dragon'),
    content: text(
      '<p><strong>Jade Dragon</strong> has arrived: cascading wins and a multiplier that grows with every cascade.</p>',
      '<p><strong>Jade Dragon</strong> มาแล้ว! ชนะต่อเนื่องแบบสัญลักษณ์ร่วงหล่น พร้อมตัวคูณที่เพิ่มขึ้นทุกครั้งที่ร่วง</p>',
      '<p>Narito na ang <strong>Jade Dragon</strong>: sunud-sunod na panalo at multiplier na lumalaki sa bawat cascade.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 3,
    title: text(
      'Arcade originals are here',
      'เกมอาร์เคดออริจินัลมาแล้ว',
      'Narito na ang mga arcade original',
    ),
    content: text(
      '<p>Crash, Dice, Mines and Plinko are now in the <strong>Arcade</strong>. Every round can be verified after it ends.</p>',
      '<p>Crash, Dice, Mines และ Plinko พร้อมให้เล่นแล้วในหมวด<strong>อาร์เคด</strong> ทุกรอบสามารถตรวจสอบผลได้หลังจบเกม</p>',
      '<p>Nasa <strong>Arcade</strong> na ang Crash, Dice, Mines at Plinko. Maaaring i-verify ang bawat round pagkatapos nito.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 4,
    title: text('Deposit methods', 'ช่องทางการฝากเงิน', 'Mga paraan ng pagdeposito'),
    content: text(
      '<p>Deposit by bank transfer or e-wallet. Bank transfers are usually credited within 5 minutes; e-wallets instantly.</p>',
      '<p>ฝากเงินได้ทั้งโอนผ่านธนาคารและอีวอลเล็ต การโอนผ่านธนาคารโดยปกติจะเข้าบัญชีภายใน 5 นาที ส่วนอีวอลเล็ตเข้าทันที</p>',
      '<p>Magdeposito sa pamamagitan ng bank transfer o e-wallet. Karaniwang naipapasok ang bank transfer sa loob ng 5 minuto; agad-agad naman ang e-wallet.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 5,
    title: text('Withdrawal times', 'ระยะเวลาการถอนเงิน', 'Tagal ng withdrawal'),
    content: text(
      '<p>Withdrawals are reviewed around the clock and usually paid within 15 minutes. Please withdraw to an account in your own name.</p>',
      '<p>เราตรวจสอบรายการถอนเงินตลอด 24 ชั่วโมง และโดยปกติจะโอนภายใน 15 นาที กรุณาถอนเงินเข้าบัญชีที่เป็นชื่อของคุณเองเท่านั้น</p>',
      '<p>Sinusuri ang mga withdrawal buong araw at gabi at karaniwang naibibigay sa loob ng 15 minuto. Mag-withdraw lamang sa account na nakapangalan sa iyo.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 6,
    title: text(
      'Keep your account safe',
      'รักษาบัญชีของคุณให้ปลอดภัย',
      'Panatilihing ligtas ang iyong account',
    ),
    content: text(
      '<p>We will <strong>never</strong> ask for your password or verification code. Do not share them with anyone, including people who claim to be our staff.</p>',
      '<p>เรา<strong>ไม่มีนโยบาย</strong>ขอรหัสผ่านหรือรหัสยืนยันของคุณ ห้ามเปิดเผยให้ผู้ใดทราบ รวมถึงผู้ที่อ้างว่าเป็นพนักงานของเรา</p>',
      '<p><strong>Kailanman</strong> ay hindi namin hihingin ang iyong password o verification code. Huwag itong ibahagi kaninuman, kahit sa mga nagpapakilalang staff namin.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 7,
    title: text('Play responsibly', 'เล่นอย่างมีความรับผิดชอบ', 'Maglaro nang responsable'),
    content: text(
      '<p>Set a budget and take breaks. Lucky Lotus is for adults aged <strong>21 and over</strong>. If gaming stops being fun, contact customer service to pause your account.</p>',
      '<p>กำหนดงบประมาณและหยุดพักเป็นระยะ Lucky Lotus สำหรับผู้ที่มีอายุ <strong>21 ปีขึ้นไป</strong> เท่านั้น หากการเล่นไม่สนุกอีกต่อไป โปรดติดต่อฝ่ายบริการลูกค้าเพื่อระงับบัญชีชั่วคราว</p>',
      '<p>Magtakda ng budget at magpahinga paminsan-minsan. Ang Lucky Lotus ay para lamang sa may edad na <strong>21 pataas</strong>. Kung hindi na masaya ang paglalaro, makipag-ugnayan sa customer service para pansamantalang ihinto ang iyong account.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 8,
    title: text(
      'Live tables open 24/7',
      'โต๊ะคาสิโนสดเปิดตลอด 24 ชั่วโมง',
      'Bukas ang mga live na mesa 24/7',
    ),
    content: text(
      '<p>Baccarat and roulette at <strong>Lobby Live</strong> run around the clock, with new tables every evening.</p>',
      '<p>บาคาร่าและรูเล็ตที่ <strong>Lobby Live</strong> เปิดให้บริการตลอด 24 ชั่วโมง พร้อมโต๊ะใหม่ทุกเย็น</p>',
      '<p>Tuloy-tuloy ang baccarat at roulette sa <strong>Lobby Live</strong> buong araw at gabi, may bagong mesa tuwing gabi.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 9,
    title: text('Get the mobile app', 'ดาวน์โหลดแอปบนมือถือ', 'I-download ang mobile app'),
    content: text(
      '<p>Download the Lucky Lotus app for Android or iOS: scan the QR code in the side bar or open <strong>App download</strong> in the help centre.</p>',
      '<p>ดาวน์โหลดแอป Lucky Lotus สำหรับ Android หรือ iOS โดยสแกนคิวอาร์โค้ดที่แถบด้านข้าง หรือเปิดหัวข้อ<strong>ดาวน์โหลดแอป</strong>ในศูนย์ช่วยเหลือ</p>',
      '<p>I-download ang Lucky Lotus app para sa Android o iOS: i-scan ang QR code sa side bar o buksan ang <strong>App download</strong> sa help centre.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 10,
    title: text(
      'Customer service around the clock',
      'ฝ่ายบริการลูกค้าตลอด 24 ชั่วโมง',
      'Customer service buong araw at gabi',
    ),
    content: text(
      '<p>Our team answers live chat 24 hours a day, in English, Thai and Tagalog.</p>',
      '<p>ทีมงานของเราพร้อมตอบแชทสดตลอด 24 ชั่วโมง ทั้งภาษาอังกฤษ ภาษาไทย และภาษาตากาล็อก</p>',
      '<p>Sumasagot ang aming team sa live chat 24 oras sa isang araw, sa English, Thai at Tagalog.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 11,
    title: text(
      'Updated terms and conditions',
      'ปรับปรุงข้อกำหนดและเงื่อนไข',
      'Na-update na mga tuntunin at kundisyon',
    ),
    content: text(
      '<p>Our terms and conditions have been updated. The new version applies from the first day of next month; read it under <strong>Help → Terms</strong>.</p>',
      '<p>เราได้ปรับปรุงข้อกำหนดและเงื่อนไขการใช้บริการ ฉบับใหม่มีผลตั้งแต่วันที่ 1 ของเดือนหน้า อ่านได้ที่ <strong>ช่วยเหลือ → ข้อกำหนด</strong></p>',
      '<p>Na-update ang aming mga tuntunin at kundisyon. Ipatutupad ang bagong bersyon simula sa unang araw ng susunod na buwan; basahin ito sa <strong>Help → Terms</strong>.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 12,
    title: text(
      'Weekend football and e-sports',
      'ฟุตบอลและอีสปอร์ตสุดสัปดาห์',
      'Football at e-sports tuwing weekend',
    ),
    content: text(
      '<p>More markets on weekend football, and live odds on the major e-sports tournaments, are now available.</p>',
      '<p>เพิ่มตลาดการเดิมพันฟุตบอลช่วงสุดสัปดาห์ และราคาสดสำหรับทัวร์นาเมนต์อีสปอร์ตรายการใหญ่แล้ววันนี้</p>',
      '<p>Mas maraming market sa weekend football at live odds sa malalaking e-sports tournament ang available na ngayon.</p>',
    ),
  },
  {
    type: 'PL',
    execution: 'B',
    publishedDaysAgo: 13,
    title: text('VIP levels explained', 'ทำความรู้จักระดับ VIP', 'Paliwanag sa mga VIP level'),
    content: text(
      '<p>Climb VIP levels through your valid bets. Higher levels bring faster withdrawals and a personal host.</p>',
      '<p>เลื่อนระดับ VIP ได้จากยอดเดิมพันที่ถูกต้อง ระดับที่สูงขึ้นจะได้รับการถอนเงินที่รวดเร็วขึ้นและผู้ดูแลส่วนตัว</p>',
      '<p>Umakyat sa mga VIP level sa pamamagitan ng iyong valid bets. Mas mabilis na withdrawal at personal na host ang hatid ng mas matataas na level.</p>',
    ),
  },
];

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
];

const dayMs = 24 * 60 * 60 * 1000;

const cleanText = (content: LocalizedText): LocalizedText => ({
  en: sanitizeHtml(content.en),
  th: sanitizeHtml(content.th),
  tl: sanitizeHtml(content.tl),
});

/** Banners of every group and announcements of every type and execution. */
export async function seedContentData(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const bannerRows = await tx
    .insert(banners)
    .values(
      demoBanners.map((banner) => ({
        merchantId,
        groupName: banner.groupName,
        imageUrl: banner.image,
        title: banner.title,
        linkageType: banner.linkageType,
        linkTarget: banner.linkTarget ?? null,
        sort: banner.sort,
        isActive: banner.isActive ?? true,
      })),
    )
    .returning({ id: banners.id });

  const now = Date.now();
  const announcementRows = await tx
    .insert(announcements)
    .values(
      demoAnnouncements.map((item) => ({
        merchantId,
        type: item.type,
        execution: item.execution,
        platform: 'W',
        title: item.title,
        content: cleanText(item.content),
        promotionType: item.promotionType ?? null,
        sort: item.sort ?? 10,
        isActive: item.isActive ?? true,
        publishedAt: new Date(now - item.publishedDaysAgo * dayMs),
        expiresAt:
          item.expiredDaysAgo === undefined ? null : new Date(now - item.expiredDaysAgo * dayMs),
      })),
    )
    .returning({ id: announcements.id });

  counts.banners = bannerRows.length;
  counts.announcements = announcementRows.length;
}
