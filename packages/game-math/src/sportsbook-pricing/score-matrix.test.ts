import { describe, expect, it } from 'vitest';
import {
  dixonColesTau,
  matrixProbability,
  poissonProbability,
  scoreMatrix,
  shiftMatrix,
} from './score-matrix.ts';

describe('score matrix', () => {
  it('Poisson probabilities (hand-worked: λ = 1.5)', () => {
    expect(poissonProbability(1.5, 0)).toBeCloseTo(0.22313016, 8);
    expect(poissonProbability(1.5, 2)).toBeCloseTo(0.25102143, 8);
    expect(poissonProbability(0, 0)).toBe(1);
  });

  it('is a distribution, independent when ρ = 0', () => {
    const matrix = scoreMatrix(1.6, 1.1);
    expect(matrixProbability(matrix, () => true)).toBeCloseTo(1, 12);
    expect(matrix.tail).toBeLessThan(1e-7);
    expect(matrix.cells[2]![1]).toBeCloseTo(
      poissonProbability(1.6, 2) * poissonProbability(1.1, 1),
      7,
    );
  });

  it('Dixon–Coles moves probability between the low scores only (hand-worked ρ = −0.1)', () => {
    const plain = scoreMatrix(1.5, 1.2);
    const corrected = scoreMatrix(1.5, 1.2, -0.1);
    expect(dixonColesTau(0, 0, 1.5, 1.2, -0.1)).toBeCloseTo(1.18, 12);
    expect(dixonColesTau(1, 1, 1.5, 1.2, -0.1)).toBeCloseTo(1.1, 12);
    expect(corrected.cells[0]![0]! / plain.cells[0]![0]!).toBeCloseTo(1.18, 6);
    expect(corrected.cells[1]![1]! / plain.cells[1]![1]!).toBeCloseTo(1.1, 6);
    expect(corrected.cells[2]![3]!).toBeCloseTo(plain.cells[2]![3]!, 7);
    expect(matrixProbability(corrected, () => true)).toBeCloseTo(1, 12);
    expect(() => scoreMatrix(1.5, 1.2, 0.9)).toThrow(RangeError);
  });

  it('shifts remaining goals by the current score', () => {
    const shifted = shiftMatrix(scoreMatrix(0.5, 0.4), 2, 1);
    expect(shifted.cells[2]![1]).toBeCloseTo(Math.exp(-0.9), 12);
    expect(matrixProbability(shifted, (x, y) => x < 2 || y < 1)).toBe(0);
  });
});
