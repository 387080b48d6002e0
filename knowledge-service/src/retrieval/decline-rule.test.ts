import { DECLINE_CALIBRATIONS } from './decline-calibration';
import {
  evidenceOf,
  MIN_CONFIDENCE,
  shouldDecline,
  thresholdOf,
  type DeclineSignals,
} from './decline-rule';

/*
 * Signals as the seeded bots' retrieval and answer step give them with the embedded model
 * (the evaluation question's id beside each): the nearest passage's cosine margin over the
 * question's background, that background's standard deviation, the best passage's BM25, and
 * the chosen sentence's cosine margin over the background.
 */
const E5 = 'e5-small-v2-q';
const e5 = (margin: number, bm25: number, sentence: number): DeclineSignals => ({
  model: E5,
  margin,
  bm25,
  sentence,
});
const OUT_OF_SCOPE = {
  'Who won the 2010 world cup? (cs-u12)': e5(0.0444, 0, 0.05),
  'How do I cook pilau? (cs-u14)': e5(0.0485, 7.64, 0.0583),
  'Can I pay with bitcoin? (cs-u02)': e5(0.0602, 8.62, 0.0648),
  'do u guys have a shop in kisumu i can walk into? (cs-cu1)': e5(0.0503, 2.54, 0.0529),
};
const ANSWERABLE = {
  'how much is parking in town for the whole day? (gs-058)': e5(0.1277, 25.78, 0.1374),
  'how much notice do I have to give when I resign? (hr-075)': e5(0.0722, 24.03, 0.0668),
  'you took the money twice for one order! (cs-031)': e5(0.0621, 24.35, 0.076),
  'when is the yearly bonus paid out? (hr-041)': e5(0.0527, 19.46, 0.072),
  // Short: a low BM25 however well the passage answers. The two rules before this one
  // declined it; this one answers it, at 0.912 against 0.910.
  'how long is probation here? (hr-024)': e5(0.0917, 10.3, 0.0963),
};

describe('the decline rule', () => {
  it('goes by the lexical confidence alone without the embedding', () => {
    expect(shouldDecline({ confidence: MIN_CONFIDENCE - 0.001 })).toBe(true);
    expect(shouldDecline({ confidence: MIN_CONFIDENCE })).toBe(false);
    expect(thresholdOf({ confidence: 0.5 })).toBe(MIN_CONFIDENCE);
  });

  it.each(Object.entries(OUT_OF_SCOPE))(
    'declines an out-of-scope question with the embedded model: %s',
    (_, signals) => {
      // The lexical confidence is not weighed: even a full one does not answer it.
      expect(shouldDecline({ confidence: 1, signals })).toBe(true);
    },
  );

  it.each(Object.entries(ANSWERABLE))(
    'answers an answerable question with the embedded model: %s',
    (_, signals) => {
      expect(shouldDecline({ confidence: 0, signals })).toBe(false);
    },
  );

  it('weighs the margin, the words and the chosen sentence together, each raising the evidence', () => {
    const bitcoin = OUT_OF_SCOPE['Can I pay with bitcoin? (cs-u02)'];
    const base = evidenceOf({ confidence: 0, signals: bitcoin });
    expect(base).toBeGreaterThan(0);
    expect(base).toBeLessThan(thresholdOf({ confidence: 0, signals: bitcoin }));
    // The same signals with the BM25 of an answered question (hr-041) answer, and so do they
    // with an answered question's chosen sentence (gs-058's). Its nearest passage alone
    // raises the evidence without answering: the sentence weighs more than the passage.
    const wordier = { ...bitcoin, bm25: 19.46 };
    const sentence = { ...bitcoin, sentence: 0.1374 };
    const nearer = { ...bitcoin, margin: 0.1277 };
    for (const signals of [wordier, sentence, nearer])
      expect(evidenceOf({ confidence: 0, signals })).toBeGreaterThan(base);
    expect(shouldDecline({ confidence: 0, signals: wordier })).toBe(false);
    expect(shouldDecline({ confidence: 0, signals: sentence })).toBe(false);
    expect(shouldDecline({ confidence: 0, signals: nearer })).toBe(true);
  });

  it('goes by the lexical rule when the chosen sentence has no cosine (the model failed on it)', () => {
    const { sentence: _, ...retrieved } =
      ANSWERABLE['how much notice do I have to give when I resign? (hr-075)'];
    expect(thresholdOf({ confidence: 0, signals: retrieved })).toBe(MIN_CONFIDENCE);
    expect(shouldDecline({ confidence: MIN_CONFIDENCE - 0.001, signals: retrieved })).toBe(true);
    expect(shouldDecline({ confidence: MIN_CONFIDENCE, signals: retrieved })).toBe(false);
  });

  it('reports a probability against the calibration fitted for the model', () => {
    const signals = ANSWERABLE['how much notice do I have to give when I resign? (hr-075)'];
    const evidence = evidenceOf({ confidence: 0, signals });
    expect(evidence).toBeGreaterThan(0);
    expect(evidence).toBeLessThan(1);
    expect(thresholdOf({ confidence: 0, signals })).toBe(DECLINE_CALIBRATIONS[E5]!.threshold);
  });

  it('falls back to the lexical rule for a model no calibration was fitted for (a bot’s endpoint)', () => {
    // Cosines of another model have their own scale: gs-058's strong e5 figures mean nothing there.
    const endpoint = {
      ...ANSWERABLE['how much is parking in town for the whole day? (gs-058)'],
      model: 'openai:http://127.0.0.1:8080/v1/embeddings#text-embedding-3-small',
    };
    expect(DECLINE_CALIBRATIONS[endpoint.model]).toBeUndefined();
    expect(thresholdOf({ confidence: 0, signals: endpoint })).toBe(MIN_CONFIDENCE);
    expect(evidenceOf({ confidence: 0.3, signals: endpoint })).toBe(0.3);
    expect(shouldDecline({ confidence: MIN_CONFIDENCE - 0.001, signals: endpoint })).toBe(true);
    expect(shouldDecline({ confidence: MIN_CONFIDENCE, signals: endpoint })).toBe(false);
  });
});
