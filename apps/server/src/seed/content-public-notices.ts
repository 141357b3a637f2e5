import { text, type DemoAnnouncement } from './announcement-shape.ts';

/** Player notices and bulletins every visitor sees: the marquee and the notice popup. */
export const publicNotices: DemoAnnouncement[] = [
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
