import { ask, newConversation } from './support/conversation';
import { signIn } from './support/sign-in';
import { expect, test, type Page } from './support/test';

/*
 * Issue 44's three questions, typed the way customers type them: each fact is in the
 * support bot's seeded knowledge, worded differently from how they ask. Each is asked in a
 * conversation of its own, so one question's answer is proved whatever the others give.
 */
async function answeredRight(page: Page, question: string, fact: string, source: string) {
  await signIn(page, 'admin@switchboard.local', '/conversations');
  await newConversation(page, `Customer wording ${Date.now()}`);
  await ask(page, question);
  const reply = page.locator('[data-role="assistant"]').first();
  // Whole once it cites its sources or declines; then each check reads it as it stands,
  // so a wrong answer fails at once rather than after the expect timeout.
  await expect(reply).toContainText(/Sources \(\d+\)|Don't know/);
  const now = { timeout: 1_000 };
  // The answer's own words, not the cited passage folded away beneath them.
  await expect(reply.getByText(fact).filter({ visible: true })).not.toHaveCount(0, now);
  await expect(reply.getByText("Don't know")).toHaveCount(0, now);
  await expect(reply).toContainText(new RegExp(`Sources \\(\\d+\\): ${source}`), now);
}

test('a customer who changed their mind about a blender is told the return window, citing the returns policy', async ({
  page,
}) => {
  await answeredRight(
    page,
    'hi i bought a blender about 3 weeks ago and i changed my mind, can i still return it?',
    'within 30 days of delivery',
    'Returns and Refunds Policy',
  );
});

/*
 * Not yet answered right (issue 44 is open): declared as expected failures, so each run
 * still asks them and the day one is answered right, the run fails until its mark goes.
 */
test.fail(
  'a customer asking how long delivery to Kisumu takes is told 3-5 working days (stated today, but after the East Africa page it cites first)',
  async ({ page }) => {
    await answeredRight(
      page,
      'how long will it take for my order to get to Kisumu?',
      '3-5 working days elsewhere in Kenya',
      'Shipping and Delivery',
    );
  },
);

test.fail(
  'a customer whose headphones broke after 8 months is told of the 12-month warranty (declined today: evidence 0.77 against 0.909)',
  async ({ page }) => {
    await answeredRight(
      page,
      'my headphones stopped working after 8 months, will you fix them for free?',
      '12-month warranty',
      'Warranty and Repairs',
    );
  },
);
