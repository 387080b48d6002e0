export {
  fakeApi,
  type FakeAnswer,
  type FakeApiOptions,
  type FakeCall,
  type FakeHandler,
  type FakeRouteTable,
} from './fake-api';
export { renderWithProviders, type ProvidersOptions } from './render-with-providers';
