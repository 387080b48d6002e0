import { expect, test, type Page } from './support/test';
import { ask, newConversation, SUPPORT_BOT } from './support/conversation';
import { signIn } from './support/sign-in';

// Nothing in the support bot's knowledge mentions tartan or ribbon: it declines.
const QUESTION = 'Do you gift-wrap orders in tartan ribbon?';
const IN_OTHER_WORDS = 'Can my order be gift-wrapped with a tartan ribbon?';
const STAFF_ANSWER = 'Yes: any order can be gift-wrapped in tartan ribbon for £2 at checkout.';

async function selectBot(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Selected bot' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(picker).toContainText(name);
}

/** The decline figures the Answer feedback section shows: declined and answers of the period. */
async function declines(page: Page) {
  await page.goto('/analytics/conversations');
  const rate = page.getByRole('region', { name: 'Decline rate' });
  const detail = rate.getByTestId('feedback-detail');
  await expect(detail).toContainText("answers said they don't know");
  // "<declined> of <answers> answers said they don't know"
  const [declined, , answers] = ((await detail.textContent()) ?? '').split(' ');
  return { declined: Number(declined), answers: Number(answers) };
}

test('a bad answer is rated down, found in Needs review, improved, and answered from the staff answer', async ({
  page,
}) => {
  // Ten page loads and three chat turns on a shared machine.
  test.slow();
  await signIn(page, 'admin@switchboard.local', '/analytics/conversations');
  await selectBot(page, SUPPORT_BOT);
  const before = await declines(page);
  const unanswered = page.getByRole('list', { name: 'Top unanswered questions' });
  await expect(page.getByRole('region', { name: 'Top unanswered questions' })).toBeVisible();
  await expect(unanswered.getByText(QUESTION)).toHaveCount(0);

  // The knowledge answers badly: staff rate the answer down with a comment.
  await newConversation(page, `Gift wrap ${Date.now()}`);
  await ask(page, QUESTION);
  const firstConversation = page.url();
  const answer = page.locator('[data-role="assistant"]').first();
  await expect(answer).toContainText("I don't know");
  await answer.getByRole('button', { name: 'Rate down' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate this answer down' });
  await rating.getByLabel('What was wrong? (optional)').fill('We do offer gift wrap');
  await rating.getByRole('button', { name: 'Rate down' }).click();
  await expect(answer.getByTestId('rating-note')).toContainText(
    /Rated down by .+ · .+ · “We do offer gift wrap”/,
  );
  await page.reload();
  await expect(
    page.locator('[data-role="assistant"]').first().getByTestId('rating-note'),
  ).toBeVisible();

  // Needs review lists it (oldest first; the words narrow it); improving it takes it off.
  await page.goto('/conversations/needs-review');
  await page.getByLabel('Search message text').fill('tartan');
  const hit = page.getByTestId('message-hit').filter({ hasText: QUESTION });
  await expect(hit).toHaveCount(1);
  await expect(hit.getByText('Rated down')).toBeVisible();
  await hit.getByRole('button', { name: 'Improve this answer' }).click();
  const improve = page.getByRole('dialog', { name: 'Improve this answer' });
  await expect(improve.getByLabel('Question')).toHaveValue(QUESTION);
  await improve.getByLabel('Corrected answer').fill(STAFF_ANSWER);
  await improve.getByRole('button', { name: 'Save staff answer' }).click();
  await expect(page.getByText(/Staff answer saved/)).toBeVisible();
  await expect(page.getByText('Nothing needs review')).toBeVisible();

  // Asked again in other words, in a new conversation: the staff answer, marked as such.
  await newConversation(page, `Gift wrap again ${Date.now()}`);
  await ask(page, IN_OTHER_WORDS);
  const reply = page.locator('[data-role="assistant"]').first();
  await expect(reply).toContainText(STAFF_ANSWER);
  await expect(reply.getByText('Staff answer', { exact: true })).toBeVisible();
  await expect(reply).toContainText(`Sources (1): Staff answer: ${QUESTION}`);

  // Full-text search finds the word in message text, marked in the list and in the thread.
  await page.goto('/conversations/search?q=ribbons');
  const found = page.getByTestId('message-hit').filter({ hasText: 'checkout' });
  await expect(found.locator('mark').first()).toHaveText(/ribbon/i);
  await found.getByRole('link').first().click();
  await expect(page.locator('[data-role="assistant"] mark').first()).toHaveText(/ribbon/i);

  // The Answers page counts the hit.
  await page.goto('/knowledge/answers');
  const row = page.getByRole('row').filter({ hasText: QUESTION });
  await expect(row.getByRole('gridcell', { name: '1', exact: true })).toBeVisible();

  // Analytics: one more decline, two more answers, and the question among the unanswered.
  const after = await declines(page);
  expect(after.declined).toBeGreaterThanOrEqual(before.declined + 1);
  expect(after.answers).toBeGreaterThanOrEqual(before.answers + 2);
  const group = unanswered.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(group).toBeVisible();
  await expect(group.getByRole('link', { name: 'Write an answer' })).toHaveAttribute(
    'href',
    `/knowledge/answers?question=${encodeURIComponent(QUESTION)}`,
  );
  await expect(group.getByRole('link', { name: 'Add a document' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Citations per source' })
      .getByRole('row', { name: new RegExp(QUESTION.replace('?', '\\?')) }),
  ).toContainText('Staff answer');

  // The improvement can be taken back where it shows: the answer needs review again.
  await page.goto(firstConversation);
  const improved = page.locator('[data-role="assistant"]').first();
  await expect(improved.getByText('Improved by a staff answer')).toBeVisible();
  await improved.getByRole('button', { name: 'Take back' }).click();
  await expect(page.getByText(/Improvement taken back/)).toBeVisible();
  await expect(improved.getByText('Improved by a staff answer')).toHaveCount(0);
  await page.goto('/conversations/needs-review');
  await page.getByLabel('Search message text').fill('tartan');
  await expect(page.getByTestId('message-hit').filter({ hasText: QUESTION })).toHaveCount(1);
});
