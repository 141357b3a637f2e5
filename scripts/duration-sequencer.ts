import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { journeySeconds } from './journey-durations.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A journey file's seconds from the last measured run; undefined for a file not measured. */
function secondsOf(spec: TestSpecification): number | undefined {
  return journeySeconds[path.relative(root, spec.moduleId).split(path.sep).join('/')];
}

/**
 * Vitest's order, except that the journeys start longest first. On a fresh clone Vitest has no
 * timings of its own and orders by file size, so the journeys' two workers ended with one long
 * phone-fit file each while the other worker sat idle (about a minute of a 21-minute run).
 * Files with no measured time (new ones) go first, as Vitest runs unknown files first.
 */
export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const rank = new Map(ordered.map((spec, index) => [spec, index]));
    const projectRank = new Map<string, number>();
    for (const spec of ordered) {
      if (!projectRank.has(spec.project.name)) projectRank.set(spec.project.name, projectRank.size);
    }
    return [...ordered].sort((a, b) => {
      const byProject = projectRank.get(a.project.name)! - projectRank.get(b.project.name)!;
      if (byProject !== 0) return byProject;
      const secondsA = secondsOf(a) ?? Number.POSITIVE_INFINITY;
      const secondsB = secondsOf(b) ?? Number.POSITIVE_INFINITY;
      if (secondsA !== secondsB) return secondsB - secondsA;
      return rank.get(a)! - rank.get(b)!;
    });
  }
}
