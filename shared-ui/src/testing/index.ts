// The one test kit every remote's tests use: the shell's providers, an in-memory network
// and the console's seeded session. Imported only by tests, so no bundle carries it.
import './jsdom-gaps';

export {
  fakeApi,
  renderWithProviders,
  type FakeAnswer,
  type FakeApiOptions,
  type FakeCall,
  type FakeHandler,
  type FakeRouteTable,
  type ProvidersOptions,
} from '@switchboard/shared-data/testing';
export { describeRemoteManifest, type ManifestSuiteOptions } from './describe-remote-manifest';
export { expectValidManifest } from './expect-valid-manifest';
export { findErrorToast } from './find-toast';
export { renderPage, renderRemote } from './remote-under-test';
export { ADMIN, signedInStore } from './signed-in-store';
