import type { Bot } from '../features/bots/api/bot';

export function makeBot(overrides: Partial<Bot> = {}): Bot {
  return {
    id: '00000000-0000-4000-8000-000000000301',
    name: 'Customer Support Assistant',
    description: 'Answers support questions',
    botPath: 'http://127.0.0.1:4100/kb/customer-support',
    chatEndpoint: '/chat/',
    status: 'ACTIVE',
    avatar: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export const BOT_A = makeBot();
export const BOT_B = makeBot({
  id: '00000000-0000-4000-8000-000000000302',
  name: 'GovStack Services Assistant',
  botPath: 'http://govstack.localhost:4100/kb/govstack-services',
  status: 'MAINTENANCE',
});
