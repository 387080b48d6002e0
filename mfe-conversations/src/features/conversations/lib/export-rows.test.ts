import Papa from 'papaparse';
import { csvChunk, csvRows, jsonChunk, type ExportableConversation } from './export-rows';

const conversation: ExportableConversation = {
  id: 'c1',
  botId: 'b1',
  userId: 'u1',
  title: 'Refunds',
  metadata: {},
  status: 'ACTIVE',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:01:00.000Z',
  lastActivityAt: '2026-01-01T10:01:00.000Z',
  messageCount: 2,
  user: { id: 'u1', email: 'admin@switchboard.local', username: 'admin' },
  messages: [
    {
      id: 'm1',
      conversationId: 'c1',
      messageType: 'USER',
      content: 'Can I get a refund, "soon"?',
      messageObject: { query: 'Can I get a refund, "soon"?' },
      orderIndex: 0,
      outcome: null,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
    },
    {
      id: 'm2',
      conversationId: 'c1',
      messageType: 'ASSISTANT',
      content: '=Yes, within 30 days.\nSee policy.',
      messageObject: {
        response: 'Yes',
        sources: [{ title: 'Refund policy.md', score: 0.8 }, { title: 'FAQ' }],
        confidence: 0.82,
        trace_id: 't-1',
      },
      orderIndex: 1,
      outcome: 'answered',
      createdAt: '2026-01-01T10:01:00.000Z',
      updatedAt: '2026-01-01T10:01:00.000Z',
    },
  ],
};

describe('export rows', () => {
  it('writes one CSV row per message with sources, confidence and trace id', () => {
    const text = csvChunk(csvRows(conversation, 'Support'), true);
    const parsed = Papa.parse<string[]>(text.trim()).data;
    expect(parsed[0]).toEqual([
      'conversation_id',
      'conversation_title',
      'bot',
      'user',
      'time',
      'role',
      'content',
      'sources',
      'confidence',
      'trace_id',
    ]);
    expect(parsed[1]).toEqual([
      'c1',
      'Refunds',
      'Support',
      'admin@switchboard.local',
      '2026-01-01T10:00:00.000Z',
      'user',
      'Can I get a refund, "soon"?',
      '',
      '',
      '',
    ]);
    expect(parsed[2]!.slice(5)).toEqual([
      'assistant',
      // A leading "=" is escaped so a spreadsheet does not run it.
      "'=Yes, within 30 days.\nSee policy.",
      'Refund policy.md; FAQ',
      '0.82',
      't-1',
    ]);
  });

  it("writes a hand-written answer's role as staff, not assistant", () => {
    const handWritten = { ...conversation.messages[1]!, fromBot: false, authorId: 'u2' };
    const [row] = csvRows({ ...conversation, messages: [handWritten] }, 'Support');
    expect(row![5]).toBe('staff');
  });

  it('continues batches without repeating the header', () => {
    expect(csvChunk(csvRows(conversation, 'Support'), false)).not.toContain('conversation_id');
    expect(csvChunk([], false)).toBe('');
  });

  it('joins JSON batches into one array', () => {
    const text = `[${jsonChunk([conversation], () => 'Support', true)}${jsonChunk([conversation], () => 'Support', false)}]`;
    const parsed = JSON.parse(text);
    expect(parsed).toHaveLength(2);
    expect(parsed[0]).toMatchObject({ id: 'c1', bot: 'Support', messages: [{ id: 'm1' }, {}] });
  });
});
