import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
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
    '**/../platform/**',
    '**/../knowledge-service/**',
    '**/../gateway/**',
    '**/../server-kit/**',
    '**/../domain/**',
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
 * own files) are not checked. Two wings: the browser (shell, remotes, shared-*) and the
 * servers (gateway, platform, knowledge-service, server-kit). They meet only in `domain`
 * and `outbound-guard`; tooling, the benchmarks and the whole-stack browser tests stand
 * outside both.
 */
const ELEMENTS = [
  // Before the remote it lies in: a file belongs to the first element whose pattern it matches.
  { type: 'remote-feature', pattern: 'mfe-*/src/features/*', capture: ['name', 'feature'] },
  { type: 'remote', pattern: 'mfe-*', capture: ['name'] },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'host', pattern: 'host-shell' },
  { type: 'shared', pattern: 'shared-*' },
  { type: 'domain', pattern: 'domain' },
  { type: 'tooling', pattern: 'tooling' },
  { type: 'gateway', pattern: 'gateway' },
  { type: 'platform', pattern: 'platform' },
  { type: 'knowledge', pattern: 'knowledge-service' },
  { type: 'server-kit', pattern: 'server-kit' },
  { type: 'guard', pattern: 'outbound-guard' },
  { type: 'bench', pattern: 'bench' },
  // Matched from the repository's root: a folder named like a package deeper down (the
  // gateway's own `platform/` client, say) is not that package.
].map((element) => ({ ...element, partialMatch: false }));
const packages = (...names) =>
  names.flatMap((name) => [
    { module: { origin: 'external', source: `@switchboard/${name}` } },
    { module: { origin: 'external', source: `@switchboard/${name}/**` } },
  ]);
/** A remote's features are its code too: what holds for the remote holds for them. */
const REMOTE_CODE = ['remote', 'remote-feature'];
const REMOTE_PACKAGES = { origin: 'external', source: '@switchboard/mfe-*' };
const HOST_PACKAGE = { origin: 'external', source: '@switchboard/host-shell' };
const BROWSER = [...REMOTE_CODE, 'host', 'shared'];
const SERVERS = ['gateway', 'platform', 'knowledge', 'server-kit'];
const BROWSER_PACKAGES_BY_NAME = packages('host-shell', 'shared-auth', 'shared-data', 'shared-ui');
const SERVER_PACKAGES_BY_NAME = packages('gateway', 'platform', 'knowledge-service', 'server-kit');

const BOUNDARY_POLICIES = [
  {
    // Remotes are loaded at run time, never imported: not by the shell, shared code or the
    // servers, and not by another remote (its tests included).
    from: { element: { types: ['host', 'shared', 'domain', 'tooling', 'guard', ...SERVERS] } },
    disallow: { to: [{ element: { types: REMOTE_CODE } }, { module: REMOTE_PACKAGES }] },
  },
  {
    from: { element: { types: REMOTE_CODE } },
    disallow: {
      to: [
        {
          element: { types: REMOTE_CODE, captured: { name: '!{{ from.element.captured.name }}' } },
        },
        { element: { types: ['host', 'e2e'] } },
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
    // The browser wing reaches no server and no dev tooling at run time.
    from: { element: { types: BROWSER } },
    disallow: { to: [{ element: { types: SERVERS } }, ...SERVER_PACKAGES_BY_NAME] },
  },
  {
    // The server wing reaches no browser code and no dev tooling.
    from: { element: { types: SERVERS } },
    disallow: {
      to: [
        { element: { types: [...BROWSER, 'e2e', 'tooling', 'bench'] } },
        ...BROWSER_PACKAGES_BY_NAME,
        ...packages('tooling'),
      ],
    },
  },
  {
    // The gateway talks to the platform and the knowledge service over HTTP only.
    from: { element: { type: 'gateway' } },
    disallow: {
      to: [
        { element: { types: ['platform', 'knowledge'] } },
        ...packages('platform', 'knowledge-service'),
      ],
    },
  },
  {
    // The knowledge service knows its host only through KnowledgeServiceHost.
    from: { element: { type: 'knowledge' } },
    disallow: {
      to: [{ element: { types: ['platform', 'gateway'] } }, ...packages('platform', 'gateway')],
    },
  },
  {
    from: { element: { type: 'platform' } },
    disallow: { to: [{ element: { type: 'gateway' } }, ...packages('gateway')] },
  },
  {
    // The shared server pieces build on no server that uses them.
    from: { element: { type: 'server-kit' } },
    disallow: {
      to: [
        { element: { types: ['gateway', 'platform', 'knowledge'] } },
        ...packages('gateway', 'platform', 'knowledge-service'),
      ],
    },
  },
  {
    // The vocabulary depends on nothing of ours: both wings build on it.
    from: { element: { type: 'domain' } },
    disallow: {
      to: [{ element: { types: ['host', 'shared', 'tooling', 'guard', ...SERVERS] } }],
    },
  },
  {
    from: { element: { types: ['shared', 'guard'] } },
    disallow: { to: [{ element: { type: 'host' } }, { module: HOST_PACKAGE }] },
  },
];

/**
 * Tests and test kits of the gateway and the knowledge service run the real platform (the
 * knowledge service inside it, as `npm start` does), so they may use its test kit; every
 * other crossing stays closed for them too.
 */
const SERVER_TEST_POLICIES = BOUNDARY_POLICIES.filter(
  (policy) => !['gateway', 'knowledge'].includes(policy.from.element.type),
);

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
    // A regular expression that backtracks or rescans super-linearly lets one long input
    // (an upload, a crawled page, a pattern) stall the whole process: the checker proves
    // each one linear, or an inline comment says why its input is bounded.
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
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
    // Build and test configuration assembles packages; it ships in none of them.
    files: ['*/jest.config.mjs', '*/jest-projects.mjs'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    files: [
      'gateway/src/**/*.test.ts',
      'gateway/src/testing/**/*.ts',
      'knowledge-service/src/**/*.test.ts',
    ],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: SERVER_TEST_POLICIES },
      ],
    },
  },
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
