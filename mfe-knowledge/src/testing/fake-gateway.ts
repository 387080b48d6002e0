import { fakeApi, type FakeHandler } from '@switchboard/shared-ui/testing';

/** The knowledge pages call only the gateway: a request on the Bots API fails the test. */
export const fakeGateway = (handlers: Record<string, FakeHandler>) =>
  fakeApi(handlers, { only: 'gateway' });
