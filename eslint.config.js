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
/** The staff tools' words (schemas/copy/en-US.staff.json) stay out of the applicant's bundle. */
const staffCopyOnly = {
  group: ['**/copy/en-US.staff.json'],
  message: 'Staff copy is for src/staff/ only; applicant copy is schemas/copy/en-US.json.',
};
/** The same boundary for a lazy `import()`, which no-restricted-imports does not see. */
const noLazyImportUpInto = (folders, message) => [
  'error',
  {
    selector: `ImportExpression[source.value=/${upInto(folders).replaceAll('/', '\\/')}/]`,
    message,
  },
];

/**
 * The server's rooms (server/README.md) and what each may not reach. A pattern matches a relative
 * import of a server folder: `(\.\./)+handlers/` is server/handlers/ from anywhere inside server/.
 */
const serverFolder = (names, message) => ({
  regex: `^(\\.\\./)+(${names.join('|')})/`,
  message,
});
/** A sandbox is chosen once, in server/app.ts; everything else uses its interface through the context. */
const noSandbox = {
  regex: '(^|/)adapters/[^/]+/sandbox',
  message:
    'Use the adapter\u2019s interface (ctx.creditBureau, ctx.bankLink, the assistant provider); only server/app.ts picks the sandbox.',
};
const noFastify = {
  regex: '^(fastify|@fastify/)',
  message: 'Only HTTP code (server/http, handlers, pages, auth) knows Fastify.',
};
const serverLayer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noSandbox, ...patterns] }] },
});
const domainPatterns = [
  noFastify,
  serverFolder(['handlers', 'steps', 'pages'], 'Domain rules do not know routes, steps or pages.'),
  {
    regex: '^(\\.\\./)+http/(?!apiError$)',
    message: 'Domain rules use only the error vocabulary of HTTP (http/apiError).',
  },
];
const serverLayers = [
  serverLayer(['server/**/*.ts'], [], ['server/app.ts']),
  serverLayer(['server/domain/**/*.ts'], domainPatterns),
  // Pure rules: no I/O and no store (types only), so they run the same in a test as in the server.
  serverLayer(
    [
      'server/domain/flow/flowEngine.ts',
      'server/domain/income/annualIncome.ts',
      'server/domain/pricing/decisionRules.ts',
      'server/domain/pricing/offerData.ts',
      'server/domain/telemetry/funnelReport.ts',
    ],
    [
      ...domainPatterns,
      { regex: '^node:', message: 'A pure rule does no I/O.' },
      {
        regex: '^(\\.\\./)+(store|adapters|auth)/|^(\\.\\./)+appContext$',
        allowTypeImports: true,
        message: 'A pure rule reads no store or service: it is given the facts (type imports are fine).',
      },
    ],
  ),
  serverLayer(
    ['server/adapters/**/*.ts'],
    [
      noFastify,
      serverFolder(
        ['http', 'handlers', 'steps', 'pages', 'domain'],
        'An adapter knows only its service and its own tokens.',
      ),
    ],
  ),
  serverLayer(
    ['server/store/**/*.ts'],
    [
      noFastify,
      serverFolder(['http', 'handlers', 'steps', 'pages', 'adapters'], 'The store knows only the database.'),
      {
        regex: '^(\\.\\./)+domain/',
        allowTypeImports: true,
        message: 'The store may name domain types, not call domain code.',
      },
    ],
  ),
  serverLayer(
    ['server/http/**/*.ts'],
    [serverFolder(['handlers', 'steps', 'pages'], 'HTTP plumbing serves every handler; it names none.')],
  ),
  serverLayer(
    ['server/steps/**/*.ts'],
    [noFastify, serverFolder(['handlers', 'pages'], 'Steps do not call operation handlers or pages.')],
  ),
  serverLayer(
    ['server/handlers/**/*.ts'],
    [serverFolder(['pages'], 'Operation handlers answer JSON; pages live in server/pages.')],
  ),
];

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
  ...serverLayers,
  // The store is asynchronous: a write not awaited races the next one, and `if (promise)` is always
  // true. Type-aware rules catch both in the server and in the tests that drive it.
  {
    files: [
      'server/**/*.ts',
      'tests/api/**/*.ts',
      'tests/instances/**/*.ts',
      'tests/e2e/**/*.ts',
      'scripts/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
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
            staffCopyOnly,
            {
              regex: upInto(['app', 'features', 'staff']),
              message: 'shared/ imports no app, feature or staff code.',
            },
          ],
        },
      ],
      'no-restricted-syntax': noLazyImportUpInto(
        ['app', 'features', 'staff'],
        'shared/ imports no app, feature or staff code, lazily or not.',
      ),
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
            staffCopyOnly,
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
      'no-restricted-syntax': noLazyImportUpInto(
        ['app', 'staff', 'features', ...features.filter((other) => other !== feature)],
        'A feature imports no app, staff or other feature code, lazily or not.',
      ),
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
            staffCopyOnly,
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
