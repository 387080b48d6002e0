import { evidenceOf, MIN_CONFIDENCE, MIN_EVIDENCE, shouldDecline } from './decline-rule';

describe('the decline rule', () => {
  it('goes by the lexical confidence alone without the embedding', () => {
    expect(shouldDecline({ confidence: MIN_CONFIDENCE - 0.001 })).toBe(true);
    expect(shouldDecline({ confidence: MIN_CONFIDENCE })).toBe(false);
  });

  it('with the embedding, weighs how far the sentence stands above the background, not its cosine', () => {
    // e5 cosines crowd near 0.8: the same 0.85 answers above a 0.70 background, not above 0.80.
    const meaning = (background: number) => ({ cosine: 0.85, background });
    expect(shouldDecline({ confidence: 0.04, meaning: meaning(0.7) })).toBe(false);
    expect(shouldDecline({ confidence: 0.04, meaning: meaning(0.8) })).toBe(true);
  });

  it('lets the words make up for a small margin, and declines a strong cosine without them', () => {
    const small = { cosine: 0.86, background: 0.8 };
    expect(evidenceOf({ confidence: 0, meaning: small })).toBeCloseTo(0.06);
    expect(shouldDecline({ confidence: 0, meaning: small })).toBe(true);
    // A quarter of √0.25 = 0.125 added: 0.185 ≥ 0.152.
    expect(shouldDecline({ confidence: 0.25, meaning: small })).toBe(false);
    expect(evidenceOf({ confidence: 0.25, meaning: small })).toBeGreaterThanOrEqual(MIN_EVIDENCE);
  });
});
