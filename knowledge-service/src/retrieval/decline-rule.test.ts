import { DECLINE_CALIBRATIONS } from './decline-calibration';
import {
  evidenceOf,
  MIN_CONFIDENCE,
  MIN_SPREAD,
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
const e5 = (margin: number, spread: number, bm25: number, sentence: number): DeclineSignals => ({
  model: E5,
  margin,
  spread,
  bm25,
  sentence,
});
const OUT_OF_SCOPE = {
  'Who won the 2010 world cup? (cs-u12)': e5(0.0444, 0.0117, 0, 0.05),
  'How do I cook pilau? (cs-u14)': e5(0.0485, 0.0137, 7.64, 0.0583),
  'Can I pay with bitcoin? (cs-u02)': e5(0.0602, 0.0194, 8.62, 0.0648),
  'do u guys have a shop in kisumu i can walk into? (cs-cu1)': e5(0.0503, 0.0139, 2.54, 0.0529),
  'What will the weather be like in Nairobi tomorrow? (cs-u13)': e5(0.0772, 0.0183, 13.4, 0.0769),
};
const ANSWERABLE = {
  'how much is parking in town for the whole day? (gs-058)': e5(0.1277, 0.013, 25.78, 0.1374),
  'how much notice do I have to give when I resign? (hr-075)': e5(0.0722, 0.0157, 24.03, 0.0668),
  'you took the money twice for one order! (cs-031)': e5(0.0621, 0.019, 24.35, 0.076),
  'when is the yearly bonus paid out? (hr-041)': e5(0.0527, 0.0177, 19.46, 0.072),
  // Short: a low BM25 however well the passage answers; the two rules before this one declined it.
  'how long is probation here? (hr-024)': e5(0.0917, 0.0125, 10.3, 0.0963),
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
    // with an answered question's nearest passage (gs-058's, 9.8 standard deviations above
    // the background). Its chosen sentence alone raises the evidence without answering.
    const wordier = { ...bitcoin, bm25: 19.46 };
    const sentence = { ...bitcoin, sentence: 0.1374 };
    const nearer = { ...bitcoin, margin: 0.1277, spread: 0.013 };
    for (const signals of [wordier, sentence, nearer])
      expect(evidenceOf({ confidence: 0, signals })).toBeGreaterThan(base);
    expect(shouldDecline({ confidence: 0, signals: wordier })).toBe(false);
    expect(shouldDecline({ confidence: 0, signals: nearer })).toBe(false);
    expect(shouldDecline({ confidence: 0, signals: sentence })).toBe(true);
  });

  it('reads the margin in standard deviations of the background', () => {
    const probation = ANSWERABLE['how long is probation here? (hr-024)'];
    // The same margin among cosines spread twice as widely stands out half as far.
    const wider = { ...probation, spread: probation.spread * 2 };
    expect(evidenceOf({ confidence: 0, signals: wider })).toBeLessThan(
      evidenceOf({ confidence: 0, signals: probation }),
    );
    // A background of one or two passages spreads by almost nothing: the floor keeps the
    // margin finite.
    const flat = evidenceOf({ confidence: 0, signals: { ...probation, spread: 0 } });
    expect(Number.isFinite(flat)).toBe(true);
    expect(flat).toBe(evidenceOf({ confidence: 0, signals: { ...probation, spread: MIN_SPREAD } }));
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
