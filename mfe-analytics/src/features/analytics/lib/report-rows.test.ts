import { reportRows } from './report-rows';

describe('the report rows', () => {
  it('puts the same KPIs of every bot side by side and says why one is missing', () => {
    const bots = [
      { id: 'a', name: 'Support', status: 'ACTIVE' },
      { id: 'b', name: 'HR', status: 'MAINTENANCE' },
      { id: 'c', name: 'New', status: 'ACTIVE' },
    ];
    const rows = reportRows(bots, {
      a: {
        state: 'ok',
        data: {
          totals: {
            sessions: 4,
            users: 3,
            requests: 10,
            answer_rate: 0.7,
            p95_latency_ms: 42,
            errors: 1,
          },
          containment: { containment_rate: 0.7 },
        },
      },
      b: { state: 'failed', message: 'Bot service unreachable' },
    });
    expect(rows[0]).toEqual({
      id: 'a',
      bot: 'Support',
      status: 'ACTIVE',
      conversations: 4,
      users: 3,
      questions: 10,
      answerRate: 70,
      containment: 70,
      p95: 42,
      errorRate: 10,
      problem: '',
      loading: false,
    });
    expect(rows[1]).toMatchObject({
      questions: null,
      problem: 'Bot service unreachable',
      loading: false,
    });
    expect(rows[2]).toMatchObject({ loading: true });
  });
});
