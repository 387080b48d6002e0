import type { ConversationFilters, ConversationScope } from '../api/conversation-list-types';
import type { ExportableConversation } from './export-rows';
import { csvChunk, csvRows, jsonChunk } from './export-rows';
import { csvFile } from '@switchboard/shared-ui/csv';

export type ExportFormat = 'csv' | 'json';

export interface ExportWalkOptions {
  scope: ConversationScope;
  filters: ConversationFilters;
  format: ExportFormat;
  batchSize: number;
  botName: (botId: string) => string;
  /** Fetches one batch (conversations with their messages). */
  fetchBatch: (offset: number) => Promise<{ items: ExportableConversation[]; total: number }>;
  onProgress: (done: number, total: number) => void;
  signal: AbortSignal;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Walks the filtered list batch by batch and turns each batch into a small Blob at
 * once, so neither the store nor the heap ever holds the whole export, and yields
 * between batches so the tab keeps answering input.
 */
export async function walkExport(options: ExportWalkOptions): Promise<Blob> {
  const { format, batchSize, botName, fetchBatch, onProgress, signal } = options;
  const parts: Blob[] = [];
  if (format === 'json') parts.push(new Blob(['[\n']));
  let offset = 0;
  let total = Infinity;
  while (offset < total) {
    if (signal.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const batch = await fetchBatch(offset);
    total = batch.total;
    const first = offset === 0;
    const text =
      format === 'csv'
        ? csvChunk(
            batch.items.flatMap((conversation) =>
              csvRows(conversation, botName(conversation.botId)),
            ),
            first,
          )
        : jsonChunk(batch.items, botName, first);
    parts.push(new Blob([text]));
    offset += batch.items.length;
    onProgress(Math.min(offset, total), total);
    if (batch.items.length < batchSize) break;
    await nextTask();
  }
  if (format === 'csv' && offset === 0) parts.push(new Blob([csvChunk([], true)]));
  if (format === 'json') parts.push(new Blob(['\n]\n']));
  return format === 'csv' ? csvFile(parts) : new Blob(parts, { type: 'application/json' });
}
