import type { Migration } from '@switchboard/server-kit/db/migration';
import { TIMESTAMPS, UUID_KEY } from '@switchboard/server-kit/db/migration-sql';

/**
 * The knowledge services' tables (src/kb). Versions start at 100 so they never
 * collide with the platform's own sequence. Every row carries `service`: the
 * bot slug from its botPath, or `default` for the general knowledge service.
 */
export const kbMigrations: Migration[] = [
  {
    version: 100,
    name: 'knowledge services',
    statements: [
      `CREATE TABLE kb_collections (
        service text NOT NULL,
        id text NOT NULL,
        name text NOT NULL CHECK (length(btrim(name)) > 0),
        description text,
        type text NOT NULL DEFAULT 'mixed',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (service, id)
      )`,
      `CREATE TABLE kb_documents (
        ${UUID_KEY},
        service text NOT NULL,
        collection_id text,
        file_name text NOT NULL,
        title text NOT NULL,
        description text,
        is_public boolean NOT NULL DEFAULT false,
        file_type text NOT NULL,
        mime_type text NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes >= 0),
        page_count integer,
        char_count integer NOT NULL DEFAULT 0,
        chunk_count integer NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'failed')),
        error text,
        processed_at timestamptz,
        ${TIMESTAMPS}
      )`,
      `CREATE INDEX kb_documents_service_idx ON kb_documents (service, created_at DESC)`,
      `CREATE TABLE kb_crawl_jobs (
        ${UUID_KEY},
        service text NOT NULL,
        url text NOT NULL,
        max_depth integer NOT NULL,
        max_pages integer NOT NULL,
        include_patterns jsonb NOT NULL DEFAULT '[]'::jsonb,
        exclude_patterns jsonb NOT NULL DEFAULT '[]'::jsonb,
        collection_id text,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
        pages_found integer NOT NULL DEFAULT 0,
        pages_done integer NOT NULL DEFAULT 0,
        pages_failed integer NOT NULL DEFAULT 0,
        error text,
        started_at timestamptz,
        finished_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX kb_crawl_jobs_service_idx ON kb_crawl_jobs (service, created_at DESC)`,
      `CREATE TABLE kb_webpages (
        ${UUID_KEY},
        service text NOT NULL,
        crawl_job_id uuid REFERENCES kb_crawl_jobs (id) ON DELETE SET NULL,
        collection_id text,
        url text NOT NULL,
        title text,
        content text NOT NULL DEFAULT '',
        http_status integer,
        content_type text,
        depth integer NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'ready' CHECK (status IN ('ready', 'failed')),
        error text,
        char_count integer NOT NULL DEFAULT 0,
        chunk_count integer NOT NULL DEFAULT 0,
        crawled_at timestamptz,
        ${TIMESTAMPS},
        CONSTRAINT kb_webpages_service_url_unique UNIQUE (service, url)
      )`,
      `CREATE TABLE kb_chunks (
        id bigserial PRIMARY KEY,
        service text NOT NULL,
        document_id uuid REFERENCES kb_documents (id) ON DELETE CASCADE,
        webpage_id uuid REFERENCES kb_webpages (id) ON DELETE CASCADE,
        collection_id text,
        ordinal integer NOT NULL,
        page_number integer,
        title text NOT NULL DEFAULT '',
        content text NOT NULL,
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') || to_tsvector('english', content)
        ) STORED,
        CHECK ((document_id IS NULL) <> (webpage_id IS NULL))
      )`,
      `CREATE INDEX kb_chunks_tsv_idx ON kb_chunks USING gin (tsv)`,
      `CREATE INDEX kb_chunks_service_idx ON kb_chunks (service)`,
      `CREATE INDEX kb_chunks_document_idx ON kb_chunks (document_id)`,
      `CREATE INDEX kb_chunks_webpage_idx ON kb_chunks (webpage_id)`,
      `CREATE TABLE kb_chat_sessions (
        service text NOT NULL,
        id text NOT NULL,
        user_id text NOT NULL,
        ${TIMESTAMPS},
        PRIMARY KEY (service, id)
      )`,
      `CREATE TABLE kb_chat_messages (
        ${UUID_KEY},
        seq bigserial NOT NULL,
        service text NOT NULL,
        session_id text NOT NULL,
        message_type text NOT NULL CHECK (message_type IN ('user', 'assistant')),
        message_object jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        FOREIGN KEY (service, session_id) REFERENCES kb_chat_sessions (service, id) ON DELETE CASCADE
      )`,
      `CREATE INDEX kb_chat_messages_session_idx ON kb_chat_messages (service, session_id, seq)`,
      // Kept when a session is deleted: analytics are computed from these rows.
      `CREATE TABLE kb_chat_events (
        id bigserial PRIMARY KEY,
        service text NOT NULL,
        session_id text,
        user_id text,
        message_id uuid,
        trace_id uuid NOT NULL,
        requested_at timestamptz NOT NULL,
        latency_ms double precision NOT NULL,
        chars_in integer NOT NULL DEFAULT 0,
        chars_out integer NOT NULL DEFAULT 0,
        confidence real,
        outcome text NOT NULL CHECK (outcome IN ('answered', 'unknown', 'error')),
        retriever_type text NOT NULL,
        sources jsonb NOT NULL DEFAULT '[]'::jsonb,
        error text
      )`,
      `CREATE INDEX kb_chat_events_service_time_idx ON kb_chat_events (service, requested_at)`,
    ],
  },
];
