import type { AnalyticsEndpoint } from '@switchboard/domain';
import { EMPTY_ANALYTICS } from '../../../testing/empty-analytics-data';
import { checkAnalyticsData } from './analytics-contract';
import { toCallResult } from './group-status';

describe("an analytics answer checked against the endpoint's contract", () => {
  it.each(Object.keys(EMPTY_ANALYTICS) as AnalyticsEndpoint[])(
    'accepts an empty period of %s',
    (endpoint) => {
      expect(checkAnalyticsData(endpoint, EMPTY_ANALYTICS[endpoint])).toEqual({ ok: true });
    },
  );

  it('ignores a figure the contract does not name: a service may send more', () => {
    const data = { ...EMPTY_ANALYTICS['usage/capacity'], busiest_minute: '12:01' };
    expect(checkAnalyticsData('usage/capacity', data)).toEqual({ ok: true });
  });

  it('names the field that breaks the contract', () => {
    const data = { ...EMPTY_ANALYTICS['usage/capacity'], peak_requests_per_minute: 'many' };
    expect(checkAnalyticsData('usage/capacity', data)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^The answer does not match the analytics contract \(peak_requests_per_minute: /,
      ),
    });
    expect(checkAnalyticsData('usage/capacity', {})).toMatchObject({ ok: false });
  });

  it('refuses an endpoint the console does not know', () => {
    expect(checkAnalyticsData('usage/horoscope', {})).toEqual({
      ok: false,
      message: 'usage/horoscope is not an analytics endpoint the console knows',
    });
  });

  it('makes a mismatched answer a failed call, with the reason, like any other failure', () => {
    expect(toCallResult('usage/errors', { data: { data: { recent: 'none' } } })).toEqual({
      state: 'failed',
      message: expect.stringContaining('does not match the analytics contract'),
    });
    expect(
      toCallResult('usage/errors', { data: { data: EMPTY_ANALYTICS['usage/errors'] } }),
    ).toEqual({ state: 'ok', data: EMPTY_ANALYTICS['usage/errors'] });
  });
});
