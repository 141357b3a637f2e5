// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
// eslint-plugin-import, not import-x: import-x needs native resolver bindings that the package
// registry here lacks for other platforms, which leaves a lock file `npm ci` refuses
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs
      .readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

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
  // a web feature uses another feature only through its public face, features/<name>/index.ts
  ...webFeatures.map((name) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`, ...webFeatures.map((other) => `./${other}/index.ts`)],
    message:
      "web features use each other only through the other's index.ts; lift what is not a feature's into components/ or lib/",
  })),
];

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
      'import/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
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
