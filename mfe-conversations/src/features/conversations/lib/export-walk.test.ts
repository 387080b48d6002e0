import type { ExportableConversation } from './export-rows';
import { walkExport } from './export-walk';

function conversation(index: number): ExportableConversation {
  return {
    id: `c${index}`,
    botId: 'b1',
    userId: 'u1',
    title: `Conversation ${index}`,
    metadata: {},
    status: 'ACTIVE',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    lastActivityAt: '2026-01-01T10:00:00.000Z',
    messageCount: 1,
    user: { id: 'u1', email: 'admin@switchboard.local', username: 'admin' },
    messages: [
      {
        id: `m${index}`,
        conversationId: `c${index}`,
        messageType: 'USER',
        content: `Question ${index}`,
        messageObject: {},
        orderIndex: 0,
        outcome: null,
        createdAt: '2026-01-01T10:00:00.000Z',
        updatedAt: '2026-01-01T10:00:00.000Z',
      },
    ],
  };
}

// jsdom's Blob has no text(); FileReader reads it as a browser would.
const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const ALL = Array.from({ length: 5 }, (_, index) => conversation(index));

function options(format: 'csv' | 'json', signal = new AbortController().signal) {
  const offsets: number[] = [];
  const progress: [number, number][] = [];
  return {
    offsets,
    progress,
    walk: {
      scope: { kind: 'all' as const },
      filters: { status: 'ALL' as const, sort: 'createdAt:asc' },
      format,
      batchSize: 2,
      botName: () => 'Support',
      signal,
      onProgress: (done: number, total: number) => progress.push([done, total]),
      fetchBatch: async (offset: number) => {
        offsets.push(offset);
        return { items: ALL.slice(offset, offset + 2), total: ALL.length };
      },
    },
  };
}

describe('walkExport', () => {
  it('walks every batch into one CSV with a single header', async () => {
    const run = options('csv');
    const result = await walkExport(run.walk);
    expect(result).toMatchObject({ conversations: 5, rows: 5 });
    const text = await read(result.blob);
    expect(run.offsets).toEqual([0, 2, 4]);
    expect(run.progress).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.filter((line) => line.startsWith('conversation_id'))).toHaveLength(1);
    expect(lines).toHaveLength(6);
  });

  it('walks into one JSON array', async () => {
    const parsed = JSON.parse(await read((await walkExport(options('json').walk)).blob));
    expect(parsed.map((row: { id: string }) => row.id)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(walkExport(options('csv', controller.signal).walk)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
