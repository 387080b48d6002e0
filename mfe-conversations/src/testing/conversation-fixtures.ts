import type { BotSummary, Conversation, Message } from '../lib/conversation-types';

export const SUPPORT_BOT: BotSummary = {
  id: 'b0000000-0000-4000-8000-000000000301',
  name: 'Customer Support',
  botPath: 'http://127.0.0.1:4100/kb/customer-support',
  chatEndpoint: '/chat/',
  avatar: null,
  status: 'ACTIVE',
};

export function message(overrides: Partial<Message> & Pick<Message, 'orderIndex'>): Message {
  return {
    id: `m${overrides.orderIndex}`,
    conversationId: 'c1',
    messageType: 'USER',
    content: 'Hello',
    messageObject: {},
    outcome: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function conversation(messages: Message[] = []): Conversation {
  return {
    id: 'c1',
    botId: SUPPORT_BOT.id,
    userId: '00000000-0000-4000-8000-000000000002',
    title: 'Refund question',
    metadata: {},
    status: 'ACTIVE',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    messages,
  };
}
