import Papa from 'papaparse';
import { viewToCsv } from './csv';
import { USAGE_GROUP } from './groups/usage-group';

describe('a card CSV', () => {
  it('holds exactly the series the chart plots', () => {
    const card = USAGE_GROUP.cards.find((item) => item.endpoint === 'usage/response-times')!;
    const view = card.view({
      avg_ms: 12,
      p95_ms: 40,
      daily: [
        { date: '2026-01-01', avg_latency_ms: 10.5, p95_latency_ms: 30, extra: 'not plotted' },
        { date: '2026-01-02', avg_latency_ms: 14, p95_latency_ms: 51.2 },
      ],
    });
    const parsed = Papa.parse<string[]>(viewToCsv(view)).data;
    expect(parsed).toEqual([
      ['Day', 'Average (ms)', '95th percentile (ms)'],
      ['2026-01-01', '10.5', '30'],
      ['2026-01-02', '14', '51.2'],
    ]);
    // The chart's series are the same columns and rows.
    expect(view.rows).toEqual([
      { date: '2026-01-01', avg_latency_ms: 10.5, p95_latency_ms: 30 },
      { date: '2026-01-02', avg_latency_ms: 14, p95_latency_ms: 51.2 },
    ]);
  });
});
