/** C(n, k) as an exact integer (n ≤ 80 keeps every value below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Every k-subset of `items` in lexicographic order of positions. */
export function* kSubsets<T>(items: readonly T[], k: number): Generator<T[]> {
  const index = Array.from({ length: k }, (_, i) => i);
  if (k > items.length) return;
  for (;;) {
    yield index.map((i) => items[i]!);
    let i = k - 1;
    while (i >= 0 && index[i] === items.length - k + i) i--;
    if (i < 0) return;
    index[i]! += 1;
    for (let j = i + 1; j < k; j++) index[j] = index[j - 1]! + 1;
  }
}
