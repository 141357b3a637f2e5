import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, supportedLanguages } from '@lobby/contracts';
import { appLanguages } from './lib/i18n.ts';

/**
 * The translation files are complete and lean: every namespace file of every language has the
 * same keys (plural forms aside: Thai has one form where English has two), and every key is
 * used. A key counts as used when it appears as a string literal ('key', "key" or `key`,
 * optionally as 'namespace:key') in the app's source outside the locales and the tests; in
 * the `errors` and `agent-errors` namespaces when it is a messageKey of the contracts' error catalogue (the server
 * sends those); and in any namespace when the contracts define it as a `messageKey` (text
 * keys such as the registration pattern messages). Write keys out in full in the code (a map
 * of literal keys, not t(`prefix.${x}`)) so this test can see them.
 */
const srcDir = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.join(srcDir, 'locales');
/** The tests' helpers (stand-in answers with text of their own): not the app's source. */
const testingDir = path.join(srcDir, 'testing');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function readTree(file: string): Tree {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
}

function sourceFilesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesOf(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return full === localesDir || full === testingDir ? [] : sourceFiles(full);
    }
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [full];
  });
}

const languages = fs
  .readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const namespaces = [
  ...new Set(
    languages.flatMap((language) =>
      fs
        .readdirSync(path.join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, '')),
    ),
  ),
].sort();
const source = sourceFiles(srcDir)
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');
/** The namespaces the server's message keys are read from (lib/api-error-text.ts). */
const errorNamespaces = [
  'errors',
  'agent-errors',
  'mission-errors',
  'rewards',
  'loyalty-errors',
  'support-chat',
  'activity-errors',
  'lottery-errors',
  'sports-errors',
  'inbox',
  'cockfight',
];

const catalogueKeys = new Set<string>(
  Object.values(errorCatalogue).map((entry) => entry.messageKey),
);
const contractsDir = path.resolve(srcDir, '../../../packages/contracts/src');
const contractTextKeys = new Set(
  [
    ...sourceFilesOf(contractsDir)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
      .matchAll(/messageKey:\s*'([\w.]+)'/g),
  ].map((match) => match[1]),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function isUsed(namespace: string, key: string): boolean {
  const base = key.replace(pluralSuffix, '');
  if (errorNamespaces.includes(namespace) && catalogueKeys.has(base)) return true;
  if (contractTextKeys.has(base)) return true;
  // the key itself, or a parent read as a whole (returnObjects)
  const parts = base.split('.');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('.')).reverse();
  return candidates.some((candidate) =>
    new RegExp(`['"\`](?:${escape(namespace)}:)?${escape(candidate)}['"\`]`).test(source),
  );
}

describe('translations', () => {
  it('ship the languages the contracts support, in every selector', () => {
    expect(languages).toEqual([...supportedLanguages].sort());
    expect([...appLanguages].sort()).toEqual([...supportedLanguages].sort());
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const keysOf = (tree: Tree) =>
      [...new Set(flatten(tree).map((key) => key.replace(pluralSuffix, '')))].sort();
    const english = flatten(readTree(path.join(localesDir, 'en', `${namespace}.json`))).sort();

    it.each(languages)('has every key in %s, and no other', (language) => {
      const file = path.join(localesDir, language, `${namespace}.json`);
      expect(fs.existsSync(file), `${language}/${namespace}.json exists`).toBe(true);
      const tree = readTree(file);
      expect(keysOf(tree)).toEqual(
        keysOf(readTree(path.join(localesDir, 'en', `${namespace}.json`))),
      );
      const empty = flatten(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<string | Tree | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            tree,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `empty texts in ${language}/${namespace}.json`).toEqual([]);
    });

    it('uses every key', () => {
      expect(english.filter((key) => !isUsed(namespace, key))).toEqual([]);
    });
  });

  it('translate every message key of the error catalogue (in one of the error namespaces)', () => {
    for (const language of languages) {
      const keys = new Set(
        errorNamespaces.flatMap((namespace) =>
          flatten(readTree(path.join(localesDir, language, `${namespace}.json`))),
        ),
      );
      expect(
        [...catalogueKeys].filter((key) => !keys.has(key)),
        language,
      ).toEqual([]);
    }
  });
});
