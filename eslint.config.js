import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Feature folders do not import each other: shared code lives in app/, api/, auth/, components/ or the contract. */
const noCrossFeature = (depth) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ regex: `^${'\\.\\./'.repeat(depth)}[^./]`, message: 'A feature may not import another feature; move shared code out.' }],
    },
  ],
});

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
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['apps/web/src/features/*/*.{ts,tsx}'], rules: noCrossFeature(1) },
  { files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'], rules: noCrossFeature(2) },
);
