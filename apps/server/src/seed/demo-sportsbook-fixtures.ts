import type { LocalizedText, SportsMarketKind, SportsMarketPeriod } from '@lobby/contracts';

// The demo book's fixtures and hand-set prices (seed/demo-sportsbook.ts writes them).

export const text = (en: string, th: string, tl: string): LocalizedText => ({ en, th, tl });
export const same = (name: string): LocalizedText => ({ en: name, th: name, tl: name });

export interface DemoMarket {
  kind: SportsMarketKind;
  period?: SportsMarketPeriod;
  /** Quarter goals (−0.75 → −3). */
  line?: number;
  isLive?: boolean;
  prices: [code: string, odds: number][];
}

export interface DemoFixture {
  home: string;
  away: string;
  /** Hours from now (negative: started or over). */
  startsIn: number;
  state?: 'scheduled' | 'live' | 'ended';
  score?: [number, number];
  half?: [number, number];
  isOutright?: boolean;
  markets: DemoMarket[];
}

/** Football markets of one match from its three main prices (hand-set; no pricing model). */
function footballMarkets(
  h: number,
  d: number,
  a: number,
  line: number,
  live = false,
): DemoMarket[] {
  return [
    {
      kind: 'match_1x2',
      isLive: live,
      prices: [
        ['home', h],
        ['draw', d],
        ['away', a],
      ],
    },
    {
      kind: 'handicap',
      line,
      isLive: live,
      prices: [
        ['home', 1900],
        ['away', 1950],
      ],
    },
    {
      kind: 'over_under',
      line: 10,
      isLive: live,
      prices: [
        ['over', 1920],
        ['under', 1930],
      ],
    },
    {
      kind: 'odd_even',
      isLive: live,
      prices: [
        ['odd', 1930],
        ['even', 1930],
      ],
    },
    {
      kind: 'correct_score',
      isLive: live,
      prices: [
        ['1-0', 7000],
        ['2-1', 8500],
        ['1-1', 6500],
        ['0-0', 9500],
        ['0-1', 11000],
        ['2-0', 9000],
      ],
    },
    {
      kind: 'match_1x2',
      period: 'first_half',
      isLive: live,
      prices: [
        ['home', h + 700],
        ['draw', 2100],
        ['away', a + 800],
      ],
    },
    {
      kind: 'over_under',
      period: 'first_half',
      line: 4,
      isLive: live,
      prices: [
        ['over', 1880],
        ['under', 1970],
      ],
    },
  ];
}

export function esportsMarkets(h: number, a: number): DemoMarket[] {
  return [
    {
      kind: 'match_winner',
      prices: [
        ['home', h],
        ['away', a],
      ],
    },
    {
      kind: 'map_handicap',
      line: -6,
      prices: [
        ['home', 2450],
        ['away', 1520],
      ],
    },
    {
      kind: 'over_under',
      line: 10,
      prices: [
        ['over', 1850],
        ['under', 1900],
      ],
    },
  ];
}

export const football: { league: LocalizedText; fixtures: DemoFixture[] }[] = [
  {
    league: text('Lotus Premier League', 'ลีกโลตัสพรีเมียร์', 'Lotus Premier League'),
    fixtures: [
      {
        home: 'Bangkok Lions',
        away: 'Chiang Mai Elephants',
        startsIn: -0.6,
        state: 'live',
        score: [1, 0],
        half: [1, 0],
        markets: footballMarkets(1450, 4200, 6500, -1, true),
      },
      {
        home: 'Pattaya Sharks',
        away: 'Phuket Dolphins',
        startsIn: 2,
        markets: footballMarkets(2100, 3300, 3400, -1),
      },
      {
        home: 'Khon Kaen Kings',
        away: 'Udon Eagles',
        startsIn: 5,
        markets: footballMarkets(1750, 3600, 4500, -3),
      },
      {
        home: 'Ayutthaya Warriors',
        away: 'Korat Buffaloes',
        startsIn: 28,
        markets: footballMarkets(2500, 3200, 2800, 0),
      },
      {
        home: 'Chonburi Mariners',
        away: 'Hua Hin Surfers',
        startsIn: 52,
        markets: footballMarkets(1600, 3900, 5200, -2),
      },
      {
        home: 'Bangkok Lions',
        away: 'Pattaya Sharks',
        startsIn: -50,
        state: 'ended',
        score: [2, 1],
        half: [1, 1],
        markets: footballMarkets(1800, 3500, 4300, -2),
      },
    ],
  },
  {
    league: text('Manila Super Cup', 'มะนิลาซูเปอร์คัพ', 'Manila Super Cup'),
    fixtures: [
      {
        home: 'Quezon Tamaraws',
        away: 'Cebu Sharks',
        startsIn: -0.3,
        state: 'live',
        score: [0, 0],
        half: [0, 0],
        markets: footballMarkets(2200, 3000, 3500, 0, true),
      },
      {
        home: 'Davao Eagles',
        away: 'Makati Bankers',
        startsIn: 8,
        markets: footballMarkets(1950, 3400, 3800, -1),
      },
      {
        home: 'Iloilo Harvesters',
        away: 'Baguio Pines',
        startsIn: 75,
        markets: footballMarkets(3100, 3300, 2250, 1),
      },
      {
        home: 'Cebu Sharks',
        away: 'Davao Eagles',
        startsIn: -30,
        state: 'ended',
        score: [0, 3],
        half: [0, 1],
        markets: footballMarkets(2400, 3300, 2900, 0),
      },
    ],
  },
];

export const esports: {
  code: string;
  name: LocalizedText;
  league: string;
  fixtures: [string, string, number, number, number][];
}[] = [
  {
    code: 'lol',
    name: same('League of Legends'),
    league: 'Lotus LoL Masters',
    fixtures: [
      ['Golden Tigers', 'Jade Serpents', 3, 1650, 2150],
      ['Storm Monks', 'Neon Ronin', 26, 1900, 1850],
    ],
  },
  {
    code: 'dota2',
    name: same('Dota 2'),
    league: 'Mekong Dota Invitational',
    fixtures: [
      ['Rice Dragons', 'Sky Garuda', 6, 1550, 2350],
      ['Coral Kraken', 'Iron Naga', 50, 2000, 1750],
    ],
  },
  {
    code: 'cs2',
    name: same('Counter-Strike 2'),
    league: 'Archipelago CS Cup',
    fixtures: [['Luzon Legion', 'Siam Snipers', 4, 1800, 1950]],
  },
];
