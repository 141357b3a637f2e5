import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

/** A V8 CPU profile of this process, as `node --cpu-prof` writes it. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Records this process's CPU profile while `work` runs, when `path` is set (BENCH_CPU_PROFILE):
 * the bet window only, not the set-up. Writes the .cpuprofile and answers `work`'s result.
 */
export async function profiled<T>(path: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!path) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    fs.writeFileSync(path, JSON.stringify(profile));
    session.disconnect();
  }
}

/** Self time per function and per package (node_modules/<name>, else "lobby"/"node"), in %. */
export function summarizeProfile(profile: CpuProfile, top: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0) || 1;
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, micros] of selfTime) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = frame.url.replace(/^.*\/(node_modules|apps|packages|bench)\//, '$1/');
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
    const packageName =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1] ??
      (frame.url.includes('/apps/') || frame.url.includes('/packages/')
        ? 'lobby'
        : frame.url.includes('/bench/')
          ? 'bench'
          : frame.url === ''
            ? frame.functionName || '(native)'
            : 'node');
    packages.set(packageName, (packages.get(packageName) ?? 0) + micros);
  }
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return `by package:\n${rank(packages)}\n\nby function (self time):\n${rank(functions)}`;
}
