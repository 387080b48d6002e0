import type { SentenceMeaning } from './answer-sentence';
import { RERANK_DEPTH, rerankByBestSentence } from './sentence-rerank';

// As fused: the first passage is about returns as a whole and states no period; the second
// states it in one sentence among others about delivery; the third is about payment.
const FUSED = [
  {
    chunkId: 1,
    title: 'Returns',
    content:
      'We want you to love what you buy. Our support team is happy to talk about returns and exchanges. Visit any of our stores for help.',
  },
  {
    chunkId: 2,
    title: 'Delivery and refunds',
    content:
      'Parcels are sent by courier from Nairobi. You may return most items within 30 days of delivery for a full refund. Couriers call before they arrive.',
  },
  {
    chunkId: 3,
    title: 'Payment',
    content: 'We accept Visa, Mastercard, mobile money and bank transfer. Prices include VAT.',
  },
];

const unchanged = () => 1;

describe('the rerank without the model', () => {
  it('leaves the fused order when the sentences cannot be scored', async () => {
    const failing: SentenceMeaning = { background: 0, cosines: async () => null };
    expect(await rerankByBestSentence(FUSED, failing, unchanged)).toBeNull();
  });

  it('re-orders only the top passages: those below the depth keep their place', async () => {
    const fused = Array.from({ length: RERANK_DEPTH + 3 }, (_, i) => ({
      chunkId: i + 1,
      title: '',
      content: `Sentence ${i + 1}.`,
    }));
    // The last passage within the depth scores best; one below it would score better still.
    const score = (id: number) => (id === RERANK_DEPTH ? 0.9 : id === RERANK_DEPTH + 1 ? 1 : 0.1);
    const scored: SentenceMeaning = {
      background: 0,
      cosines: async (passages, asked) =>
        asked.map(({ passage }) => score(passages[passage]!.chunkId)),
    };
    const { ranked } = (await rerankByBestSentence(fused, scored, unchanged))!;
    expect(ranked.slice(RERANK_DEPTH).map((p) => p.chunkId)).toEqual([
      RERANK_DEPTH + 1,
      RERANK_DEPTH + 2,
      RERANK_DEPTH + 3,
    ]);
    expect(
      ranked
        .slice(0, RERANK_DEPTH)
        .map((p) => p.chunkId)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: RERANK_DEPTH }, (_, i) => i + 1));
    // Last by fusion, first by sentence: fused again it moves up, not to the top.
    const at = ranked.findIndex((p) => p.chunkId === RERANK_DEPTH);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(RERANK_DEPTH - 1);
  });
});
