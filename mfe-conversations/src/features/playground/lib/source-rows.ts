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

/** One source's row; an untitled one goes by where it came from. */
const row = (
  kind: SourceRow['kind'],
  id: string,
  source: { title: string | null; status: string; chunk_count: number | null },
  origin: string,
  added: string | null,
): SourceRow => ({
  id,
  kind,
  title: source.title || origin,
  origin,
  status: source.status,
  chunks: source.chunk_count,
  added: date(added),
});

/** Documents and web pages in one list, newest first. */
export function sourceRows({ documents, webpages }: KnowledgeSources): SourceRow[] {
  const rows = [
    ...documents.map((doc) =>
      row('Document', `document:${doc.id}`, doc, doc.file_name, doc.created_at),
    ),
    ...webpages.map((page) =>
      row('Web page', `webpage:${page.id}`, page, page.url, page.crawled_at ?? page.created_at),
    ),
  ];
  return rows.sort((a, b) => (b.added?.getTime() ?? 0) - (a.added?.getTime() ?? 0));
}
