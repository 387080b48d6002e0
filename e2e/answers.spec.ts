import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { ask, newConversation, SUPPORT_BOT } from './support/conversation';
import { signIn } from './support/sign-in';

const GOVSTACK_BOT = 'GovStack Services Assistant';
const WIFI = 'Which Wi-Fi networks does the Northwind speaker join?';
const REFUND = 'How long do I have to return an item for a refund?';

async function selectBot(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Selected bot' });
  await picker.click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByTestId('section-bot')).toHaveText(`Bot: ${name}`);
}

/** The assistant's reply to the `n`th question of the open conversation (0-based). */
const reply = (page: Page, n: number) => page.locator('[data-role="assistant"]').nth(n);

// Issue 35's three questions, answered from the seeded knowledge and the crawled demo site,
// and the Retrieval test explaining a ranking: one sign-in, one spec.
test('answers the Wi-Fi, refund and permit questions with the right fact, and explains a ranking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@switchboard.local', '/knowledge/websites');
  await selectBot(page, SUPPORT_BOT);
  await page.getByLabel('Start URL').fill(`${process.env.E2E_DEMO_SITE_URL!}/`);
  await page.getByRole('button', { name: 'Start crawl' }).click();
  await expect(page.getByTestId('crawl-status')).toHaveText('completed', { timeout: 60_000 });

  await page.getByRole('tab', { name: 'Retrieval test' }).click();
  const first = page.getByRole('region', { name: 'First question' });
  await first.getByRole('textbox', { name: 'Question', exact: true }).fill(WIFI);
  await first.getByRole('button', { name: 'Test', exact: true }).click();
  const passages = first.getByRole('list', { name: 'Ranked passages' });
  await expect(passages).toContainText('2.4 GHz');
  await expect(first.getByTestId('passage-score').first()).toHaveText(/^BM25 \d+\.\d{3}$/);
  await expect(passages.locator('mark', { hasText: /^speaker$/i }).first()).toBeVisible();
  await expect(first.getByTestId('synonyms-used')).toContainText('Synonyms used:');
  // Each searched pair is named once (a pair in two lists, or found by two forms, came twice).
  const synonyms = ((await first.getByTestId('synonyms-used').textContent()) ?? '')
    .replace(/^Synonyms used: /, '')
    .split(', ')
    .map((pair) => pair.replace(/ \(.*\)$/, ''));
  expect(synonyms.length - new Set(synonyms).size, synonyms.join(', ')).toBe(0);

  await page.getByRole('button', { name: 'Compare with another question' }).click();
  const second = page.getByRole('region', { name: 'Second question' });
  await second.getByRole('textbox', { name: 'Question to compare' }).fill(REFUND);
  await second.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(second.getByRole('list', { name: 'Ranked passages' })).toContainText('30 days');
  // Each column keeps its own question's results.
  await expect(passages).toContainText('2.4 GHz');
  await expect(second.locator('mark', { hasText: /^refund$/i }).first()).toBeVisible();
  // Marked terms, chips and both columns keep their labels and contrast.
  await expectNoSeriousAxeViolations(page);

  await newConversation(page, `Speaker and returns ${Date.now()}`);
  await ask(page, WIFI);
  await expect(reply(page, 0)).toContainText('2.4 GHz', { timeout: 30_000 });
  await ask(page, REFUND);
  await expect(reply(page, 1)).toContainText('30 days', { timeout: 30_000 });
  await expect(reply(page, 1)).toContainText(/Sources \(\d+\): [^\n]*Returns and Refunds Policy/);

  await newConversation(page, `Business permit ${Date.now()}`, GOVSTACK_BOT);
  await ask(page, 'When is the deadline to renew my business permit?');
  await expect(reply(page, 0)).toContainText('31 March', { timeout: 30_000 });
});
