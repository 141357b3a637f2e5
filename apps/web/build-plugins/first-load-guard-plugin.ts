import type { Plugin } from 'vite';

/** A chunk as the bundle describes it, narrowed to what the guard reads. */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
}

type BundleEntry = BundleChunk | { type: 'asset' };

/** The chunks a browser loads before the first render: the entries and what they import. */
export function firstLoadChunks(bundle: Record<string, BundleEntry>): BundleChunk[] {
  const chunks = Object.values(bundle).filter(
    (entry): entry is BundleChunk => entry.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = new Map<string, BundleChunk>();
  const visit = (chunk: BundleChunk) => {
    if (reached.has(chunk.fileName)) return;
    reached.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  return [...reached.values()];
}

/** The modules of the first load that belong to an area that must load lazily. */
export function lazyAreaLeaks(
  bundle: Record<string, BundleEntry>,
  lazyAreas: readonly RegExp[],
): string[] {
  return firstLoadChunks(bundle).flatMap((chunk) =>
    chunk.moduleIds
      .filter((id) => lazyAreas.some((area) => area.test(id)))
      .map((id) => `${chunk.fileName}: ${id}`),
  );
}

/**
 * Fails the build when a first-load chunk holds a module of a lazy area (a later part of the
 * site, reached only through its route's lazy boundary): a static import from the shell or the
 * home page would make every visitor download it.
 */
export function firstLoadGuard(lazyAreas: readonly RegExp[]): Plugin {
  return {
    name: 'lobby-first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const leaks = lazyAreaLeaks(bundle as unknown as Record<string, BundleEntry>, lazyAreas);
      if (leaks.length > 0) {
        this.error(
          `the first load pulls lazy areas (import them through a lazy route, see docs/architecture.md):\n  ${leaks.join('\n  ')}`,
        );
      }
    },
  };
}
