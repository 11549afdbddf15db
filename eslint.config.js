import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tsbuild/**',
      'coverage/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Feature folders share only through domain, components, http and db (architecture.md).
    files: ['apps/web/src/features/**', 'apps/server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*', '../../modules/*'],
              message: 'Share through components/, http/, db/ or @fxbo/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules share only through platform/, http/, db/ or @fxbo/domain: `../<area>/…` is another
    // module's file (modules/ has no subfolders). This replaces the block above for these files, so it repeats
    // its pattern. scripts/architecture.test.mjs checks the same on the import graph.
    files: ['apps/server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../modules/*'], message: 'Share through platform/, http/, db/ or @fxbo/domain.' },
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: "Another module's file: share through platform/, http/, db/ or @fxbo/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    // platform/ (sessions, guard, captcha, client scope, list routes) is below the modules.
    files: ['apps/server/src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../modules/*', '../../modules/*'],
              message: 'platform/ is below the modules: move what both need to platform/.',
            },
          ],
        },
      ],
    },
  },
  {
    // http/ (errors, list SQL helpers, downloads) is below platform/ and the modules: it knows no user.
    files: ['apps/server/src/http/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../modules/*', '../../modules/*', '../platform/*', '../../platform/*'],
              message: 'http/ is below platform/ and the modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/cli/**', '**/seed/**', 'scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
