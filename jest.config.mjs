// `jest` at the root runs every package's suite in one process pool.
export default {
  projects: [
    '<rootDir>/tooling',
    '<rootDir>/domain',
    '<rootDir>/shared-auth',
    '<rootDir>/shared-data',
    '<rootDir>/shared-ui',
    '<rootDir>/outbound-guard',
    '<rootDir>/server-kit',
    '<rootDir>/embedding-model',
    '<rootDir>/gateway',
    '<rootDir>/host-shell',
    '<rootDir>/mfe-bots',
    '<rootDir>/mfe-conversations',
    '<rootDir>/mfe-setup',
    '<rootDir>/mfe-knowledge',
    '<rootDir>/mfe-analytics',
  ],
};
