import type { KnowledgeSources } from '../api/playground-api';

export interface SourceRow {
  id: string;
  kind: 'Document' | 'Web page';
  title: string;
  /** The file name or the address the source came from. */
  origin: string;
  status: string;
  chunks: number | null;
  added: Date | null;
}

const date = (value: string | null) => (value ? new Date(value) : null);

/** Documents and web pages in one list, newest first. */
export function sourceRows({ documents, webpages }: KnowledgeSources): SourceRow[] {
  const rows: SourceRow[] = [
    ...documents.map((doc) => ({
      id: `document:${doc.id}`,
      kind: 'Document' as const,
      title: doc.title || doc.file_name,
      origin: doc.file_name,
      status: doc.status,
      chunks: doc.chunk_count,
      added: date(doc.created_at),
    })),
    ...webpages.map((page) => ({
      id: `webpage:${page.id}`,
      kind: 'Web page' as const,
      title: page.title || page.url,
      origin: page.url,
      status: page.status,
      chunks: page.chunk_count,
      added: date(page.crawled_at ?? page.created_at),
    })),
  ];
  return rows.sort((a, b) => (b.added?.getTime() ?? 0) - (a.added?.getTime() ?? 0));
}
