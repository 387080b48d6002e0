import { reportRows } from './report-rows';

describe('the report rows', () => {
  it('puts the same KPIs of every bot side by side and says why one is missing', () => {
    const rows = reportRows([
      {
        id: 'a',
        name: 'Support',
        status: 'ACTIVE',
        avatar: null,
        kpis: {
          conversations: 4,
          users: 3,
          questions: 10,
          answerRate: 0.7,
          containmentRate: 0.5,
          p95LatencyMs: 42,
          errorRate: 0.1,
        },
      },
      {
        id: 'b',
        name: 'HR',
        status: 'MAINTENANCE',
        avatar: null,
        kpis: null,
        error: 'Failed to fetch analytics: Bot service unreachable',
      },
    ]);
    expect(rows[0]).toEqual({
      id: 'a',
      bot: 'Support',
      status: 'ACTIVE',
      conversations: 4,
      users: 3,
      questions: 10,
      answerRate: 70,
      containment: 50,
      p95: 42,
      errorRate: 10,
      problem: '',
    });
    expect(rows[1]).toMatchObject({
      questions: null,
      answerRate: null,
      problem: 'Failed to fetch analytics: Bot service unreachable',
    });
  });
});
