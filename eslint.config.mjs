import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-bots', 'mfe-conversations', 'mfe-setup', 'mfe-knowledge', 'mfe-analytics'];
const BROWSER_PACKAGES = [
  'host-shell/src',
  'shared-auth/src',
  'shared-ui/src',
  ...REMOTES.map((r) => `${r}/src`),
];

/** No package reaches into another's folder by path; packages are imported by name. */
const byPathIntoPackages = {
  group: [
    '**/../host-shell/**',
    '**/../shared-auth/**',
    '**/../shared-ui/**',
    '**/../tooling/**',
    '**/../local-platform/**',
    ...REMOTES.map((r) => `**/../${r}/**`),
  ],
  message: 'Import another package by its name, never by a path into its folder.',
};
const intoSrc = {
  group: ['@switchboard/*/src', '@switchboard/*/src/**'],
  message: "Use the package's public entry, not its src.",
};

/** One import style per shared library: deep imports, which federation shares by subpath. */
const barrelImports = [
  {
    name: '@mui/material',
    message:
      'Import components by path (@mui/material/Button): deep imports are what the shared policy shares and what keeps first loads small.',
  },
  { name: '@mui/icons-material', message: 'Import icons by path (@mui/icons-material/Add).' },
];

const sharedAuthEntryOnly = {
  group: ['@switchboard/shared-auth/*'],
  message: 'Browser code imports shared-auth by its one shared entry.',
};
const otherRemotesOrHost = {
  group: ['@switchboard/mfe-*', '@switchboard/host-shell', '@switchboard/host-shell/**'],
  message:
    'A remote never imports another remote or the host: share through shared-auth or shared-ui.',
};

function restrictImports(patterns, paths = []) {
  return {
    'no-restricted-imports': [
      'error',
      { paths, patterns: [byPathIntoPackages, intoSrc, ...patterns] },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'test-results/**',
      '**/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      ...restrictImports([]),
    },
  },
  {
    files: BROWSER_PACKAGES.map((dir) => `${dir}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrictImports([sharedAuthEntryOnly], barrelImports),
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrictImports([sharedAuthEntryOnly, otherRemotesOrHost], barrelImports),
  })),
  {
    // Tests and test kits may use shared-auth's test utilities, which are not part of its
    // shared entry.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/testing/**/*.{ts,tsx}'],
    rules: restrictImports([], barrelImports),
  },
  {
    // Test helpers read arbitrary JSON answers; typing each one would test the types, not the server.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Benchmarks time the platform's internals directly, so they may reach into its source.
    files: ['bench/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
