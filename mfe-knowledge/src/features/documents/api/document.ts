export type ProcessingStatus = 'processing' | 'ready' | 'failed';

export interface KnowledgeDocument {
  id: string;
  file_name: string;
  title: string;
  description: string | null;
  collection_id: string | null;
  is_public: boolean;
  file_type: string;
  mime_type: string;
  size_bytes: number;
  page_count: number | null;
  chunk_count: number;
  status: ProcessingStatus;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentChunk {
  id: number;
  ordinal: number;
  page_number: number | null;
  content: string;
}

/** The fields an upload or edit sends; absent ones are not sent at all. */
export interface DocumentFields {
  title?: string;
  collection_id?: string | null;
  description?: string;
  is_public?: boolean;
}
