import type { SignalRow } from './gather-signals';
import { selectTraining, trainingFlags } from './training-selection';

const row = (id: string, half: 'odd' | 'even', kind: 'eval' | 'far' | 'near'): SignalRow => ({
  id,
  slug: 'bot',
  question: `${id}?`,
  half,
  worded: false,
  training: kind !== 'eval',
  nearTopic: kind === 'near',
  answerable: false,
  stated: false,
  signals: { model: 'm', margin: 0, bm25: 0, sentence: 0 },
});

const rows = [
  row('o1', 'odd', 'eval'),
  row('e1', 'even', 'eval'),
  row('far1', 'odd', 'far'),
  row('near1', 'odd', 'near'),
];
const ids = (list: SignalRow[]) => list.map((r) => r.id);

describe('the decline fit’s choice of training rows', () => {
  it('fits on the odd ids alone by default, as committed, and never on held-out ones', () => {
    expect(ids(selectTraining(rows, 'odd', 'fitted').fit)).toEqual(['o1']);
    expect(ids(selectTraining(rows, 'odd', 'fitted').threshold)).toEqual(['o1']);
  });

  it('adds only the near-topic training questions with near, every one with all', () => {
    expect(ids(selectTraining(rows, 'near', 'fitted').fit)).toEqual(['o1', 'near1']);
    expect(ids(selectTraining(rows, 'all', 'fitted').fit)).toEqual(['o1', 'far1', 'near1']);
  });

  it('chooses the threshold on the odd ids with every training question when asked, whatever the fit saw', () => {
    const chosen = selectTraining(rows, 'odd', 'all');
    expect(ids(chosen.fit)).toEqual(['o1']);
    expect(ids(chosen.threshold)).toEqual(['o1', 'far1', 'near1']);
  });

  it('reads the flags, refusing a value it does not know', () => {
    expect(trainingFlags([])).toEqual({ fitOn: 'odd', thresholdOn: 'fitted' });
    expect(trainingFlags(['--fit-on', 'near', '--threshold-on', 'all'])).toEqual({
      fitOn: 'near',
      thresholdOn: 'all',
    });
    expect(() => trainingFlags(['--fit-on', 'everything'])).toThrow(/--fit-on takes one of/);
    expect(() => trainingFlags(['--threshold-on'])).toThrow(/got nothing/);
  });
});
