/**
 * What the verify page recomputes, read from and written to its query string so a game's
 * "verify" link (/verify?game=dice&serverSeed=…&clientSeed=…&nonce=…) opens it filled in.
 * Pure: no game maths here, so the form's code does not need the game-math chunk.
 */

export const verifyGames = [
  'lotus-fortune',
  'jade-dragon',
  'crash',
  'dice',
  'mines',
  'plinko',
  'baccarat',
  'roulette',
] as const;
export type VerifyGame = (typeof verifyGames)[number];

export const plinkoRiskLevels = ['low', 'medium', 'high'] as const;
export type PlinkoRiskLevel = (typeof plinkoRiskLevels)[number];
export const diceDirections = ['under', 'over'] as const;
export type DiceDirectionChoice = (typeof diceDirections)[number];

/** The form as typed (text, so a half-typed number stays as it is). */
export interface VerifyForm {
  game: VerifyGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The hash published before play, to compare with (optional). */
  hash: string;
  /** Mines: 1–24. */
  mines: string;
  /** Plinko: 8–16 rows and a risk level. */
  rows: string;
  risk: PlinkoRiskLevel;
  /** Dice: the target as shown (e.g. 50.00) and the winning side. */
  target: string;
  direction: DiceDirectionChoice;
}

export const defaultVerifyForm: VerifyForm = {
  game: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  hash: '',
  mines: '3',
  rows: '16',
  risk: 'medium',
  target: '50.00',
  direction: 'under',
};

const fieldNames = Object.keys(defaultVerifyForm) as (keyof VerifyForm)[];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** The form from a query string: unknown games and levels fall back to the defaults. */
export function formFromSearch(search: URLSearchParams): VerifyForm {
  const text = (name: keyof VerifyForm) => search.get(name) ?? defaultVerifyForm[name];
  return {
    game: oneOf(verifyGames, search.get('game'), defaultVerifyForm.game),
    serverSeed: text('serverSeed'),
    clientSeed: text('clientSeed'),
    nonce: text('nonce'),
    hash: text('hash'),
    mines: text('mines'),
    rows: text('rows'),
    risk: oneOf(plinkoRiskLevels, search.get('risk'), defaultVerifyForm.risk),
    target: text('target'),
    direction: oneOf(diceDirections, search.get('direction'), defaultVerifyForm.direction),
  };
}

/** The query string of a form: only what differs from the defaults, so links stay short. */
export function searchFromForm(form: VerifyForm): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of fieldNames) {
    if (name === 'game' || form[name] !== defaultVerifyForm[name]) search.set(name, form[name]);
  }
  return search;
}

/** A field the recomputation cannot use, by its text key (namespace bets). */
export type VerifyProblem =
  | 'verify.problem.serverSeed'
  | 'verify.problem.nonce'
  | 'verify.problem.mines'
  | 'verify.problem.rows'
  | 'verify.problem.target';

/** What game-math needs, checked. */
export type VerifyRequest =
  | { game: 'lotus-fortune' | 'jade-dragon' | 'crash' | 'baccarat' | 'roulette' }
  | { game: 'dice'; target: number; direction: DiceDirectionChoice }
  | { game: 'mines'; mines: number }
  | { game: 'plinko'; rows: number; risk: PlinkoRiskLevel };

export type CheckedForm =
  | {
      ok: true;
      seeds: { serverSeed: string; clientSeed: string; nonce: number };
      request: VerifyRequest;
    }
  | { ok: false; problems: VerifyProblem[] };

const wholeNumber = (text: string, min: number, max: number): number | undefined => {
  if (!/^\d{1,16}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
};

/** A dice target as shown ("50", "50.5", "50.00") in hundredths, or undefined. */
export function targetHundredths(text: string): number | undefined {
  const match = /^(\d{1,2})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The form checked: seeds present, the nonce a whole number, and the game's own settings in
 * range (whether a dice target is playable is game-math's call, on the result).
 */
export function checkForm(form: VerifyForm): CheckedForm {
  const problems: VerifyProblem[] = [];
  if (form.serverSeed === '') problems.push('verify.problem.serverSeed');
  const nonce = wholeNumber(form.nonce, 0, Number.MAX_SAFE_INTEGER);
  if (nonce === undefined) problems.push('verify.problem.nonce');
  let request: VerifyRequest;
  switch (form.game) {
    case 'dice': {
      const target = targetHundredths(form.target);
      if (target === undefined) problems.push('verify.problem.target');
      request = { game: 'dice', target: target ?? 0, direction: form.direction };
      break;
    }
    case 'mines': {
      const mines = wholeNumber(form.mines, 1, 24);
      if (mines === undefined) problems.push('verify.problem.mines');
      request = { game: 'mines', mines: mines ?? 1 };
      break;
    }
    case 'plinko': {
      const rows = wholeNumber(form.rows, 8, 16);
      if (rows === undefined) problems.push('verify.problem.rows');
      request = { game: 'plinko', rows: rows ?? 8, risk: form.risk };
      break;
    }
    default:
      request = { game: form.game };
  }
  if (problems.length > 0 || nonce === undefined) return { ok: false, problems };
  return {
    ok: true,
    seeds: { serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce },
    request,
  };
}
