import { type Page } from '@playwright/test';
import { decodeSessionCookie, parseStoredSession, SESSION_COOKIE_NAME } from '@switchboard/domain';
import { ask, newConversation } from './support/conversation';
import { signIn } from './support/sign-in';
import { expect, test } from './support/test';

const platformUrl = () => process.env.E2E_PLATFORM_URL!;

interface StoredMessage {
  messageType: string;
  content: string;
  orderIndex: number;
  messageObject: Record<string, unknown>;
}

/** What the Bots API holds, read with the page's own session. */
async function storedMessages(page: Page, conversationId: string): Promise<StoredMessage[]> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE_NAME);
  const token = parseStoredSession(decodeSessionCookie(cookie?.value))!.access_token;
  const response = await page.request.get(
    `${platformUrl()}/api/conversations/${conversationId}/messages`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredMessage[];
}

test.describe('a chat turn', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@switchboard.local', '/conversations');
  });

  test('is one call that stores one question and one answer, and a repeat stores nothing', async ({
    page,
  }) => {
    const id = await newConversation(page, `Turn ${Date.now()}`);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/${id}/turns`),
    );
    await ask(page, 'How many days do customers have for a refund of a quokka subscription?');
    const turnRequest = await sent;
    await expect(page.locator('[data-role="assistant"]')).toHaveCount(1);

    const messages = await storedMessages(page, id);
    expect(messages.map((m) => [m.messageType, m.orderIndex])).toEqual([
      ['USER', 0],
      ['ASSISTANT', 1],
    ]);
    expect(messages[1]!.content).not.toBe('');
    expect(messages[1]!.messageObject).not.toHaveProperty('response');
    expect(messages[1]!.messageObject).not.toHaveProperty('original_response');

    // Retry with the same key, as the console does after a lost answer.
    const repeat = await page.request.post(`/api/conversations/${id}/turns`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: turnRequest.postDataJSON(),
    });
    expect(repeat.status()).toBe(200);
    expect((await repeat.json()).replayed).toBe(true);
    expect(await storedMessages(page, id)).toHaveLength(2);
  });

  test('sent from two tabs at once keeps each question next to its answer', async ({
    page,
    context,
  }) => {
    const id = await newConversation(page, `Two tabs ${Date.now()}`);
    const other = await context.newPage();
    await other.goto(`/conversations/${id}`);
    await expect(other.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await Promise.all([
      ask(page, 'Question from the first tab about refunds'),
      ask(other, 'Question from the second tab about refunds'),
    ]);
    await expect(page.locator('[data-role="assistant"]')).not.toHaveCount(0);
    await expect(other.locator('[data-role="assistant"]')).not.toHaveCount(0);
    await expect.poll(async () => (await storedMessages(page, id)).length).toBe(4);
    const messages = await storedMessages(page, id);
    expect(messages.map((m) => [m.messageType, m.orderIndex])).toEqual([
      ['USER', 0],
      ['ASSISTANT', 1],
      ['USER', 2],
      ['ASSISTANT', 3],
    ]);
    expect(new Set([messages[0]!.content, messages[2]!.content])).toEqual(
      new Set([
        'Question from the first tab about refunds',
        'Question from the second tab about refunds',
      ]),
    );
    await other.close();
  });
});
