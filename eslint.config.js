import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toFixed']",
          message: 'Money and numbers are formatted only in packages/contract/src/format.',
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
    // reaches another feature with '../../<b>/'; a file at a feature's root with '../<b>/'.
    files: ['apps/h5/src/features/*/*/**/*.{ts,tsx}', 'apps/console/src/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/', message: 'Features must not import other features.' },
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
