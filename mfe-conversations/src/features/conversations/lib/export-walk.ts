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
export interface ExportResult {
  blob: Blob;
  conversations: number;
  /** Rows written: one per message in a CSV, one per conversation in JSON. */
  rows: number;
}

export async function walkExport(options: ExportWalkOptions): Promise<ExportResult> {
  const { format, batchSize, botName, fetchBatch, onProgress, signal } = options;
  const parts: Blob[] = [];
  if (format === 'json') parts.push(new Blob(['[\n']));
  let offset = 0;
  let total = Infinity;
  let rows = 0;
  while (offset < total) {
    if (signal.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const batch = await fetchBatch(offset);
    total = batch.total;
    const first = offset === 0;
    let text: string;
    if (format === 'csv') {
      const lines = batch.items.flatMap((conversation) =>
        csvRows(conversation, botName(conversation.botId)),
      );
      rows += lines.length;
      text = csvChunk(lines, first);
    } else {
      rows += batch.items.length;
      text = jsonChunk(batch.items, botName, first);
    }
    parts.push(new Blob([text]));
    offset += batch.items.length;
    onProgress(Math.min(offset, total), total);
    if (batch.items.length < batchSize) break;
    await nextTask();
  }
  if (format === 'csv' && offset === 0) parts.push(new Blob([csvChunk([], true)]));
  if (format === 'json') parts.push(new Blob(['\n]\n']));
  const blob = format === 'csv' ? csvFile(parts) : new Blob(parts, { type: 'application/json' });
  return { blob, conversations: offset, rows };
}
