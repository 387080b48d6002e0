import {
  uploadFile,
  useKbPlatform,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { until } from '@switchboard/platform/testing/until';
import { DECLINE_CALIBRATIONS } from './decline-calibration';
import { MIN_CONFIDENCE } from './decline-rule';

/*
 * The decline rule as the service applies it, on the real embedded model: what retrieval
 * found and the chosen sentence's cosine reach the rule with the model they were embedded
 * by, and the model's calibration decides once the bot has passages enough for a
 * background (without the sentence's margin the rule would fall back to MIN_CONFIDENCE).
 */
const MODEL = 'e5-small-v2-q';
const { kb } = useKbPlatform({ KB_EMBEDDING_MODEL: MODEL });

async function embedded(client: KbClient, chunks: number) {
  return until(`${chunks} chunks embedded`, async () => {
    const health = (await client.get('/health')).body;
    return health.index.chunks >= chunks && health.embeddings.chunks_pending === 0
      ? health
      : undefined;
  });
}

const PAGES: [string, string][] = [
  ['Delivery Times.txt', 'Orders to Kisumu arrive in 3 to 5 working days.'],
  ['Warranty.txt', 'Headphones carry a 12-month warranty covering repairs.'],
  ['Payments.txt', 'We accept Visa, Mastercard and mobile money at checkout.'],
  ['Opening Hours.txt', 'Our Nairobi counter is open Monday to Saturday from 08:00 to 20:00.'],
  ['Contact.txt', 'Call our support line on 0700 123 456 or e-mail help@example.com.'],
  ['Gift Cards.txt', 'Gift cards are valid for one year and cannot be exchanged for cash.'],
];
const ASKED = 'How many days do I have to return an item?';

it('decides by the lexical rule without a background, then by the model’s calibration', async () => {
  await uploadFile(kb, 'Returns Policy.txt', 'Items may be returned within 30 days of delivery.');
  await embedded(kb, 1);
  const alone = (await kb.post('/retrieve/', { query: ASKED })).body;
  expect(alone.retriever_type).toBe('hybrid');
  expect(alone.threshold).toBe(MIN_CONFIDENCE);

  for (const [name, text] of PAGES) await uploadFile(kb, name, text);
  await embedded(kb, 1 + PAGES.length);
  const calibrated = DECLINE_CALIBRATIONS[MODEL]!;
  const inScope = (await kb.post('/retrieve/', { query: ASKED })).body;
  expect(inScope).toMatchObject({ threshold: calibrated.threshold, decision: 'answer' });
  expect(inScope.answer).toMatch(/30 days/);
  const outOfScope = (await kb.post('/retrieve/', { query: 'Who won the 2010 world cup?' })).body;
  expect(outOfScope).toMatchObject({ threshold: calibrated.threshold, decision: 'dont_know' });
  expect(outOfScope.confidence).toBeLessThan(inScope.confidence);
  // The chat route decides the same way and says so in its outcome.
  const chat = (await kb.post('/chat/', { message: 'Who won the 2010 world cup?', user_id: 't' }))
    .body;
  expect(chat.outcome).toBe('declined');
});
