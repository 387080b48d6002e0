import { ask, newConversation } from './support/conversation';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

/*
 * Issue 44's three questions, typed the way customers type them: each fact is in the
 * support bot's seeded knowledge, worded differently from how they ask.
 */
const QUESTIONS = [
  {
    question:
      'hi i bought a blender about 3 weeks ago and i changed my mind, can i still return it?',
    fact: 'within 30 days of delivery',
    source: 'Returns and Refunds Policy',
  },
  {
    question: 'how long will it take for my order to get to Kisumu?',
    fact: '3-5 working days elsewhere in Kenya',
    source: 'Shipping and Delivery',
  },
  {
    question: 'my headphones stopped working after 8 months, will you fix them for free?',
    fact: '12-month warranty',
    source: 'Warranty and Repairs',
  },
];

test('the support bot answers customers’ own wording in a new conversation, citing the right page first', async ({
  page,
}) => {
  await signIn(page, 'admin@switchboard.local', '/conversations');
  await newConversation(page, `Customer wording ${Date.now()}`);
  for (const [turn, { question, fact, source }] of QUESTIONS.entries()) {
    await ask(page, question);
    const reply = page.locator('[data-role="assistant"]').nth(turn);
    // The answer's own words, not the cited passage folded away beneath them.
    await expect(reply.getByText(fact).filter({ visible: true })).not.toHaveCount(0);
    await expect(reply.getByText("Don't know")).toHaveCount(0);
    await expect(reply).toContainText(new RegExp(`Sources \\(\\d+\\): ${source}`));
  }
});
