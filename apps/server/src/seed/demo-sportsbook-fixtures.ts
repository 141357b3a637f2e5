import type { LocalizedText, SportsMarketKind, SportsMarketPeriod } from '@lobby/contracts';

// The demo book's fixtures; the model prices them (seed/demo-sportsbook.ts writes them).

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
  /** Hand-set markets (outrights); matches are priced by the model. */
  markets?: DemoMarket[];
  /** Simulated live: how many simulated minutes have been played at seeding. */
  liveMinute?: number;
}

/**
 * The demo teams are fictional; each borrows the strength of a team of the shipped model
 * (docs/sportsbook-pricing.md): football the Dixon–Coles fit of the Premier League 2022-24,
 * e-sports the Elo ratings of the synthetic league. Prices come from those models with the
 * brand's margin (5% Shin by default).
 */
export const footballStrengths: Record<string, string> = {
  'Bangkok Lions': 'Man City',
  'Chiang Mai Elephants': 'Everton',
  'Pattaya Sharks': 'Tottenham',
  'Phuket Dolphins': 'Brighton',
  'Khon Kaen Kings': 'Arsenal',
  'Udon Eagles': 'Wolves',
  'Ayutthaya Warriors': 'Aston Villa',
  'Korat Buffaloes': 'West Ham',
  'Chonburi Mariners': 'Liverpool',
  'Hua Hin Surfers': 'Burnley',
  'Quezon Tamaraws': 'Newcastle',
  'Cebu Sharks': 'Fulham',
  'Davao Eagles': 'Chelsea',
  'Makati Bankers': 'Man United',
  'Iloilo Harvesters': "Nott'm Forest",
  'Baguio Pines': 'Crystal Palace',
};

export const esportsStrengths: Record<string, string> = {
  'Golden Tigers': 'Azure Dragons',
  'Jade Serpents': 'Jade Cobras',
  'Storm Monks': 'Cebu Sharks',
  'Neon Ronin': 'Fuji Foxes',
  'Rice Dragons': 'Bangkok Tigers',
  'Sky Garuda': 'Golden Lions',
  'Coral Kraken': 'Emerald Owls',
  'Iron Naga': 'Delta Wolves',
  'Luzon Legion': 'Harbour Hawks',
  'Siam Snipers': 'Iron Monkeys',
};

/** Seeds of the simulated live matches on a fresh start (each rematch derives the next). */
export const simulationSeeds = [2026, 2027, 2028] as const;

export const football: { league: LocalizedText; fixtures: DemoFixture[] }[] = [
  {
    league: text('Lotus Premier League', 'ลีกโลตัสพรีเมียร์', 'Lotus Premier League'),
    fixtures: [
      {
        home: 'Bangkok Lions',
        away: 'Chiang Mai Elephants',
        startsIn: 0,
        state: 'live',
        liveMinute: 25,
      },
      {
        home: 'Pattaya Sharks',
        away: 'Phuket Dolphins',
        startsIn: 2,
      },
      {
        home: 'Khon Kaen Kings',
        away: 'Udon Eagles',
        startsIn: 5,
      },
      {
        home: 'Ayutthaya Warriors',
        away: 'Korat Buffaloes',
        startsIn: 28,
      },
      {
        home: 'Chonburi Mariners',
        away: 'Hua Hin Surfers',
        startsIn: 52,
      },
      {
        home: 'Bangkok Lions',
        away: 'Pattaya Sharks',
        startsIn: -50,
        state: 'ended',
        score: [2, 1],
        half: [1, 1],
      },
    ],
  },
  {
    league: text('Manila Super Cup', 'มะนิลาซูเปอร์คัพ', 'Manila Super Cup'),
    fixtures: [
      {
        home: 'Quezon Tamaraws',
        away: 'Cebu Sharks',
        startsIn: 0,
        state: 'live',
        liveMinute: 58,
      },
      {
        home: 'Davao Eagles',
        away: 'Makati Bankers',
        startsIn: 8,
      },
      {
        home: 'Iloilo Harvesters',
        away: 'Baguio Pines',
        startsIn: 75,
      },
      {
        home: 'Cebu Sharks',
        away: 'Davao Eagles',
        startsIn: -30,
        state: 'ended',
        score: [0, 3],
        half: [0, 1],
      },
    ],
  },
];

export const esports: {
  code: string;
  name: LocalizedText;
  league: string;
  /** Home, away, hours from now, and a simulated live start (simulated minutes played). */
  fixtures: [string, string, number, number?][];
}[] = [
  {
    code: 'lol',
    name: same('League of Legends'),
    league: 'Lotus LoL Masters',
    fixtures: [
      ['Neon Ronin', 'Golden Tigers', 0, 20],
      ['Golden Tigers', 'Jade Serpents', 3],
      ['Storm Monks', 'Neon Ronin', 26],
    ],
  },
  {
    code: 'dota2',
    name: same('Dota 2'),
    league: 'Mekong Dota Invitational',
    fixtures: [
      ['Rice Dragons', 'Sky Garuda', 6],
      ['Coral Kraken', 'Iron Naga', 50],
    ],
  },
  {
    code: 'cs2',
    name: same('Counter-Strike 2'),
    league: 'Archipelago CS Cup',
    fixtures: [['Luzon Legion', 'Siam Snipers', 4]],
  },
];
