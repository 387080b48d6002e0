/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { testGateway } from '../testing/test-gateway';

// None of these answers needs the platform: nothing listens there.
const NOWHERE = { PLATFORM_URL: 'http://127.0.0.1:9' };
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('sign-in redirects that come before any credentials check', () => {
  let gateway: FastifyInstance;
  beforeAll(async () => {
    gateway = await testGateway(NOWHERE);
  });
  afterAll(() => gateway.close());

  it('sends an unknown provider back to the sign-in entry', async () => {
    const shown = await gateway.inject('/api/auth/signin/github');
    expect(shown.statusCode).toBe(302);
    expect(shown.headers.location).toBe('/api/auth/signin');
    const posted = await gateway.inject({
      method: 'POST',
      url: '/api/auth/signin/github',
      headers: form,
      payload: 'email=a%40b.c&password=x',
    });
    expect(posted.headers.location).toBe('/api/auth/signin');
  });

  it('answers {url} to a client that asks for JSON', async () => {
    const response = await gateway.inject({
      url: '/api/auth/signin/github',
      headers: { accept: 'application/json' },
    });
    expect(new URL(response.json().url).pathname).toBe('/api/auth/signin');
  });
});

it('sends everyone to /error when there is no provider list', async () => {
  const broken = await testGateway(NOWHERE, { providers: () => undefined });
  try {
    expect((await broken.inject('/api/auth/signin')).headers.location).toBe('/error');
    const posted = await broken.inject({
      method: 'POST',
      url: '/api/auth/callback/credentials',
      headers: form,
      payload: 'email=a%40b.c&password=x',
    });
    expect(posted.headers.location).toBe('/error');
    expect((await broken.inject('/api/auth/providers')).json()).toEqual({});
  } finally {
    await broken.close();
  }
});
