import {
  contractTierLimits,
  isPercentKind,
  parseAmount,
  type ContractKind,
  type ContractTier,
} from '@lobby/contracts';

/** A rung as the ladder editor holds it: the typed texts. */
export interface LadderRow {
  teamValidBet: string;
  activeMembers: string;
  rate: string;
}

/** What is wrong with one field of a rung (text keys of the `agents` namespace). */
export interface RungErrors {
  teamValidBet?: string;
  activeMembers?: string;
  rate?: string;
}

export interface LadderCheck {
  /** Per rung, in order. */
  rungs: RungErrors[];
  /** A problem of the whole ladder (the rung count). */
  ladder?: string;
  /** The ladder as the offer call sends it, when every check passed. */
  tiers?: ContractTier[];
}

/** Text keys of the ladder editor's messages, written out for the translation check. */
export const ladderMessages = {
  tierCount: 'ladder.error.tierCount',
  validBetInvalid: 'ladder.error.validBetInvalid',
  activeMembersInvalid: 'ladder.error.activeMembersInvalid',
  rateInvalid: 'ladder.error.rateInvalid',
  aboveCap: 'ladder.error.aboveCap',
  notAscending: 'ladder.error.notAscending',
} as const;

const percentDecimals = 2;

/** Minor units of a threshold: "0" is allowed (the first rung may start at nothing). */
function parseThreshold(text: string, decimals: number): bigint | undefined {
  const trimmed = text.trim();
  if (/^0(?:\.0+)?$/.test(trimmed)) return 0n;
  const parsed = parseAmount(trimmed, decimals);
  return parsed.ok ? parsed.minor : undefined;
}

/** The integer rate of a typed rate, or undefined when it breaks the server's rule. */
function parseRate(kind: ContractKind, text: string, currencyDecimals: number): bigint | undefined {
  const percent = isPercentKind(kind);
  const decimals = percent ? percentDecimals : currencyDecimals;
  const parsed = parseAmount(text.trim(), decimals);
  if (!parsed.ok) return undefined;
  const ceiling = percent ? 10_000n : 10_000n * 10n ** BigInt(currencyDecimals);
  return parsed.minor > ceiling ? undefined : parsed.minor;
}

/**
 * The checks the server makes on an offer's ladder (agents/contract-ladder.ts), done before
 * sending so the agent sees each problem on its field: the kind's rung count, each valid bet a
 * money amount (0 allowed), active members a whole number, each rate above 0 with at most 2
 * decimals (percent, at most 100) or the currency's (per 10,000, at most 10,000) and within the
 * brand cap, and every rung asking more than the one before it and paying strictly more. What
 * only the server knows (the agent's own contract) it still refuses with its own text key.
 */
export function checkLadder(
  kind: ContractKind,
  rows: readonly LadderRow[],
  { cap, currencyDecimals }: { cap: string; currencyDecimals: number },
): LadderCheck {
  const limits = contractTierLimits[kind];
  const check: LadderCheck = { rungs: rows.map(() => ({})) };
  if (rows.length < limits.min || rows.length > limits.max) check.ladder = ladderMessages.tierCount;
  const capRate = parseRate(kind, cap, currencyDecimals);
  const parsed = rows.map((row, index) => {
    const errors = check.rungs[index]!;
    const threshold =
      kind === 'realtime_salary' ? 0n : parseThreshold(row.teamValidBet, currencyDecimals);
    if (threshold === undefined) errors.teamValidBet = ladderMessages.validBetInvalid;
    const members = kind === 'dividend' ? row.activeMembers.trim() : '0';
    const activeMembers = /^\d{1,7}$/.test(members) ? Number(members) : undefined;
    if (activeMembers === undefined) errors.activeMembers = ladderMessages.activeMembersInvalid;
    const rate = parseRate(kind, row.rate, currencyDecimals);
    if (rate === undefined) errors.rate = ladderMessages.rateInvalid;
    else if (capRate !== undefined && rate > capRate) errors.rate = ladderMessages.aboveCap;
    return { threshold, activeMembers, rate };
  });
  for (let index = 1; index < parsed.length; index += 1) {
    const before = parsed[index - 1]!;
    const rung = parsed[index]!;
    if (
      before.threshold === undefined ||
      rung.threshold === undefined ||
      before.activeMembers === undefined ||
      rung.activeMembers === undefined ||
      before.rate === undefined ||
      rung.rate === undefined
    ) {
      continue;
    }
    const asksMore =
      rung.threshold >= before.threshold &&
      rung.activeMembers >= before.activeMembers &&
      (rung.threshold > before.threshold || rung.activeMembers > before.activeMembers);
    const errors = check.rungs[index]!;
    if (!asksMore) errors.teamValidBet ??= ladderMessages.notAscending;
    if (rung.rate <= before.rate) errors.rate ??= ladderMessages.notAscending;
  }
  const failed = check.ladder !== undefined || check.rungs.some((r) => Object.keys(r).length > 0);
  if (!failed) {
    check.tiers = rows.map((row, index) => ({
      teamValidBet: kind === 'realtime_salary' ? '0' : row.teamValidBet.trim(),
      activeMembers: parsed[index]!.activeMembers ?? 0,
      rate: row.rate.trim(),
    }));
  }
  return check;
}

/** A fresh ladder for a kind: as many empty rungs as the kind needs at least. */
export function emptyLadder(kind: ContractKind): LadderRow[] {
  const count = contractTierLimits[kind].min;
  return Array.from({ length: count }, () => ({ teamValidBet: '', activeMembers: '0', rate: '' }));
}
