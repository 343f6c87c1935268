// Lint rules: typescript-eslint's recommended set, React hooks rules, and the import direction of
// docs/architecture.md (core <- widgets <- src; server imports only core, schemas' data and itself).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The applicant features, one folder each under src/features.
const features = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A relative import that climbs out and then enters one of `folders` (or, with `here`, enters it from ./). */
const upInto = (folders, here = false) => `^(${here ? '\\./|' : ''}(\\.\\./)+)(${folders.join('|')})(/|$)`;

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.ssr',
      'core/api/generated',
      'data',
      'test-results',
      'playwright-report',
      '.bench',
      'src/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/src/**', '**/widgets/**', '**/server/**', 'react', 'react-dom'] },
      ],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**', '**/server/**'] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/src/**', '**/widgets/**', 'react', 'react-dom'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  // The layers of src/ (docs/architecture.md): shared <- features <- app, and staff tools beside them.
  // No folder imports up; a feature needing another's module means that module belongs in shared/.
  // The app reaches features and staff tools only through import() (screenForRoute, the QA toolkit's
  // mount): no-restricted-imports sees static imports alone, so a lazy route entry passes and a
  // static import of staff code from applicant code, which would put it in the applicant bundle, fails.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            {
              regex: upInto(['app', 'features', 'staff']),
              message: 'shared/ imports no app, feature or staff code.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            {
              regex: upInto(['app', 'staff', 'features']),
              message: 'A feature imports no app or staff code.',
            },
            {
              regex: upInto(features.filter((other) => other !== feature)),
              message: 'Features do not import each other: move what both need to src/shared/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            {
              regex: upInto(['features', 'staff'], true),
              message:
                'The app loads features and staff tools lazily, with import(), so staff code stays out of the applicant bundle.',
            },
          ],
        },
      ],
    },
  },
);
