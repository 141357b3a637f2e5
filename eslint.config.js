// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
// eslint-plugin-import, not import-x: import-x needs native resolver bindings that the package
// registry here lacks for other platforms, which leaves a lock file `npm ci` refuses
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { lobbyWebLintPlugin } from './apps/web/build-plugins/no-top-level-await.eslint.js';

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs
      .readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const serverModulesDir = 'apps/server/src/modules';
const serverModules = fs.existsSync(serverModulesDir)
  ? fs
      .readdirSync(serverModulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * The server's module fences (docs/architecture.md). A module is reached only through its
 * public face, `modules/<m>/index.ts`; tests and test kits may also use another module's
 * `testing/` kits. Everything above the modules (app.ts and wiring/, the seed, tests, journeys, benches)
 * goes through the faces too; platform/ and db/ import no module at all.
 */
/** A module's `testing/` folders (kits for tests), relative to the modules folder. */
function testingFolders(name) {
  return fs
    .readdirSync(`${serverModulesDir}/${name}`, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name === 'testing')
    .map(
      (entry) => `./${path.relative(serverModulesDir, path.join(entry.parentPath, entry.name))}`,
    );
}

function serverZones({ forTests }) {
  const faces = (names) =>
    names.flatMap((name) => [`./${name}/index.ts`, ...(forTests ? testingFolders(name) : [])]);
  return [
    ...serverModules.map((name) => ({
      target: `./${serverModulesDir}/${name}`,
      from: `./${serverModulesDir}`,
      except: [`./${name}`, ...faces(serverModules.filter((other) => other !== name))],
      message: `a module reaches another only through its index.ts (${name})`,
    })),
    {
      target: [
        './apps/server/src/app.ts',
        './apps/server/src/wiring',
        './apps/server/src/main.ts',
        './apps/server/src/seed',
        './apps/server/test',
        './e2e',
        './bench',
      ],
      from: `./${serverModulesDir}`,
      except: faces(serverModules),
      message: 'code above the modules reaches a module only through its index.ts',
    },
    forTests
      ? {
          target: ['./apps/server/src/platform', './apps/server/src/db'],
          from: `./${serverModulesDir}`,
          except: faces(serverModules),
          message: 'platform and db tests use a module only through its index.ts',
        }
      : {
          target: ['./apps/server/src/platform', './apps/server/src/db'],
          from: `./${serverModulesDir}`,
          message: 'platform/ and db/ never import a module; modules import them',
        },
    // tests are harnesses above everything: they may build the app and seed a database
    ...(forTests
      ? []
      : [
          {
            target: ['./apps/server/src/platform', './apps/server/src/db', `./${serverModulesDir}`],
            from: [
              './apps/server/src/seed',
              './apps/server/src/app.ts',
              './apps/server/src/wiring',
              './apps/server/src/main.ts',
            ],
            message:
              'the seed and the app wiring sit above the modules; nothing below imports them',
          },
        ]),
  ];
}

/** The import direction of the architecture (docs: shared/design/architecture.md). */
const importZones = [
  {
    target: './packages/game-math',
    from: ['./packages/contracts', './apps', './e2e', './bench'],
    message: 'game-math imports nothing of ours',
  },
  {
    target: './packages/contracts',
    from: ['./packages/game-math', './apps', './e2e', './bench'],
    message: 'contracts import only zod',
  },
  { target: './apps/server', from: './apps/web', message: 'the server never imports the web app' },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'the web app talks to the server over HTTP only',
  },
  // lib/ and components/ are the web app's infrastructure: they know no feature and no app shell
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib/ and components/ import no feature and no app shell (features import them)',
  },
  // a web feature uses another feature only through its public face, features/<name>/index.ts,
  // or its face for lazy areas, lazy.ts (what only later pages use, kept out of the first load)
  ...webFeatures.map((name) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [
      `./${name}`,
      ...webFeatures.flatMap((other) => [`./${other}/index.ts`, `./${other}/lazy.ts`]),
    ],
    message:
      "web features use each other only through the other's index.ts; lift what is not a feature's into components/ or lib/",
  })),
];

/** Test files and test kits: the looser server fences (testing/ kits of other modules). */
// journeys are tests too: they may use a module's testing/ kits (the verify journey plays
// through the originals' play-session kit)
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing/**',
  'apps/server/test/**',
  'e2e/**/*.e2e.ts',
];

/** Only the wallet touches the ledger tables, by schema object or by SQL text. */
const ledgerTables = ['ledgerAccounts', 'ledgerTransactions', 'ledgerPostings'];
const ledgerSql = /\bledger_(accounts|postings|transactions)\b|\bledger_post\s*\(/;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        { zones: [...importZones, ...serverZones({ forTests: false })] },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...importZones, ...serverZones({ forTests: true })] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [`${serverModulesDir}/wallet/**`, 'apps/server/src/db/**', ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema/**'],
              importNames: ledgerTables,
              message: 'only the wallet module touches the ledger tables; use its index.ts',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `TemplateElement[value.raw=${ledgerSql}]`,
          message:
            'only the wallet module touches the ledger tables; use ledgerReads or the wallet',
        },
        {
          selector: `Literal[value=${ledgerSql}]`,
          message:
            'only the wallet module touches the ledger tables; use ledgerReads or the wallet',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message:
                'every module of the startup libraries lands in the first load (vite.config.ts runtime chunk): use lib/use-async-action.ts',
            },
          ],
        },
      ],
    },
  },
  {
    // main.tsx, the first-load entry's modules and every chunk: a top-level await deadlocked
    // the play chunk once (no test caught it; this does)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { lobby: lobbyWebLintPlugin },
    rules: { 'lobby/no-top-level-await': 'error' },
  },
  {
    // every visible text goes through i18n
    files: [
      'apps/web/src/features/**/*.tsx',
      'apps/web/src/app/**/*.tsx',
      'apps/web/src/components/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u0E00-\\u0E7F]/]',
          message: 'Visible text goes through i18n (t(...)).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/] > Literal[value=/[A-Za-z]/]',
          message: 'Visible text goes through i18n (t(...)).',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', '**/*.cli.ts', 'apps/web/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
