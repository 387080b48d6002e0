import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// One timeout policy for every project (the platform's config uses the same figure): CI
// machines have two cores and are often shared, and a test that is only slow is not
// wrong. Waits for the screen (findBy…) get the same allowance.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

// Every emotion cache, MUI's default one too, inserts only what jsdom's answers use.
jest.mock('@emotion/cache', () => {
  const actual = jest.requireActual<typeof import('@emotion/cache')>('@emotion/cache');
  const { visibilityOnlyStyles } = jest.requireActual<typeof import('./visibility-only-styles')>(
    './visibility-only-styles',
  );
  return {
    __esModule: true,
    ...actual,
    default: (options: Parameters<typeof actual.default>[0]) =>
      actual.default({
        ...options,
        stylisPlugins: [...(options.stylisPlugins ?? []), visibilityOnlyStyles],
      }),
  };
});

// MUI X reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
