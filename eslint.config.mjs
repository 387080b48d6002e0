import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-bots', 'mfe-conversations', 'mfe-setup', 'mfe-knowledge', 'mfe-analytics'];
const BROWSER_PACKAGES = ['host-shell', 'shared-auth', 'shared-data', 'shared-ui', ...REMOTES].map(
  (name) => `${name}/src`,
);

/** No package reaches into another's folder by path; packages are imported by name. */
const byPathIntoPackages = {
  group: [
    '**/../host-shell/**',
    '**/../shared-auth/**',
    '**/../shared-data/**',
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
  // The runtime config has an entry of its own for the login page, which needs it without
  // the store; the shell imports it, so the shell provides it to every remote.
  group: [
    '@switchboard/shared-auth/*',
    '@switchboard/shared-data/*',
    '!@switchboard/shared-data/runtime-config',
  ],
  message:
    'Browser code imports shared-auth and shared-data by their one shared entry (and the runtime config by its own).',
};

/**
 * Which part of the monorepo may depend on which, checked by eslint-plugin-boundaries on
 * relative paths and package names alike. Dependencies inside one element (a remote's
 * own files) are not checked.
 */
const ELEMENTS = [
  // Before the remote it lies in: a file belongs to the first element whose pattern it matches.
  { type: 'remote-feature', pattern: 'mfe-*/src/features/*', capture: ['name', 'feature'] },
  { type: 'remote', pattern: 'mfe-*', capture: ['name'] },
  { type: 'host', pattern: 'host-shell' },
  { type: 'shared', pattern: 'shared-*' },
  { type: 'domain', pattern: 'domain' },
  { type: 'tooling', pattern: 'tooling' },
  { type: 'platform', pattern: 'local-platform' },
  { type: 'guard', pattern: 'outbound-guard' },
  { type: 'bench', pattern: 'bench' },
];
/** A remote's features are its code too: what holds for the remote holds for them. */
const REMOTE_CODE = ['remote', 'remote-feature'];
const REMOTE_PACKAGES = { origin: 'external', source: '@switchboard/mfe-*' };
const HOST_PACKAGE = { origin: 'external', source: '@switchboard/host-shell' };
const BOUNDARY_POLICIES = [
  {
    // Remotes are loaded at run time, never imported: not by the shell, shared code or the
    // platform, and not by another remote (its tests included).
    from: { element: { types: ['host', 'shared', 'domain', 'tooling', 'platform', 'guard'] } },
    disallow: { to: [{ element: { types: REMOTE_CODE } }, { module: REMOTE_PACKAGES }] },
  },
  {
    from: { element: { types: REMOTE_CODE } },
    disallow: {
      to: [
        {
          element: { types: REMOTE_CODE, captured: { name: '!{{ from.element.captured.name }}' } },
        },
        { element: { types: ['host', 'platform'] } },
        { module: REMOTE_PACKAGES },
        { module: HOST_PACKAGE },
      ],
    },
  },
  {
    // Inside a remote, one feature does not import another: they meet in its pages.
    from: { element: { type: 'remote-feature' } },
    disallow: {
      to: {
        element: {
          type: 'remote-feature',
          captured: {
            name: '{{ from.element.captured.name }}',
            feature: '!{{ from.element.captured.feature }}',
          },
        },
      },
    },
    message:
      "A feature does not import another feature ({{ to.element.captured.feature }}): features meet in pages/, and what several share lives in the remote's src/components, src/hooks or src/lib.",
  },
  {
    // The vocabulary depends on nothing of ours: platform and console both build on it.
    from: { element: { type: 'domain' } },
    disallow: { to: [{ element: { types: ['host', 'shared', 'tooling', 'platform', 'guard'] } }] },
  },
  {
    from: { element: { types: ['shared', 'platform', 'guard'] } },
    disallow: { to: [{ element: { type: 'host' } }, { module: HOST_PACKAGE }] },
  },
];

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
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: BOUNDARY_POLICIES },
      ],
    },
  },
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
    rules: restrictImports([sharedAuthEntryOnly], barrelImports),
  })),
  {
    // Tests and test kits may use shared-data's test utilities, which are not part of its
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
  {
    // CommonJS files, for tools that load with require (Jest's runtime option).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
