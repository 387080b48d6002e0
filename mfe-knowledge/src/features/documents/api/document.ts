export type {
  DocumentChunk,
  DocumentStatus as ProcessingStatus,
  KnowledgeDocument,
} from '@switchboard/domain';
import type { DuplicateChoice } from '@switchboard/domain';

/** The fields an upload or edit sends; absent ones are not sent at all. */
export interface DocumentFields {
  title?: string;
  collection_id?: string | null;
  description?: string;
  is_public?: boolean;
  /** Sent only after the service said the file is already stored (409). */
  on_duplicate?: DuplicateChoice;
}
