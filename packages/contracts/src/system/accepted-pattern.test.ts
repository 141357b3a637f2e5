import { describe, expect, it } from 'vitest';
import {
  acceptedPatternMaxLength,
  compileAcceptedPattern,
  findAcceptedPatternProblem,
} from './accepted-pattern.ts';

describe('findAcceptedPatternProblem', () => {
  it.each([
    ['*'],
    ['[A-Za-z][A-Za-z0-9]*'],
    ['[0-9]+'],
    ['(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])-[0-9]{4}'],
    ['(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).{8,64}'],
    ['[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}'],
    ['[A-Za-z\\u0E00-\\u0E7F][A-Za-z\\u0E00-\\u0E7F ]*'],
    ['\\p{Script=Thai}+'],
    ['(?:-[0-9]{2}){3}'],
    ['^[a-z]+$'],
  ])('accepts the safe pattern %s', (pattern) => {
    expect(findAcceptedPatternProblem(pattern)).toBeNull();
  });

  it.each([
    ['(a+)+', 'nested_quantifier'],
    ['(a*)*b', 'nested_quantifier'],
    ['(\\w+\\s?)*', 'nested_quantifier'],
    ['(a|aa)*', 'nested_quantifier'],
    ['(?:x(a+))+', 'nested_quantifier'],
    ['(a+){10}', 'nested_quantifier'],
    ['([a-z]+( [a-z]+)?)*', 'nested_quantifier'],
    ['((?:a|ab)(?:c|bcd))*x', 'nested_quantifier'],
    ['(a)\\1', 'backreference'],
    ['(?<x>a)\\k<x>', 'backreference'],
    ['a)|(b', 'invalid'],
    ['(a', 'invalid'],
    ['[a-z', 'invalid'],
    ['a{2,1}', 'invalid'],
    ['\\-', 'invalid'],
    ['.*.*.*.*.*x', 'too_complex'],
    ['x'.repeat(acceptedPatternMaxLength + 1), 'too_long'],
  ])('refuses %s (%s)', (pattern, problem) => {
    expect(findAcceptedPatternProblem(pattern)).toBe(problem);
  });

  it('counts quantifiers inside each lookaround separately but caps the total', () => {
    const four = '(?=.*a)(?=.*b)(?=.*c)(?=.*d)';
    expect(findAcceptedPatternProblem(`${four}.{1,9}`)).toBeNull();
    expect(findAcceptedPatternProblem(`${four}${four}.+`)).toBe('too_complex');
  });
});

describe('compileAcceptedPattern', () => {
  it('anchors the pattern to the whole value', () => {
    const compiled = compileAcceptedPattern('[0-9]+');
    expect(compiled.kind).toBe('regex');
    if (compiled.kind !== 'regex') return;
    expect(compiled.regex.test('12345')).toBe(true);
    expect(compiled.regex.test('12a45')).toBe(false);
    expect(compiled.regex.test('a12345')).toBe(false);
  });

  it('keeps an alternation inside the anchors', () => {
    const compiled = compileAcceptedPattern('abc|xyz');
    if (compiled.kind !== 'regex') throw new Error('expected a regex');
    expect(compiled.regex.test('abc')).toBe(true);
    expect(compiled.regex.test('abcd')).toBe(false);
    expect(compiled.regex.test('wxyz')).toBe(false);
  });

  it('compiles each pattern once', () => {
    expect(compileAcceptedPattern('[a-z]{3}')).toBe(compileAcceptedPattern('[a-z]{3}'));
  });

  it('marks * as anything and an unsafe pattern as refused', () => {
    expect(compileAcceptedPattern('*')).toEqual({ kind: 'any' });
    expect(compileAcceptedPattern('(a+)+$')).toEqual({
      kind: 'refused',
      problem: 'nested_quantifier',
    });
  });
});
