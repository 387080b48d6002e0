import type { SignalRow } from './gather-signals';
import { withheldReport } from './withheld-report';

const row = (
  id: string,
  p: number,
  kind: 'stated' | 'wrong' | 'out' | 'training',
): SignalRow & { p: number } => ({
  id,
  slug: 'bot',
  question: `question ${id}?`,
  half: 'odd',
  worded: false,
  training: kind === 'training',
  nearTopic: false,
  answerable: kind === 'stated' || kind === 'wrong',
  stated: kind === 'stated',
  signals: { model: 'm', margin: 0.05, bm25: 12.34, sentence: 0.061 },
  p,
});

const probability = (r: SignalRow) => (r as SignalRow & { p: number }).p;

describe('the withheld report', () => {
  const rows = [
    row('a-kept', 0.95, 'stated'),
    row('a-low', 0.3, 'wrong'),
    row('a-high', 0.8, 'stated'),
    ...Array.from({ length: 8 }, (_, i) => row(`u${i}`, i / 10, 'out')),
    row('u-through', 0.93, 'out'),
    row('t-train', 0.91, 'training'),
  ];
  const report = withheldReport(rows, probability, 0.9);

  it('lists the answerable questions below the threshold, highest first, saying which state the fact', () => {
    expect(report[0]).toBe('Answerable questions withheld at 0.900: 2, 1 of them state the fact');
    expect(report[1]).toBe(
      '- a-high P 0.800, margin 0.050, BM25 12.3, sentence 0.061, states the fact: "question a-high?"',
    );
    expect(report[2]).toMatch(/^- a-low P 0\.300,.*does not state it/);
  });

  it('lists every out-of-scope question let through, training ones too, then the declined ones nearest the threshold', () => {
    const at = report.indexOf('  ---');
    expect(report.slice(at - 3, at)).toEqual([
      'Out-of-scope questions let through at 0.900: 2; then the 6 declined nearest it',
      '- u-through P 0.930, margin 0.050, BM25 12.3, sentence 0.061: "question u-through?"',
      '- t-train P 0.910, margin 0.050, BM25 12.3, sentence 0.061: "question t-train?"',
    ]);
    expect(report.slice(at + 1).map((l) => l.split(' ')[1])).toEqual([
      'u7',
      'u6',
      'u5',
      'u4',
      'u3',
      'u2',
    ]);
  });
});
