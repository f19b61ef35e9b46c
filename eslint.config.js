// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // DESIGN §3 rule 5: only repositories (and the db layer itself) import the database.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.repository.ts', 'apps/server/src/modules/**/*.test.ts'],
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
          ],
        },
      ],
    },
  },
  // DESIGN §3 rule 1: a web feature never imports another feature.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            'account',
            'appointments',
            'auth',
            'calendar',
            'communications',
            'configurations',
            'dashboard',
            'expenses',
            'interventions',
            'invoices',
            'patients',
            'payments',
            'profile',
            'references',
            'services',
            'shell',
          ].map((f) => ({
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
