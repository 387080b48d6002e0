/** The shape of a seeded bot's starter knowledge base. Fixed ids keep the seed idempotent. */
export type SeedFormat = 'md' | 'txt' | 'html' | 'pdf' | 'docx';

export interface SeedSection {
  heading: string;
  paragraphs: string[];
}

export interface SeedDocument {
  id: string;
  fileName: string;
  format: SeedFormat;
  title: string;
  description: string;
  isPublic: boolean;
  /** A PDF starts each section on a new page, so page numbers are real. */
  sections: SeedSection[];
}

export interface SeedCollection {
  id: string;
  name: string;
  description: string;
  type: string;
}

/** A domain synonym entry as an admin would add it: what users say → the words the knowledge uses. */
export interface SeedSynonym {
  phrase: string;
  synonyms: string[];
}

export interface SeedKnowledgeBase {
  /** The bot's knowledge-service slug (the tail of its botPath). */
  slug: string;
  collection: SeedCollection;
  documents: SeedDocument[];
  /** Its domain synonym list (`kb_synonyms`), seeded beside the documents. */
  synonyms: SeedSynonym[];
}

export const seedDocId = (n: number) => `00000000-0000-4000-8000-000000000${String(500 + n)}`;
