import type { ArchiveLimits } from '../extract/archive-limits';
import { parseHtml } from '../extract/extract-html';
import { extractText } from '../extract/extract-text';
import { ExtractionError, type ExtractedText } from '../extract/extraction-error';
import type { FileType } from '../extract/file-types';
import { chunkPages, chunkText, type TextChunk } from './chunker';

/** What reading an upload yields: its text per page and its chunks. */
export interface ReadDocument {
  extracted: ExtractedText;
  chunks: TextChunk[];
  charCount: number;
}

/** A crawled page's title, visible text and chunks. */
export interface ReadPage {
  title: string | null;
  text: string;
  chunks: TextChunk[];
}

/** Every pass over untrusted text, each run in the pipeline's worker (see pipeline-thread.ts). */
export type PipelineTask =
  | { kind: 'document'; type: FileType; bytes: Uint8Array }
  | { kind: 'page'; body: string; html: boolean }
  | { kind: 'links'; html: string };

export interface PipelineResults {
  document: ReadDocument;
  page: ReadPage;
  links: string[];
}

/** Extracts and chunks; an unreadable file throws ExtractionError. */
export async function readDocument(
  type: FileType,
  bytes: Buffer,
  archive: ArchiveLimits,
): Promise<ReadDocument> {
  const extracted = await extractText(type, bytes, archive);
  const charCount = extracted.pages.reduce((total, page) => total + page.length, 0);
  if (extracted.pages.every((page) => page.trim() === '')) {
    throw new ExtractionError(
      type === 'pdf'
        ? 'The PDF has no extractable text (scanned images are not read)'
        : 'The file has no text',
    );
  }
  return {
    extracted,
    chunks: chunkPages(extracted.pages, extracted.pageCount !== null),
    charCount,
  };
}

export function readPage(body: string, html: boolean): ReadPage {
  const { title, text } = html ? parseHtml(body) : { title: undefined, text: body };
  const trimmed = text.trim();
  return { title: title ?? null, text: trimmed, chunks: chunkText(trimmed) };
}

export function pageLinks(html: string): string[] {
  return parseHtml(html).links;
}

export async function runTask(
  task: PipelineTask,
  archive: ArchiveLimits,
): Promise<PipelineResults[PipelineTask['kind']]> {
  switch (task.kind) {
    case 'document':
      return readDocument(
        task.type,
        Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength),
        archive,
      );
    case 'page':
      return readPage(task.body, task.html);
    case 'links':
      return pageLinks(task.html);
  }
}
