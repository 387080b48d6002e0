/** The file is of a supported type but its content cannot be read (answers 422). */
export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}

/** What every extractor returns: text per page (one entry for page-less formats). */
export interface ExtractedText {
  pages: string[];
  /** Page count for formats that have pages (PDF); null otherwise. */
  pageCount: number | null;
  title?: string;
}
