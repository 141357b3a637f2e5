import os from 'node:os';

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A figure with `digits` decimals, or '-' when there is none. */
export function fixed(value: number | null, digits = 1): string {
  return value === null || Number.isNaN(value) ? '-' : value.toFixed(digits);
}

/** A whole number with thousands separators (1,234,567). */
export function grouped(value: number): string {
  return Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '-';
}

/** 'meets' or 'MISSES', as the other benches print a target. */
export function verdict(value: number, target: number): string {
  return value >= target ? 'meets' : 'MISSES';
}

/** A plain-text table: a header, a rule, then the lines, columns padded to their widest cell. */
export function renderTable(header: string[], lines: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [render(header), render(widths.map((width) => '-'.repeat(width))), ...lines.map(render)]
    .concat('')
    .join('\n');
}

/** One line on the machine the figures come from, with its load at the time. */
export function describeMachine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return (
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${load}; Node ${process.version}`
  );
}
