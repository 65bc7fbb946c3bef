// One lint configuration for the monorepo. Import boundaries follow docs/architecture.md:
// contracts is isomorphic (no Node or DOM), web features never import each other, shared web code never imports
// features, and the server's services never touch sockets (realtime/ does).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const WEB_FEATURES = fs.existsSync('apps/web/src/features')
  ? fs
      .readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'vitest.config.ts',
            'scripts/*.mjs',
            'apps/server/scripts/*.mjs',
            '.ci/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify plugins and handlers are async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      'import/no-duplicates': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'apps/server/scripts/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'react', 'react-dom'], message: 'contracts is isomorphic.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared code never imports features
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            // lib is the logic below every component (issue 12): it never imports one
            { target: './apps/web/src/lib', from: './apps/web/src/components' },
            // features never import each other: each feature may only import itself
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['primereact/*', 'primereact'],
              message: 'Use the components/ui layer; PrimeReact stays behind it.',
            },
            {
              group: ['react-hook-form'],
              message: 'Use the form kit (components/form): every editor is written one way (issue 37).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The form kit is the one door to react-hook-form; PrimeReact stays behind components/ui there too.
    files: ['apps/web/src/components/form/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['primereact/*', 'primereact'],
              message: 'Use the components/ui layer; PrimeReact stays behind it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server layers (docs/decisions/096): lib is below the modules and never imports one (the composition root,
    // services.ts, hands lib what it needs); seeds use a module only through its index.ts; modules never read seed
    // data (what they need is in contracts). Tests boot the whole app and are exempt.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src/lib', from: './apps/server/src/modules' },
            {
              target: './apps/server/src/db',
              from: './apps/server/src/modules',
              except: ['./auth/index.ts', './catalog/index.ts'],
            },
            { target: './apps/server/src/modules', from: './apps/server/src/db/seed' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/realtime/**', 'ws'],
              message: 'Services emit domain events; realtime/ pushes them.',
            },
          ],
        },
      ],
    },
  },
);
