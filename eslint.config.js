// @ts-check
import tseslint from 'typescript-eslint';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

const games = ['regicide', 'saboteur', 'sanguosha', 'gods-gambit'];

/** Import rules shared by every package: no deep imports, nothing reaches into server or web. */
const commonImportPatterns = [
  {
    group: ['@tavern/*/src/*', '@tavern/*/src/**'],
    message: "Import a package's public API ('@tavern/engine'), never its src files.",
  },
  { group: ['@tavern/web', '@tavern/web/*'], message: 'Nothing imports the web client.' },
];

/** Only the cli (and tests that start a real server) may import the server. */
const noServer = { group: ['@tavern/server', '@tavern/server/*'], message: 'Talk to the server through @tavern/engine/protocol; only the cli starts it.' };

/** Rules code must be deterministic and silent: randomness from the state's Rng, no clock, no I/O. */
const purityGlobals = [
  { name: 'Date', message: 'Rules are timeless: the server injects a Clock where time matters.' },
  { name: 'performance', message: 'Measure in bench/, not in rules code.' },
  { name: 'setTimeout', message: 'Rules never wait; time-outs are actions submitted by the server.' },
  { name: 'setInterval', message: 'Rules never wait; time-outs are actions submitted by the server.' },
  { name: 'process', message: 'Rules code does not read the environment.' },
  { name: 'console', message: 'The engine never logs: emit events instead.' },
  { name: 'crypto', message: 'Use the Rng carried in the state.' },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'packages/web/vite.config.ts', 'coverage/**', '**/*.js'],
  },
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Template literals with numbers are how we build player-facing messages.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // Unused leading parameters document a callback's shape; prefix them with _ to say so.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: commonImportPatterns }],
      // `this: void` marks a method-shaped callback (bivariant, so erased modules accept it) as free of `this`.
      '@typescript-eslint/no-invalid-void-type': ['error', { allowAsThisParameter: true }],
    },
  },
  {
    // The browser stays usable without a mouse or sight (axe-core checks the rendered pages too), and
    // hooks keep React's rules so state never goes stale.
    files: ['packages/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...commonImportPatterns, noServer] }] },
  },
  {
    files: ['packages/web/src/**/*.ts', 'packages/web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...commonImportPatterns,
            noServer,
            { regex: `^@tavern/(${games.join('|')})$`, message: "The browser gets views, not rules: import '@tavern/<game>/client'." },
            { group: ['@tavern/bots', '@tavern/cli'], message: 'Bots run on the server; the browser only shows views.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts', 'packages/games/*/src/**/*.ts', 'packages/bots/src/**/*.ts'],
    ignores: ['packages/bots/src/arena/**'],
    rules: {
      'no-restricted-globals': ['error', ...purityGlobals],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the Rng carried in the state.' }],
    },
  },
  {
    files: ['packages/bots/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...commonImportPatterns,
            noServer,
            { group: games.map((g) => `@tavern/${g}`), message: 'Bots receive a GameModule; the cli injects the games.' },
          ],
        },
      ],
    },
  },
  ...games.map((game) => ({
    files: [`packages/games/${game}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...commonImportPatterns,
            noServer,
            {
              group: [...games.filter((g) => g !== game).map((g) => `@tavern/${g}`), '@tavern/bots', '@tavern/cli'],
              message: 'A game depends on the engine only; share code through @tavern/engine.',
            },
            { group: [`@tavern/${game}`], message: "Inside a package, import its modules by relative path, not through its own index." },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/web/**/*.ts', 'packages/web/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/test/**/*.ts', '**/test/**/*.tsx', '**/bench/**/*.ts'],
    rules: {
      // Tests rig states and read deep into results; non-null assertions keep them short.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
