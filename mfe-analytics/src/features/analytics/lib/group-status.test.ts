import { groupStatus } from './group-status';

const ENDPOINTS = ['usage/traffic', 'usage/errors', 'usage/capacity'];

describe('the group status', () => {
  it('is loading while any call is out, ok when all answered', () => {
    expect(groupStatus('usage', ENDPOINTS, { 'usage/traffic': { state: 'ok', data: {} } })).toEqual(
      {
        state: 'loading',
      },
    );
    const ok = { state: 'ok' as const, data: {} };
    expect(
      groupStatus('usage', ENDPOINTS, {
        'usage/traffic': ok,
        'usage/errors': ok,
        'usage/capacity': ok,
      }),
    ).toEqual({ state: 'ok' });
  });

  it('is a partial success listing the failed calls when some fail', () => {
    expect(
      groupStatus('usage', ENDPOINTS, {
        'usage/traffic': { state: 'ok', data: {} },
        'usage/errors': { state: 'failed', message: 'Bot not found' },
        'usage/capacity': {
          state: 'failed',
          message: 'Network error: timeout of 15000ms exceeded',
        },
      }),
    ).toEqual({
      state: 'partial',
      failed: [
        { endpoint: 'usage/errors', message: 'Bot not found' },
        { endpoint: 'usage/capacity', message: 'Network error: timeout of 15000ms exceeded' },
      ],
    });
  });

  it('fails with the console message only when every call fails', () => {
    const failed = { state: 'failed' as const, message: 'Failed to fetch analytics' };
    expect(
      groupStatus('usage', ENDPOINTS, {
        'usage/traffic': failed,
        'usage/errors': failed,
        'usage/capacity': failed,
      }),
    ).toMatchObject({
      state: 'failed',
      message: 'All usage requests failed: traffic, errors, capacity',
    });
  });
});
