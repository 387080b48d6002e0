import type { AuditAction } from '@switchboard/domain';
import type { Database, Db } from '@switchboard/server-kit/db/connect';
import type { JobQueue } from '@switchboard/server-kit/jobs/job-queue';
import type { ServiceDirectory } from './service-directory';

/** A seeded document's original file, rendered again from the seed it came from. */
export interface SeedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** Finds the seed file of a document the host seeded; undefined for any other document. */
export type SeedFileSource = (service: string, documentId: string) => Promise<SeedFile | undefined>;

/** One staff write of the service, as the console's audit log records it. */
export interface KnowledgeAuditEntry {
  /** The signed-in user the gateway names (its caller header), or the caller's own user_id. */
  actorId: string | null;
  action: AuditAction;
  kind: string;
  entityId: string | null;
  /** Readable: the thing's name, after the bot's slug. */
  entityName: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
}

/**
 * Where the service's writes are recorded: the host keeps the one audit log the console
 * reads, and writes each entry on the transaction (`tx`) of the change it describes, so an
 * entry that cannot be written fails the change (docs/architecture.md, "One audit log").
 */
export interface KnowledgeAudit {
  record(tx: Db, entry: KnowledgeAuditEntry): Promise<void>;
}

/** What the process that runs the knowledge service lends it. */
export interface KnowledgeServiceHost {
  database: Database;
  /** The durable queue crawls, recrawls and ingestion run on (any instance works them). */
  jobs: JobQueue;
  directory: ServiceDirectory;
  audit: KnowledgeAudit;
  /** The demo site's origin once it listens; undefined when it is off. */
  demoSiteOrigin(): string | undefined;
  /**
   * The seed a re-index reads seeded documents again from. The seed data sits at the
   * package's edge (its `./seed` entry), so the host passes it in rather than the request
   * path importing it; without it a seeded document is re-chunked from its stored chunks.
   */
  seedFile?: SeedFileSource;
}
