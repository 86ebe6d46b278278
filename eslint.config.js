import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const NO_TO_FIXED = {
  selector: "CallExpression[callee.property.name='toFixed']",
  message: 'Money and numbers are formatted only in packages/contract/src/format.',
};

// The calls that start a Kysely query (on a db, a trx, or a query creator).
const KYSELY_QUERY_STARTS = [
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'with',
  'withRecursive',
];

export default tseslint.config(
  // .tsbuild holds tsc -b's declarations and build info (npm run typecheck).
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/*.generated.ts',
      '.tsbuild/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // CommonJS because dependency-cruiser reads its configuration with require (.dependency-cruiser.cjs and the
    // context order it shares with the context map's test, scripts/context-layers.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', NO_TO_FIXED],
    },
  },
  {
    // SQL only in repositories (STYLE.md: server layers). Services open transactions (db.transaction().execute)
    // and hand the handle to repository functions; they never build a query. Exempt: the repositories, platform/db/
    // (client, migrations, read cache), the demo seed (contexts/demo/seed), and test code: tests, test-helper.ts and the fault scenarios of
    // faults/, which seed and read the database directly on purpose, so what they assert does not depend on the
    // repositories under test.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/platform/db/**',
      'apps/server/src/contexts/demo/seed/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test-helper.ts',
      'apps/server/src/faults/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_TO_FIXED,
        {
          selector: `CallExpression[callee.property.name=/^(${KYSELY_QUERY_STARTS.join('|')})$/]`,
          message:
            'SQL lives in repositories (*.repository.ts): call a repository function with the db or trx.',
        },
        {
          selector:
            "ImportDeclaration[source.value='kysely'][importKind!='type'] > ImportSpecifier[imported.name='sql'][importKind!='type']",
          message: 'SQL lives in repositories (*.repository.ts): the sql tag is for them, db/ and tests.',
        },
      ],
    },
  },
  {
    files: ['apps/h5/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Features do not import each other; routes compose them (bulletproof-react). A file in a feature's folder
    // reaches another feature with '../../<b>/'; a file at a feature's root with '../<b>/'; either by a path
    // through features/ ('../../../features/<b>/'), which a feature never needs to reach its own files.
    files: ['apps/h5/src/features/*/*/**/*.{ts,tsx}', 'apps/console/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/', message: 'Features must not import other features.' },
            { regex: '(^|/)features/', message: 'Features must not import other features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/h5/src/features/*/*.{ts,tsx}', 'apps/console/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'Features must not import other features.' },
            { regex: '(^|/)features/', message: 'Features must not import other features.' },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks print timings, not money.
    files: [
      'packages/contract/src/format/**/*.ts',
      '**/bench/**/*.ts',
      'scripts/lighthouse.mjs',
      'scripts/bench-report.mjs',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
