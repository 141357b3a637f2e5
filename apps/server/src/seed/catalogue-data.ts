import type { GameType, LocalizedText } from '@lobby/contracts';
import { games, vendors, winnerFeed } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

const text = (en: string, th: string, tl: string): LocalizedText => ({ en, th, tl });

/** Vendor images are named after the vendor code and game type (§3). */
export const vendorIconUrl = (vassalage: string, gameType: GameType) =>
  `/demo/lotus/vendors/${vassalage.toLowerCase()}-${gameType.toLowerCase()}.svg`;
export const gameIconUrl = (vassalage: string, gameCode: string) =>
  `/demo/lotus/games/${vassalage.toLowerCase()}-${gameCode}.svg`;

interface DemoVendor {
  vassalage: string;
  gameType: GameType;
  displayName: LocalizedText;
  isGame: 'VASSALAGE' | 'GAME';
  /** Vendor-sorting order: categories follow their first vendor. */
  sort: number;
}

interface DemoGame {
  gameCode: string;
  displayName: LocalizedText;
  isHot?: boolean;
  isActive?: boolean;
  /** In-house games get the large icon used by the drop menu's wide layout. */
  hasLargeIcon?: boolean;
}

export interface DemoLine extends DemoVendor {
  games: DemoGame[];
}

const vendor = (
  vassalage: string,
  gameType: GameType,
  displayName: LocalizedText,
  sort: number,
  lineGames: DemoGame[],
): DemoLine => ({
  vassalage,
  gameType,
  displayName,
  // slots and fishing vendors open a list of their games; the others launch directly
  isGame: gameType === 'RNG' || gameType === 'FISH' ? 'VASSALAGE' : 'GAME',
  sort,
  games: lineGames,
});

const game = (gameCode: string, displayName: LocalizedText, options: Partial<DemoGame> = {}) => ({
  gameCode,
  displayName,
  ...options,
});

/**
 * Every product line of §1. The LOBBY, LOBBYLIVE codes are the in-house games a later issue
 * makes playable; the other vendors are invented catalogue entries so rows are not empty.
 */
export const demoCatalogue: DemoLine[] = [
  vendor('LOBBY', 'RNG', text('Lobby Originals', 'ล็อบบี้ ออริจินัล', 'Lobby Originals'), 10, [
    game('lotus-fortune', text('Lotus Fortune', 'โชคลาภดอกบัว', 'Kapalaran ng Lotus'), {
      isHot: true,
      hasLargeIcon: true,
    }),
    game('jade-dragon', text('Jade Dragon', 'มังกรหยก', 'Dragong Jade'), {
      isHot: true,
      hasLargeIcon: true,
    }),
  ]),
  vendor('SPN', 'RNG', text('Spinwell Studios', 'สปินเวลล์ สตูดิโอ', 'Spinwell Studios'), 11, [
    game('golden-temple', text('Golden Temple', 'วิหารทองคำ', 'Gintong Templo'), { isHot: true }),
    game('tiger-treasure', text('Tiger Treasure', 'สมบัติเสือ', 'Kayamanan ng Tigre'), {
      isHot: true,
    }),
    game('mango-bonanza', text('Mango Bonanza', 'มะม่วงมหาโชค', 'Bonanza ng Mangga')),
    game('elephant-king', text('Elephant King', 'ราชาช้าง', 'Haring Elepante')),
    game('lucky-koi', text('Lucky Koi', 'ปลาคาร์พนำโชค', 'Masuwerteng Koi'), { isHot: true }),
    game('night-market', text('Night Market', 'ตลาดนัดกลางคืน', 'Palengke sa Gabi')),
    game('phoenix-rising', text('Phoenix Rising', 'หงส์ผงาด', 'Pagbangon ng Phoenix')),
    game('ruby-reels', text('Ruby Reels', 'วงล้อทับทิม', 'Mga Reel ng Rubi')),
    game('monsoon-gold', text('Monsoon Gold', 'ทองคำมรสุม', 'Ginto ng Habagat')),
    game('island-spins', text('Island Spins', 'หมุนวงล้อบนเกาะ', 'Ikot sa Isla')),
    game('lantern-nights', text('Lantern Nights', 'ราตรีโคมไฟ', 'Gabi ng mga Parol')),
    game('star-fruit', text('Star Fruit Frenzy', 'มะเฟืองมหาสนุก', 'Kasiyahan ng Balimbing')),
    game('old-pharaoh', text('Old Pharaoh', 'ฟาโรห์โบราณ', 'Lumang Paraon'), { isActive: false }),
  ]),
  vendor('RVG', 'RNG', text('Riverglow Gaming', 'ริเวอร์โกลว์ เกมมิ่ง', 'Riverglow Gaming'), 12, [
    game('river-dragon', text('River Dragon', 'มังกรแม่น้ำ', 'Dragon ng Ilog')),
    game('bamboo-panda', text('Bamboo Panda', 'แพนด้าไผ่', 'Panda sa Kawayan')),
    game('gem-cascade', text('Gem Cascade', 'อัญมณีถล่ม', 'Agos ng Hiyas')),
    game('wild-buffalo', text('Wild Buffalo', 'ควายป่า', 'Ligaw na Kalabaw')),
  ]),
  vendor('NBX', 'RNG', text('Nebula Reels', 'เนบิวลา รีลส์', 'Nebula Reels'), 13, [
    game('cosmic-cash', text('Cosmic Cash', 'เงินทองจักรวาล', 'Kosmikong Pera')),
    game('galaxy-gems', text('Galaxy Gems', 'อัญมณีกาแล็กซี', 'Hiyas ng Kalawakan')),
    game('moon-rabbit', text('Moon Rabbit', 'กระต่ายบนดวงจันทร์', 'Kuneho sa Buwan')),
  ]),
  vendor('LOBBYLIVE', 'LIVE', text('Lobby Live', 'ล็อบบี้ ไลฟ์', 'Lobby Live'), 20, [
    game('baccarat', text('Lotus Baccarat', 'บาคาร่าดอกบัว', 'Lotus Baccarat'), {
      isHot: true,
      hasLargeIcon: true,
    }),
    game('roulette', text('Lotus Roulette', 'รูเล็ตดอกบัว', 'Lotus Roulette'), {
      hasLargeIcon: true,
    }),
  ]),
  vendor('SLV', 'LIVE', text('Silverline Live', 'ซิลเวอร์ไลน์ ไลฟ์', 'Silverline Live'), 21, [
    game('speed-baccarat', text('Speed Baccarat', 'สปีดบาคาร่า', 'Mabilis na Baccarat')),
    game('dragon-tiger', text('Dragon Tiger', 'เสือมังกร', 'Dragon Tiger')),
    game('sic-bo', text('Sic Bo', 'ไฮโล', 'Sic Bo')),
  ]),
  vendor('CRW', 'LIVE', text('Crown Table Live', 'คราวน์ เทเบิล ไลฟ์', 'Crown Table Live'), 22, [
    game('blackjack', text('Crown Blackjack', 'แบล็กแจ็กคราวน์', 'Crown Blackjack')),
    game('grand-roulette', text('Grand Roulette', 'แกรนด์รูเล็ต', 'Grand Roulette')),
  ]),
  // Lobby's own book (issue 16, docs/sportsbook.md): one game per vendor, the book's pages
  vendor('LOBBYSB', 'SPORTS', text('Lobby Sports', 'ล็อบบี้ สปอร์ต', 'Lobby Sports'), 29, [
    game('sportsbook', text('Lobby Sportsbook', 'ล็อบบี้ สปอร์ตบุ๊ก', 'Lobby Sportsbook')),
  ]),
  vendor('KCK', 'SPORTS', text('Kickoff Sports', 'คิกออฟ สปอร์ต', 'Kickoff Sports'), 30, [
    game('sportsbook', text('Kickoff Sportsbook', 'กีฬาคิกออฟ', 'Kickoff Sportsbook')),
  ]),
  vendor('PTS', 'SPORTS', text('Pitchside Sports', 'พิตช์ไซด์ สปอร์ต', 'Pitchside Sports'), 31, [
    game('sportsbook', text('Pitchside Sportsbook', 'กีฬาพิตช์ไซด์', 'Pitchside Sportsbook')),
  ]),
  vendor('LOBBYES', 'ESPORTS', text('Lobby E-Sports', 'ล็อบบี้ อีสปอร์ต', 'Lobby E-Sports'), 39, [
    game('esports', text('Lobby E-Sports', 'ล็อบบี้ อีสปอร์ต', 'Lobby E-Sports')),
  ]),
  vendor('AV', 'ESPORTS', text('Arena Vortex', 'อารีน่า วอร์เท็กซ์', 'Arena Vortex'), 40, [
    game('esports', text('Arena Vortex E-Sports', 'อารีน่า วอร์เท็กซ์ อีสปอร์ต', 'Arena Vortex E-Sports')),
  ]),
  vendor('IMES', 'ESPORTS', text('Icemark E-Sports', 'ไอซ์มาร์ค อีสปอร์ต', 'Icemark E-Sports'), 41, [
    game('esports', text('Icemark E-Sports', 'ไอซ์มาร์ค อีสปอร์ต', 'Icemark E-Sports')),
  ]),
  vendor('FSH', 'FISH', text('Deep Reef Fishing', 'ดีปรีฟ ฟิชชิ่ง', 'Deep Reef Fishing'), 50, [
    game('reef-hunter', text('Reef Hunter', 'นักล่าแนวปะการัง', 'Mangangaso ng Bahura'), {
      isHot: true,
    }),
    game('golden-shark', text('Golden Shark', 'ฉลามทองคำ', 'Gintong Pating')),
    game('dragon-tide', text('Dragon Tide', 'กระแสน้ำมังกร', 'Alon ng Dragon')),
  ]),
  vendor('OCN', 'FISH', text('Coral Catch', 'คอรัล แคตช์', 'Coral Catch'), 51, [
    game('coral-catch', text('Coral Catch Deluxe', 'จับปลาปะการัง ดีลักซ์', 'Huli sa Korales Deluxe')),
    game('lantern-fish', text('Lantern Fish', 'ปลาโคมไฟ', 'Isdang Parol')),
  ]),
  vendor('PKR', 'PVP', text('River Card Club', 'ริเวอร์ การ์ด คลับ', 'River Card Club'), 60, [
    game('holdem', text("Texas Hold'em", 'เท็กซัสโฮลเด็ม', "Texas Hold'em")),
    game('omaha', text('Omaha', 'โอมาฮา', 'Omaha')),
    game('short-deck', text('Short Deck', 'ชอร์ตเด็ค', 'Short Deck')),
  ]),
  vendor('LOBBY', 'ARCADE', text('Lobby Arcade', 'ล็อบบี้ อาร์เคด', 'Lobby Arcade'), 70, [
    game('crash', text('Crash', 'แครช', 'Crash'), { isHot: true, hasLargeIcon: true }),
    game('dice', text('Dice', 'ลูกเต๋า', 'Dais'), { hasLargeIcon: true }),
    game('mines', text('Mines', 'เหมืองระเบิด', 'Mina'), { isHot: true, hasLargeIcon: true }),
    game('plinko', text('Plinko', 'พลินโก', 'Plinko'), { hasLargeIcon: true }),
  ]),
  vendor('LOTT', 'LOTT', text('Lobby Lottery', 'หวยล็อบบี้', 'Lobby Loterya'), 80, [
    game('daily-4d', text('Daily 4D', 'หวย 4 ตัวรายวัน', 'Araw-araw na 4D')),
    game('lucky-3d', text('Lucky 3D', 'หวย 3 ตัวนำโชค', 'Masuwerteng 3D')),
    game('stock-lotto', text('Stock Index Lotto', 'หวยหุ้น', 'Loterya ng Stock Index')),
    game('vn-north', text('Vietnam North (Xổ số Miền Bắc)', 'หวยฮานอย', 'Vietnam Hilaga')),
    game('vn-south', text('Vietnam South (Xổ số Miền Nam)', 'หวยเวียดนามใต้', 'Vietnam Timog')),
    game(
      'vn-central',
      text('Vietnam Central (Xổ số Miền Trung)', 'หวยเวียดนามกลาง', 'Vietnam Gitna'),
    ),
    game('thai', text('Thai Government Lottery', 'หวยรัฐบาลไทย', 'Loterya ng Gobyerno ng Thailand')),
  ]),
  vendor('TCG_LOTTO_VN', 'LOTT', text('Vietnam Lottery', 'หวยเวียดนาม', 'Loterya ng Vietnam'), 81, [
    game(
      'vn-north',
      text('Northern Vietnam Lottery', 'หวยเวียดนามเหนือ', 'Loterya ng Hilagang Vietnam'),
    ),
    game('vn-south', text('Southern Vietnam Lottery', 'หวยเวียดนามใต้', 'Loterya ng Timog Vietnam')),
  ]),
  vendor('ELOTT', 'ELOTT', text('Lobby e-Lottery', 'หวยออนไลน์ล็อบบี้', 'Lobby e-Loterya'), 90, [
    game('5d', text('5D Speed Lotto', 'หวยด่วน 5D', '5D Speed Lotto')),
    game('pk10', text('PK10 Racing', 'พีเค 10', 'PK10 Karera')),
    game('k3', text('K3 Dice', 'ลูกเต๋า K3', 'K3 Dais')),
    game('11x5', text('11 Pick 5', 'หวย 11 เลือก 5', '11 Pili 5')),
    game('keno', text('Keno 5 Minutes', 'คีโน 5 นาที', 'Keno 5 Minuto')),
  ]),
  vendor('LOBBYCF', 'COCKFIGHT', text('Lobby Sabong', 'ล็อบบี้ ไก่ชน', 'Lobby Sabong'), 95, [
    game('sabong', text('Sabong Arena', 'สนามไก่ชน', 'Sabong Arena')),
  ]),
  vendor('DS88', 'COCKFIGHT', text('Rooster Derby', 'รูสเตอร์ ดาร์บี้', 'Rooster Derby'), 100, [
    game('derby-arena', text('Derby Arena', 'สนามไก่ชนดาร์บี้', 'Derby Arena')),
  ]),
];

/** Free play exists for the games a machine deals; not for live dealers, sports or draws. */
const trialTypes: ReadonlySet<GameType> = new Set(['RNG', 'FISH', 'ARCADE', 'PVP']);

/** Demo wins: [member, vendor, game code, minor units, minutes ago]. */
const demoWins: Array<[string, string, string, bigint, number]> = [
  ['somchai88', 'LOBBY', 'lotus-fortune', 1_250_050n, 3],
  ['mariaclara', 'LOBBY', 'crash', 482_000n, 9],
  ['jackpot42', 'LOBBY', 'jade-dragon', 8_888_800n, 14],
  ['nattapong_k', 'LOBBYLIVE', 'baccarat', 2_000_000n, 22],
  ['pimchanok', 'SPN', 'golden-temple', 356_725n, 31],
  ['juandelacruz', 'LOBBY', 'mines', 129_990n, 38],
  ['kittisak99', 'FSH', 'reef-hunter', 74_500n, 47],
  ['anagarcia', 'LOBBYLIVE', 'roulette', 1_750_000n, 55],
  ['thanawat7', 'SPN', 'tiger-treasure', 612_340n, 63],
  ['lorenzo_ph', 'LOBBY', 'plinko', 98_765n, 72],
  ['siriporn', 'RVG', 'river-dragon', 245_000n, 84],
  ['miguelito', 'LOBBY', 'dice', 50_005n, 96],
  ['wanchai55', 'SLV', 'dragon-tiger', 900_000n, 107],
  ['rosalinda', 'SPN', 'lucky-koi', 1_010_010n, 121],
  ['apinya_b', 'NBX', 'moon-rabbit', 333_300n, 134],
  ['carlo2024', 'OCN', 'coral-catch', 64_250n, 150],
  ['supaporn', 'LOBBY', 'lotus-fortune', 4_200_000n, 168],
  ['bongbong88', 'PKR', 'holdem', 1_575_500n, 185],
  ['chalermchai', 'LOBBY', 'crash', 2_345_675n, 203],
  ['jasmine_r', 'SPN', 'night-market', 187_450n, 226],
];

/** A catalogue line's vendor row for a brand. */
export function vendorRowOf(merchantId: number, line: DemoLine) {
  return {
    merchantId,
    vassalage: line.vassalage,
    gameType: line.gameType,
    displayName: line.displayName,
    iconUrl: vendorIconUrl(line.vassalage, line.gameType),
    isGame: line.isGame,
    sort: line.sort,
  };
}

/** A catalogue line's game rows for a brand. */
export function gameRowsOf(merchantId: number, line: DemoLine) {
  return line.games.map((entry, index) => {
    const iconUrl = gameIconUrl(line.vassalage, entry.gameCode);
    return {
      merchantId,
      vassalage: line.vassalage,
      gameType: line.gameType,
      gameCode: entry.gameCode,
      displayName: entry.displayName,
      isHot: entry.isHot ?? false,
      isActive: entry.isActive ?? true,
      lagerIcon: entry.hasLargeIcon ? iconUrl : null,
      iconUrl,
      hasTrial: trialTypes.has(line.gameType),
      sort: (index + 1) * 10,
    };
  });
}

/** Vendors for every product line, catalogue games and the winner feed. */
export async function seedCatalogueData(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const vendorRows = await tx
    .insert(vendors)
    .values(demoCatalogue.map((line) => vendorRowOf(merchantId, line)))
    .returning({ id: vendors.id });

  const gameRows = await tx
    .insert(games)
    .values(demoCatalogue.flatMap((line) => gameRowsOf(merchantId, line)))
    .returning({ id: games.id, vassalage: games.vassalage, gameCode: games.gameCode });

  const gameIds = new Map(gameRows.map((row) => [`${row.vassalage}/${row.gameCode}`, row.id]));
  const now = Date.now();
  const winRows = await tx
    .insert(winnerFeed)
    .values(
      demoWins.map(([customerName, vassalage, gameCode, winAmount, minutesAgo]) => {
        const gameId = gameIds.get(`${vassalage}/${gameCode}`);
        if (gameId === undefined)
          throw new Error(`demo win on unknown game ${vassalage}/${gameCode}`);
        return {
          merchantId,
          gameId,
          customerName,
          winAmount,
          wonAt: new Date(now - minutesAgo * 60_000),
        };
      }),
    )
    .returning({ id: winnerFeed.id });

  counts.vendors = vendorRows.length;
  counts.games = gameRows.length;
  counts.winnerFeed = winRows.length;
}
