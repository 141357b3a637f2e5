import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No emoji as game graphics: where a phone lacks the emoji font they show as empty boxes, and
 * where it has one they clash with the art set. The game UI (the lobby's tiles and rows, the
 * game page, the verify page, the art code), the game texts and the drawn SVGs may hold no
 * pictographic code point outside comments; suits, gems and arrows are drawn instead.
 */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gameUiFolders = [
  'src/play',
  'src/art',
  'src/features/games',
  'src/features/home',
  'src/features/verify',
  'src/components/ui',
  'public/art',
  'public/demo',
];
const gameTexts = ['games', 'game-lobby', 'home', 'originals', 'bets'].flatMap((namespace) =>
  ['en', 'th', 'tl'].map((language) => `src/locales/${language}/${namespace}.json`),
);

function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(webDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(tsx?|css|svg)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [relative]
      : [];
  });
}

/** The text without its comments (a comment may say "↔"; the screen never shows it). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Each pictographic character of a text with its line. */
function pictographsIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(/\p{Extended_Pictographic}/gu)].map(
        (match) => `line ${index + 1}: ${match[0]}`,
      ),
    );
}

describe('game graphics', () => {
  it('finds a pictograph where there is one (the check can fail)', () => {
    expect(pictographsIn(`const glyph = '\u{1F409}';`)).toHaveLength(1);
    expect(pictographsIn(withoutComments(`// card \u2660 in a comment\nconst x = 1;`))).toEqual([]);
  });

  it('holds no emoji in the game UI sources and drawn SVGs', () => {
    const files = gameUiFolders.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      pictographsIn(withoutComments(fs.readFileSync(path.join(webDir, file), 'utf8'))).map(
        (hit) => `${file} ${hit}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('holds no emoji in the game texts of any language', () => {
    const found = gameTexts.flatMap((file) =>
      pictographsIn(fs.readFileSync(path.join(webDir, file), 'utf8')).map(
        (hit) => `${file} ${hit}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
