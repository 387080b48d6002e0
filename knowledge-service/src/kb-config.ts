import { DEFAULT_MODEL_ID, embeddedModel } from '@switchboard/embedding-model';
import { parseOriginList } from '@switchboard/outbound-guard';
import { positiveInt } from '@switchboard/server-kit/config/positive-int';
import { DEFAULT_PIPELINE_SETTINGS, type PipelineSettings } from './indexing/pipeline-thread';

type Env = Record<string, string | undefined>;

export interface KbConfig {
  /** Every /kb route needs it in X-API-Key; unset, every /kb call is refused. */
  apiKey: string | undefined;
  maxUploadBytes: number;
  /** Reading uploads and crawled pages: its time limit and the archive caps. */
  pipeline: PipelineSettings;
  crawl: {
    /**
     * Exact origins the crawler may reach even when private or loopback; unset means only
     * the demo site the platform serves.
     */
    allowedOrigins: string[] | undefined;
    timeoutMs: number;
    maxPageBytes: number;
  };
  /** The embedded model chunks and questions are embedded with; null: BM25 alone. */
  embeddingModel: string | null;
  /**
   * Exact origins a bot's own embeddings endpoint may reach even when private or loopback
   * (a model served on the host or its network); any other endpoint must be public.
   */
  embeddingsAllowedOrigins: string[];
  /**
   * How old a write made for a console operation must be before the service asks the console
   * whether it recorded it (pending-writes/): longer than the gateway's platform timeout,
   * twice, since the gateway asks again once.
   */
  pendingWriteGraceMs: number;
  /**
   * KB_SECRET_KEY: what secrets kept in the database (a bot's endpoint API key) are sealed
   * under; unset, a key generated on first start and kept in kb_secrets.
   */
  secretKey: string | undefined;
  /** KB_SECRET_KEY_PREVIOUS: earlier keys (comma-separated), only to open what they sealed. */
  previousSecretKeys: string[];
}

const MB = 1024 * 1024;
// A sealing secret shorter than this is a password, not a key (`openssl rand -base64 32` is 44).
const MIN_SECRET_LENGTH = 32;

function secretKey(value: string, name: string): string {
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${name} must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -base64 32)`,
    );
  return value;
}

export function loadKbConfig(env: Env): KbConfig {
  if (env.KB_CRAWL_ALLOWED_HOSTS) {
    // A bare host used to admit every port on it; say so rather than guess a port.
    throw new Error(
      'KB_CRAWL_ALLOWED_HOSTS is gone: list exact origins in KB_CRAWL_ALLOWED_ORIGINS',
    );
  }
  return {
    apiKey: env.KB_API_KEY?.trim() || undefined,
    maxUploadBytes: positiveInt(env.KB_MAX_UPLOAD_BYTES, 25 * MB, 'KB_MAX_UPLOAD_BYTES'),
    pipeline: {
      timeLimitMs: positiveInt(
        env.KB_INGEST_TIME_LIMIT_MS,
        DEFAULT_PIPELINE_SETTINGS.timeLimitMs,
        'KB_INGEST_TIME_LIMIT_MS',
      ),
      archive: {
        maxEntries: DEFAULT_PIPELINE_SETTINGS.archive.maxEntries,
        maxUnpackedBytes: positiveInt(
          env.KB_MAX_UNZIPPED_BYTES,
          DEFAULT_PIPELINE_SETTINGS.archive.maxUnpackedBytes,
          'KB_MAX_UNZIPPED_BYTES',
        ),
      },
    },
    crawl: {
      allowedOrigins:
        env.KB_CRAWL_ALLOWED_ORIGINS === undefined
          ? undefined
          : parseOriginList(env.KB_CRAWL_ALLOWED_ORIGINS, 'KB_CRAWL_ALLOWED_ORIGINS'),
      timeoutMs: positiveInt(env.KB_CRAWL_TIMEOUT_MS, 10_000, 'KB_CRAWL_TIMEOUT_MS'),
      maxPageBytes: positiveInt(env.KB_CRAWL_MAX_PAGE_BYTES, 2 * MB, 'KB_CRAWL_MAX_PAGE_BYTES'),
    },
    // An unknown name stops the start rather than fall back to BM25 unnoticed.
    embeddingModel:
      env.KB_EMBEDDING_MODEL?.trim() === 'none'
        ? null
        : embeddedModel(env.KB_EMBEDDING_MODEL?.trim() || DEFAULT_MODEL_ID).id,
    embeddingsAllowedOrigins: parseOriginList(
      env.KB_EMBEDDINGS_ALLOWED_ORIGINS ?? '',
      'KB_EMBEDDINGS_ALLOWED_ORIGINS',
    ),
    pendingWriteGraceMs: positiveInt(
      env.KB_PENDING_WRITE_GRACE_MS,
      2 * 60_000,
      'KB_PENDING_WRITE_GRACE_MS',
    ),
    secretKey: env.KB_SECRET_KEY?.trim()
      ? secretKey(env.KB_SECRET_KEY.trim(), 'KB_SECRET_KEY')
      : undefined,
    previousSecretKeys: (env.KB_SECRET_KEY_PREVIOUS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .map((key) => secretKey(key, 'KB_SECRET_KEY_PREVIOUS')),
  };
}
