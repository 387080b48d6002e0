import type { Db } from '@switchboard/server-kit/db/connect';
import { migrate } from '@switchboard/server-kit/db/migrate';
import type { Migration } from '@switchboard/server-kit/db/migration';
import { answerOutcomeMigration } from './answer-outcome-migration';
import { answersSynonymsMigration } from './answers-synonyms-migration';
import { chunkChangeSeqMigration } from './chunk-change-seq-migration';
import { chunkEmbeddingsMigration } from './chunk-embeddings-migration';
import { changeWritersMigration } from './change-writers-migration';
import { consoleTurnsMigration } from './console-turns-migration';
import { crawlSkipsMigration } from './crawl-skips-migration';
import { bm25LengthStatsMigration } from './bm25-length-stats-migration';
import { kbCrawlOptionsMigration } from './kb-crawl-options-migration';
import { crawlCarrierMigration, durableJobsMigration } from './kb-durable-jobs-migration';
import { botModelsMigration } from './bot-models-migration';
import { kbMigrations } from './kb-migrations';
import { kbProgressMigration } from './kb-progress-migration';
import { kbRetrievalStorageMigration } from './kb-retrieval-storage-migration';
import { kbTermStatsMigration } from './kb-term-stats-migration';
import { reindexMigration } from './reindex-migration';
import { loopStaffAnswersMigration } from './loop-staff-answers-migration';
import { pipelineCitationsMigration } from './pipeline-citations-migration';
import { pipelineStatesMigration } from './pipeline-states-migration';
import { pendingWritesMigration } from './pending-writes-migration';
import { sealedEndpointKeysMigration } from './sealed-endpoint-keys-migration';
import { sentenceEmbeddingsMigration } from './sentence-embeddings-migration';

/** The knowledge service's own tables, all named kb_*. */
export const knowledgeMigrations: Migration[] = [
  ...kbMigrations,
  kbProgressMigration,
  kbCrawlOptionsMigration,
  kbRetrievalStorageMigration,
  kbTermStatsMigration,
  durableJobsMigration,
  crawlCarrierMigration,
  bm25LengthStatsMigration,
  answersSynonymsMigration,
  reindexMigration,
  pipelineCitationsMigration,
  pipelineStatesMigration,
  loopStaffAnswersMigration,
  answerOutcomeMigration,
  consoleTurnsMigration,
  pendingWritesMigration,
  chunkEmbeddingsMigration,
  botModelsMigration,
  crawlSkipsMigration,
  chunkChangeSeqMigration,
  sealedEndpointKeysMigration,
  sentenceEmbeddingsMigration,
  changeWritersMigration,
];

export const migrateKnowledgeService = (db: Db) => migrate(db, knowledgeMigrations);
