// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/** Every web feature (a folder of apps/web/src/features): a new one cannot be left out of the rule below. */
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** DESIGN §3 rule 9: another module is reached through its service, never its repository. */
const otherModulesRepository = {
  group: ['../*/*.repository', '../*/*.repository.js'],
  message: 'Reach another module through its service, never its repository (DESIGN §3 rule 9).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Parallel test builds (E2E_WEB_OUT_DIR, e.g. apps/web/dist-h5).
      '**/dist-*/**',
      '.data/**',
      '.test-tmp/**',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Sources import each other as `./x.js` (ES modules) while the files are `x.ts`.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // DESIGN §3 rule 9: import cycles are an error.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // DESIGN §3 rule 5: only repositories (and the db layer itself) import the database.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/*.repository.ts',
      'apps/server/src/modules/**/*.test.ts',
      'apps/server/src/modules/**/*.test-helpers.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/client*', '**/db/schema*', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts files touch the database (DESIGN §3 rule 5).',
              allowTypeImports: true,
            },
            otherModulesRepository,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [otherModulesRepository] }],
    },
  },
  // DESIGN §3 rule 1: a web feature never imports another feature.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: webFeatures.map((f) => ({
            target: `./apps/web/src/features/${f}`,
            from: './apps/web/src/features',
            except: [`./${f}`],
            message: 'A web feature never imports another feature; compose them in app/ (DESIGN §3 rule 1).',
          })),
        },
      ],
    },
  },
);
