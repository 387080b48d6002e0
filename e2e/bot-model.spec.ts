import { expect, test } from './support/test';
import { signIn } from './support/sign-in';

const platformUrl = () => process.env.E2E_PLATFORM_URL!;

interface Health {
  index: { chunks: number };
  embeddings: { status: string; chunks_pending: number };
}

/*
 * A bot's Model panel end to end: a new bot with its own knowledge service, switched to a
 * local OpenAI-compatible embeddings server (started by the global setup), tested, followed
 * while its knowledge is embedded again, and switched back to the embedded model.
 */
test('switches a bot to its own embeddings endpoint, tests it, re-embeds and switches back', async ({
  page,
  request,
}) => {
  const slug = `e2e-model-${Date.now()}`;
  const name = `E2E Model ${Date.now()}`;
  const key = process.env.E2E_EMBEDDINGS_KEY!;
  await signIn(page, 'admin@switchboard.local', '/bots/new');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Bot path/).fill(`${platformUrl()}/kb/${slug}`);
  await page.getByRole('button', { name: 'Create bot' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The bot's knowledge, put there the way a staff upload does (with the service credential).
  for (const [file, text] of [
    ['returns.md', '# Returns\n\nItems may be returned within 30 days of delivery.'],
    ['delivery.md', '# Delivery\n\nOrders to Kisumu arrive in 3 to 5 working days.'],
  ]) {
    const response = await request.post(`${platformUrl()}/kb/${slug}/documents/`, {
      headers: { 'x-api-key': process.env.KNOWLEDGE_API_KEY! },
      multipart: { file: { name: file!, mimeType: 'text/markdown', buffer: Buffer.from(text!) } },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await expect
    .poll(
      async () => {
        const health = (await (
          await request.get(`${platformUrl()}/kb/${slug}/health`, {
            headers: { 'x-api-key': process.env.KNOWLEDGE_API_KEY! },
          })
        ).json()) as Health;
        return health.index.chunks === 2 && health.embeddings.chunks_pending === 0;
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  // No answer the browser receives carries the key.
  const bodies: string[] = [];
  page.on('response', (response) => {
    // A body dropped by a reload is not one the page read.
    if (response.url().includes('/model'))
      void response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
  });
  await page.reload();
  const panel = page.getByRole('form', { name: 'Model' });
  await expect(panel.getByRole('radio', { name: /^Embedded model \(default/ })).toBeChecked();

  await panel.getByRole('radio', { name: 'OpenAI-compatible embeddings endpoint' }).check();
  await panel.getByRole('textbox', { name: 'Base URL' }).fill(process.env.E2E_EMBEDDINGS_URL!);
  await panel.getByRole('textbox', { name: 'Model name' }).fill('test-embed-small');
  await panel.getByLabel('API key').fill('sk-not-the-key');
  await panel.getByRole('button', { name: 'Test' }).click();
  await expect(panel.getByText(/refused the API key \(401\)/)).toBeVisible();
  await panel.getByLabel('API key').fill(key);
  await panel.getByRole('button', { name: 'Test' }).click();
  await expect(panel.getByText(/^Test passed: 48 dimensions in \d+ ms$/)).toBeVisible();

  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Re-embedding done: 2 chunks embedded with test-embed-small.'),
  ).toBeVisible();
  await expect(page.getByText('hybrid (keywords and test-embed-small)')).toBeVisible();
  await expect(panel.getByLabel('API key')).toHaveValue('');
  await expect(panel.getByText(/A key is saved on the server/)).toBeVisible();

  // Back to the embedded model: its vectors were kept, so the job finishes at once.
  await panel.getByRole('radio', { name: /^Embedded model \(default/ }).check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(/^Re-embedding done: 2 chunks embedded with e5-small-v2-q\.$/),
  ).toBeVisible();
  await expect(page.getByText('hybrid (keywords and e5-small-v2-q)')).toBeVisible();
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.some((body) => body.includes(key))).toBe(false);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete bot' })
    .click();
  await expect(page).toHaveURL(/\/bots$/);
});
