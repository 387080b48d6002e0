import { useKbPlatform } from '@switchboard/platform/testing/kb-test-platform';
import { until } from '@switchboard/platform/testing/until';
import { CALLER_HEADER, STAFF_HEADER } from '../chat-sessions/session-owner';

/*
 * Staff answers matched by meaning on the real embedded model (its weights obtained by
 * `npm test`'s tooling step): a paraphrase sharing almost no word reaches its staff answer,
 * another topic as near by cosine alone does not.
 */
const { kb } = useKbPlatform({ KB_EMBEDDING_MODEL: 'e5-small-v2-q' }, 'customer-support');

const staff = { headers: { [CALLER_HEADER]: 'admin-1', [STAFF_HEADER]: 'bot-admin-reader' } };
const chat = async (message: string) =>
  (
    await kb.post(
      '/chat/',
      { message, user_id: 'shopper' },
      { headers: { [CALLER_HEADER]: 'shopper' } },
    )
  ).body;

const STAFF_ANSWERS = [
  [
    'Can I pay for my order in installments?',
    'Yes: orders over KES 20,000 can be paid in three monthly installments.',
  ],
  [
    'How many days of annual leave do I get?',
    'Full-time staff get 21 working days of annual leave a year.',
  ],
  ['How do I reset my password?', 'Use "Forgot password" on the sign-in page.'],
  ['What are your opening hours?', 'We are open 08:00 to 18:00, Monday to Friday.'],
  ['Do you deliver to Mombasa?', 'Yes, in 2 to 4 working days.'],
  ['How do I renew my business permit?', 'Renew it online before 31 March.'],
] as const;

beforeAll(async () => {
  await until('the model loaded', async () => {
    const health = (await kb.get('/health')).body;
    return health.embeddings.status === 'ready' ? health : undefined;
  });
  for (const [question, answer] of STAFF_ANSWERS)
    expect((await kb.post('/staff-answers', { question, answer }, staff)).status).toBe(201);
});

it('reaches the staff answer for a paraphrase that shares almost no word with it', async () => {
  for (const asked of [
    'Is it possible to split my payment into installments?',
    'do you ship to mombasa',
    'when are you open?',
  ]) {
    const reply = await chat(asked);
    expect({ asked, outcome: reply.outcome }).toEqual({ asked, outcome: 'staff_answer' });
    const wanted = STAFF_ANSWERS.find(([q]) => q === reply.sources[0].title);
    expect({ asked, answer: reply.answer }).toEqual({ asked, answer: wanted?.[1] });
  }
  const installments = await chat('Is it possible to split my payment into installments?');
  expect(installments.sources[0]).toMatchObject({
    type: 'staff_answer',
    title: 'Can I pay for my order in installments?',
  });
});

it('does not answer another topic from the nearest staff answer', async () => {
  // As near by cosine to the annual-leave answer (0.926) as the installments paraphrase is to its own.
  for (const asked of [
    'How many sick days can I take?',
    'Can I carry over unused annual leave?',
    'How do I cancel my order?',
    'Can I pay with mobile money?',
  ])
    expect({ asked, outcome: (await chat(asked)).outcome }).not.toEqual({
      asked,
      outcome: 'staff_answer',
    });
});
