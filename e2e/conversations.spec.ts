import fs from 'node:fs';
import { expect, test } from './support/test';
import { ask, newConversation, SUPPORT_BOT } from './support/conversation';
import { signIn } from './support/sign-in';
import { headerAction } from './support/header-action';
import { goInApp } from './support/open-in-app';

const POLICY_DOC = 'e2e-refund-policy.md';
const HOSTILE_DOC = 'e2e-hostile-notes.md';
const PLAYGROUND_DOC = `e2e-lighthouse-${Date.now()}.md`;

// Knowledge the support bot answers from, put there the way a staff upload does.
test.beforeAll(async ({ request }) => {
  const platform = process.env.E2E_PLATFORM_URL!;
  const upload = async (name: string, text: string, service = 'customer-support') => {
    // Straight to the platform, so with the service credential the gateway would add.
    // A copy left by an earlier run of this hook (after a failed test, Playwright runs it
    // again in a new worker) is replaced rather than refused as a duplicate.
    const response = await request.post(`${platform}/kb/${service}/documents/`, {
      headers: { 'x-api-key': process.env.KNOWLEDGE_API_KEY! },
      multipart: {
        file: { name, mimeType: 'text/markdown', buffer: Buffer.from(text) },
        on_duplicate: 'replace',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  await upload(
    POLICY_DOC,
    '# Refund policy\n\nCustomers receive a full refund of a quokka subscription within 14 days of purchase.',
  );
  await upload(
    HOSTILE_DOC,
    '# Zeppelin mooring mast\n\nThe zeppelin mooring mast stands at the zeppelin field. <script>window.__pwned = 1</script> <img src=x onerror="window.__pwned = 2"> [click](javascript:window.__pwned=3)',
  );
  await upload(
    PLAYGROUND_DOC,
    '# Lighthouse keeping\n\nThe lighthouse lamp on Puffin Rock is lit at dusk every day.',
    'default',
  );
});

test.describe('as a bot admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@switchboard.local', '/conversations');
  });

  test('chats with the support bot, stores both messages, loads history, edits and deletes', async ({
    page,
  }) => {
    const title = `Refund chat ${Date.now()}`;
    await newConversation(page, title);
    await ask(page, 'How many days do customers have for a refund of a quokka subscription?');
    const reply = page.locator('[data-role="assistant"]').first();
    await expect(reply).toContainText('14 days');
    await expect(reply).toContainText(/Sources \(\d+\): [^\n]*(Refund policy|e2e-refund-policy)/);
    await expect(reply.getByText(/^Trace /)).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('message')).toHaveCount(2);
    await expect(page.locator('[data-role="user"]')).toContainText('quokka subscription');

    await page.getByRole('button', { name: 'Load history' }).click();
    await expect(page.getByText(/Showing the bot service's history/)).toBeVisible();
    await expect(page.getByTestId('message')).toHaveCount(2);
    await page.getByRole('button', { name: 'Show stored messages' }).click();

    const question = page.locator('[data-role="user"]').first();
    await question.getByRole('button', { name: 'Edit message' }).click();
    await page.getByLabel('Message text').fill('Edited question about quokkas');
    await page.getByRole('button', { name: 'Save' }).click();
    // A reload before the save is acknowledged aborts it; the toast says the server took it.
    await expect(page.getByText('Message updated')).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-role="user"]')).toContainText('Edited question about quokkas');

    await page
      .locator('[data-role="assistant"]')
      .getByRole('button', { name: 'Delete message' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('message')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('message')).toHaveCount(1);
  });

  test('a hostile reply executes nothing', async ({ page }) => {
    await newConversation(page, `Hostile ${Date.now()}`);
    await ask(page, 'Where does the zeppelin mooring mast stand?');
    const reply = page.locator('[data-role="assistant"]').first();
    await expect(reply).toContainText('Zeppelin');
    await expect(reply.locator('script, img')).toHaveCount(0);
    for (const href of await reply
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      expect(href).not.toMatch(/^javascript:/i);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('archives a conversation, finds it under the status filter and exports the filtered CSV', async ({
    page,
  }) => {
    const title = `Archive me ${Date.now()}`;
    await newConversation(page, title);
    await ask(page, 'How many days do customers have for a refund of a quokka subscription?');
    await expect(page.locator('[data-role="assistant"]')).toContainText('14 days');

    await page.goto('/conversations');
    const grid = page.getByRole('grid', { name: 'Conversations' });
    await page.getByRole('searchbox').fill(title);
    // The server's search has answered once the grid holds this one row.
    await expect(grid.getByRole('button', { name: /^Archive / })).toHaveCount(1);
    await grid.getByRole('button', { name: `Archive ${title}` }).click();
    await expect(grid.getByRole('link', { name: title })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'ARCHIVED' }).click();
    await expect(grid.getByRole('link', { name: title })).toBeVisible();

    await (await headerAction(page, 'button', 'Export')).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    const file = await (await downloading).path();
    const lines = fs
      .readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(
      'conversation_id,conversation_title,bot,user,time,role,content,sources,confidence,trace_id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${title},${SUPPORT_BOT},admin@switchboard.local`);
    expect(lines[1]).toContain(',user,');
    expect(lines[2]).toContain(',assistant,');
    expect(lines[2]).toMatch(/Refund policy|e2e-refund-policy/);
  });

  test('the knowledge chat keeps a session across questions and deletes it', async ({ page }) => {
    // Its first visit in this document: opened from inside the console the test signed in to.
    await goInApp(page, '/conversations/playground');
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(
      sources.getByRole('grid', { name: 'Knowledge sources' }).getByText(PLAYGROUND_DOC),
    ).toBeVisible();
    await expect(sources.getByTestId('source-totals')).toContainText(/(?<!\d)[1-9]\d* documents/);
    const box = page.getByRole('textbox', { name: 'Question' });
    await box.fill('What is the capital of nowhere?');
    await box.press('Enter');
    await expect(page.getByTestId('message')).toHaveCount(2);
    const session = (await page.getByTestId('session-id').textContent())!;
    expect(session).not.toBe('none yet');
    await box.fill('And a second question?');
    await box.press('Enter');
    await expect(page.getByTestId('message')).toHaveCount(4);
    await expect(page.getByTestId('session-id')).toHaveText(session);

    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByLabel('Session id').fill(session);
    await page.getByRole('button', { name: 'Open session' }).click();
    await expect(page.getByTestId('message')).toHaveCount(4);

    await page.getByRole('button', { name: 'Delete session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('message')).toHaveCount(0);
    await expect(page.getByTestId('session-id')).toHaveText('none yet');
  });
});

test("a bot admin picks another user, reads their conversation's history and replies into it", async ({
  page,
}) => {
  test.slow();
  const title = `Superuser's question ${Date.now()}`;
  await signIn(page, 'superuser@switchboard.local', '/conversations');
  await newConversation(page, title);
  await ask(page, 'How many days do customers have for a refund of a quokka subscription?');
  await expect(page.locator('[data-role="assistant"]')).toContainText('14 days');
  const address = page.url();

  // Signing out through the menu ends the session the way a person does; clearing cookies
  // under a running console let its in-flight calls fail with 401s now and then.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, 'admin@switchboard.local', '/conversations');
  await page.getByRole('combobox', { name: 'Scope' }).click();
  await page.getByRole('option', { name: 'One user' }).click();
  await expect(page.getByText('Pick a user to see their conversations.')).toBeVisible();
  await page.getByRole('combobox', { name: 'User' }).fill('superuser');
  // The list answers what was typed once the search returns; until then it still shows the
  // first page of all users, which a busy machine re-rendered under the click.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: /^superuser@switchboard\.local/ }).click();
  await expect(page).toHaveURL(/scope=user&userId=/);
  const grid = page.getByRole('grid', { name: 'Conversations' });
  await page.getByRole('searchbox').fill(title);
  await grid.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(address);

  await page.getByRole('button', { name: 'Load history' }).click();
  await expect(page.getByText(/Showing the bot service's history/)).toBeVisible();
  await expect(page.getByTestId('message')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show stored messages' }).click();
  await ask(page, 'And how long do refunds of a quokka subscription take to reach customers?');
  await expect(page.getByTestId('message')).toHaveCount(4);
  await page.reload();
  await expect(page.getByTestId('message')).toHaveCount(4);
});

for (const email of ['applicant@switchboard.local', 'outsider@example.com']) {
  test(`${email} is refused conversations`, async ({ page }) => {
    await signIn(page, email, '/conversations');
    await expect(page.getByRole('grid', { name: 'Conversations' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  });
}
