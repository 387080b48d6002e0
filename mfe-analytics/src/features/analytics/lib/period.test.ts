import { periodFromSearch, periodParams, periodToSearch } from './period';

describe('the period in the URL', () => {
  it('reads presets and custom ranges, and falls back to 30 days', () => {
    expect(periodFromSearch(new URLSearchParams('period=7'))).toEqual({ kind: 'days', days: 7 });
    expect(
      periodFromSearch(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31')),
    ).toEqual({
      kind: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodFromSearch(new URLSearchParams('period=12'))).toEqual({ kind: 'days', days: 30 });
    expect(periodFromSearch(new URLSearchParams('period=custom&from=bad'))).toEqual({
      kind: 'days',
      days: 30,
    });
  });

  it('writes the period and keeps other parameters', () => {
    const search = periodToSearch(
      { kind: 'custom', from: '2026-02-01', to: '2026-02-10' },
      new URLSearchParams('tab=x&period=90'),
    );
    expect(search.toString()).toBe('tab=x&period=custom&from=2026-02-01&to=2026-02-10');
    expect(periodToSearch({ kind: 'days', days: 90 }, search).toString()).toBe('tab=x&period=90');
    expect(periodParams({ kind: 'days', days: 7 })).toEqual({ days: '7' });
  });
});
