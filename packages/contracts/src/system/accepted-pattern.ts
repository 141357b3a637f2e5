/**
 * Operator-written registration patterns (§5 acceptedPattern) are run by the server and the
 * browser on every registration, so a careless one must not be able to hang either. JavaScript
 * has no linear-time regex engine, so this module refuses the shapes that backtrack
 * catastrophically before a pattern is ever compiled:
 *
 * - a repeated group that itself holds a quantifier or an alternation (`(a+)+`, `(a|aa)*`):
 *   the classic exponential cases;
 * - back-references (`\1`, `\k<name>`), which make matching NP-hard;
 * - more than {@link maxRepeatingQuantifiersPerScope} repeating quantifiers in the main
 *   pattern or in one lookaround (lookarounds are atomic and run at one position), and more
 *   than {@link maxRepeatingQuantifiers} in all: this bounds the polynomial blow-up of
 *   adjacent overlapping quantifiers (`.*.*.*.*.*x`) on a value of bounded length;
 * - patterns longer than {@link acceptedPatternMaxLength} or not valid with the `u` flag.
 *
 * Values are also capped in length before a pattern runs (see register-field-rules.ts).
 * This is a conservative check, not a proof: it may refuse a harmless pattern, which an
 * operator can always rewrite without nesting (`[a-z][a-z ]*` instead of `[a-z]+( [a-z]+)*`).
 */

/** Longest acceptedPattern accepted. */
export const acceptedPatternMaxLength = 200;
/** Most repeating quantifiers (`*`, `+`, `{n,}`, `{n,m}` with m > n, m > 1) in one pattern. */
export const maxRepeatingQuantifiers = 8;
/** Most repeating quantifiers in the main pattern, or inside one lookaround. */
export const maxRepeatingQuantifiersPerScope = 4;

/** Why a pattern is refused. */
export type AcceptedPatternProblem =
  'too_long' | 'invalid' | 'backreference' | 'nested_quantifier' | 'too_complex';

interface GroupFrame {
  /** Holds a quantifier (any depth), so repeating the group nests quantifiers. */
  hasQuantifier: boolean;
  hasAlternation: boolean;
  /** Repeating quantifiers of the scope (main pattern or nearest lookaround) this group is in. */
  scope: { repeating: number };
}

/** The last atom read, which a following quantifier applies to. */
type Atom = { kind: 'simple' } | { kind: 'group'; risky: boolean } | { kind: 'none' };

interface Quantifier {
  length: number;
  /** Least and most repetitions: `*` is 0..Infinity, `?` 0..1, `{3}` 3..3. */
  low: number;
  high: number;
}

/** Reads a quantifier at `i`, or null; `{` not followed by a valid range is a literal. */
function readQuantifier(source: string, i: number): Quantifier | null {
  const char = source[i];
  let length = 1;
  let low: number;
  let high: number;
  if (char === '*') [low, high] = [0, Infinity];
  else if (char === '+') [low, high] = [1, Infinity];
  else if (char === '?') [low, high] = [0, 1];
  else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
    if (!match) return null;
    length = match[0].length;
    low = Number(match[1]);
    if (match[2] === undefined) high = low;
    else high = match[3] ? Number(match[3]) : Infinity;
  } else return null;
  // a lazy marker belongs to the quantifier
  if (source[i + length] === '?') length += 1;
  return { length, low, high };
}

/** Length of an escape sequence starting at `i` (the backslash), or -1 for a back-reference. */
function escapeLength(source: string, i: number): number {
  const next = source[i + 1];
  if (next === undefined) return 1;
  if (/[1-9]/.test(next)) return -1;
  if (next === 'k' && source[i + 2] === '<') return -1;
  if ((next === 'p' || next === 'P' || next === 'u') && source[i + 2] === '{') {
    const close = source.indexOf('}', i + 3);
    return close === -1 ? 2 : close - i + 1;
  }
  return 2;
}

/** Length of a character class starting at `i` (the `[`), or -1 when it never closes. */
function classLength(source: string, i: number): number {
  for (let j = i + 1; j < source.length; j += 1) {
    if (source[j] === '\\') j += 1;
    else if (source[j] === ']') return j - i + 1;
  }
  return -1;
}

/** Walks the pattern once and reports the first shape that could backtrack badly. */
function findStructuralProblem(source: string): AcceptedPatternProblem | null {
  const stack: GroupFrame[] = [
    { hasQuantifier: false, hasAlternation: false, scope: { repeating: 0 } },
  ];
  let atom: Atom = { kind: 'none' };
  let repeating = 0;
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    const frame = stack[stack.length - 1] as GroupFrame;
    const quantifier = readQuantifier(source, i);
    if (quantifier && atom.kind !== 'none') {
      const varies = quantifier.high > quantifier.low;
      // even a fixed count nests: (a+){10} backtracks like ten adjacent a+
      if (quantifier.high > 1 && atom.kind === 'group' && atom.risky) return 'nested_quantifier';
      if (varies && quantifier.high > 1) {
        repeating += 1;
        frame.scope.repeating += 1;
        if (frame.scope.repeating > maxRepeatingQuantifiersPerScope) return 'too_complex';
      }
      if (varies) frame.hasQuantifier = true;
      atom = { kind: 'none' };
      i += quantifier.length;
      continue;
    }
    if (char === '\\') {
      const length = escapeLength(source, i);
      if (length === -1) return 'backreference';
      atom = { kind: 'simple' };
      i += length;
    } else if (char === '[') {
      const length = classLength(source, i);
      if (length === -1) return 'invalid';
      atom = { kind: 'simple' };
      i += length;
    } else if (char === '(') {
      const isLookaround = /^\(\?<?[=!]/.test(source.slice(i, i + 4));
      const scope = isLookaround ? { repeating: 0 } : frame.scope;
      stack.push({ hasQuantifier: false, hasAlternation: false, scope });
      atom = { kind: 'none' };
      i += 1;
    } else if (char === ')') {
      if (stack.length === 1) return 'invalid';
      const closed = stack.pop() as GroupFrame;
      const parent = stack[stack.length - 1] as GroupFrame;
      // what a group holds, its parent holds: ((a|ab)c)* nests the alternation too
      parent.hasQuantifier ||= closed.hasQuantifier;
      parent.hasAlternation ||= closed.hasAlternation;
      atom = { kind: 'group', risky: closed.hasQuantifier || closed.hasAlternation };
      i += 1;
    } else if (char === '|') {
      frame.hasAlternation = true;
      atom = { kind: 'none' };
      i += 1;
    } else {
      atom = char === '^' || char === '$' ? { kind: 'none' } : { kind: 'simple' };
      i += 1;
    }
  }
  if (stack.length !== 1) return 'invalid';
  if (repeating > maxRepeatingQuantifiers) return 'too_complex';
  return null;
}

/**
 * Checks an operator's pattern; null means it is safe to compile and run.
 * `*` alone means "anything" and is always fine.
 */
export function findAcceptedPatternProblem(pattern: string): AcceptedPatternProblem | null {
  if (pattern === '*') return null;
  if (pattern.length > acceptedPatternMaxLength) return 'too_long';
  const structural = findStructuralProblem(pattern);
  if (structural) return structural;
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return 'invalid';
  }
  return null;
}

/** A compiled pattern: matches anything, a whole-value regex, or refused (fails closed). */
export type CompiledAcceptedPattern =
  | { kind: 'any' }
  | { kind: 'regex'; regex: RegExp }
  | { kind: 'refused'; problem: AcceptedPatternProblem };

const compiledCache = new Map<string, CompiledAcceptedPattern>();
const compiledCacheLimit = 500;

/** Compiles a pattern once (cached) so that it matches the whole value. */
export function compileAcceptedPattern(pattern: string): CompiledAcceptedPattern {
  const cached = compiledCache.get(pattern);
  if (cached) return cached;
  let compiled: CompiledAcceptedPattern;
  const problem = findAcceptedPatternProblem(pattern);
  if (pattern === '*') compiled = { kind: 'any' };
  else if (problem) compiled = { kind: 'refused', problem };
  else compiled = { kind: 'regex', regex: new RegExp(`^(?:${pattern})$`, 'u') };
  if (compiledCache.size >= compiledCacheLimit) compiledCache.clear();
  compiledCache.set(pattern, compiled);
  return compiled;
}
