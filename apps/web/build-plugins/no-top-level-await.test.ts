// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The top-level-await findings the repository's lint config reports for `code` at `file`. */
async function topLevelAwaits(code: string, file: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'lobby/no-top-level-await')
    .map((message) => message.line);
}

describe('lint: no top-level await in the web app', () => {
  it('catches one in main.tsx and in a module of the first-load entry', async () => {
    const code = [
      "const settings = await fetch('/settings.json');",
      'for await (const chunk of [settings]) void chunk;',
      'export const ready = settings.ok;',
    ].join('\n');
    expect(await topLevelAwaits(code, 'apps/web/src/main.tsx')).toEqual([1, 2]);
    expect(await topLevelAwaits(code, 'apps/web/src/app/root-layout-data.ts')).toEqual([1, 2]);
  }, 120_000); // the first lint loads the whole config and its import graph

  it('lets a function await, however deep', async () => {
    const code = [
      'export async function load() {',
      "  const module = await import('./lazy.ts');",
      '  return [1].map(async () => await module.default);',
      '}',
      'export const later = async () => { for await (const x of [1]) void x; };',
    ].join('\n');
    expect(await topLevelAwaits(code, 'apps/web/src/main.tsx')).toEqual([]);
  });
});
