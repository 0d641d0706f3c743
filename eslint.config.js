import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The web app's boundaries. app/ (route table, router, providers) is the composition root: only main.tsx imports it.
 * A feature imports neither app/ nor another feature; what features share lives in lib/, components/, api/, auth/,
 * layout/ or the contract, and those shared folders import neither app/ nor a feature. `depth` is how many `../` lead
 * from a feature's file to features/ (1 in the feature's own folder, 2 in its pages/, …).
 */
const webBoundaries = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const up = (depth) => '\\.\\./'.repeat(depth);
const featureBoundaries = (depth) =>
  webBoundaries([
    { regex: `^${up(depth)}[^./]`, message: 'A feature may not import another feature; move shared code to lib/ or components/.' },
    {
      regex: `^${up(depth + 1)}app(/|$)`,
      message: 'A feature may not import app/; what it needs belongs in lib/ (the route table reaches it through RouteTableContext).',
    },
  ]);
const FEATURE_DEPTHS = [1, 2, 3, 4];
const featureFiles = (depth) => `apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
const sharedBoundaries = webBoundaries([
  { regex: '^(\\.\\./)+(app|features)(/|$)', message: 'Shared code may not import app/ or a feature: they import it.' },
]);

/**
 * Server modules: another module is reached only through its public index.ts, and SQL (drizzle-orm, db/schema)
 * lives only in *.repo.ts files and the repository kit, so no route or service decides tenancy by hand.
 */
const otherModuleInternals = { regex: '^\\.\\./[^./]+/', message: 'Import another module only through its index.ts.' };
const sqlOutsideRepos = [
  { regex: '^drizzle-orm(/|$)', message: 'SQL belongs in a *.repo.ts built on db/scoped-repo.' },
  { regex: '/db/schema(/|$)', message: 'Tables are read and written in *.repo.ts files only.' },
];
const serverModules = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** A number literal, negated or `as const` too, where an error code goes. */
const numberLiteral =
  ':matches(Literal[value=type(number)], UnaryExpression[argument.value=type(number)], TSAsExpression[expression.value=type(number)], TSAsExpression[expression.argument.value=type(number)])';

/** Error codes are named (ErrorCodes.<name> of @cloud-exam/contract/errors), never written as numbers. */
const namedErrorCodes = {
  'no-restricted-syntax': [
    'error',
    ...[
      `NewExpression[callee.name='AppError'] > ${numberLiteral}:first-child`,
      `CallExpression:matches([callee.name=/^(fail|refuse|invalid)$/], [callee.property.name=/^(fail|refuse|invalid)$/]) > ${numberLiteral}`,
      `Property[key.name='code'] > ${numberLiteral}`,
    ].map((selector) => ({ selector, message: 'Name the error code: ErrorCodes.<name> from the contract' })),
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/artifacts/**', '**/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/server/build.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  ...FEATURE_DEPTHS.map((depth) => ({ files: [featureFiles(depth)], rules: featureBoundaries(depth) })),
  { files: ['apps/web/src/*/**/*.{ts,tsx}'], ignores: ['apps/web/src/app/**', 'apps/web/src/features/**'], rules: sharedBoundaries },
  {
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/contract/src/errors/**'],
    rules: namedErrorCodes,
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.probes.ts'],
    rules: serverModules([otherModuleInternals, ...sqlOutsideRepos]),
  },
  { files: ['apps/server/src/modules/**/*.repo.ts'], rules: serverModules([otherModuleInternals]) },
);
