import { OpenAiEmbeddings, type Embedder } from '@switchboard/embedding-model';
import type { Db } from '@switchboard/server-kit/db/connect';
import type { HealthModel } from './embedding-health';
import type { EmbeddingRuntime } from './embedding-runtime';
import type { SecretBox } from '../secrets/secret-box';
import { botModelOf, type BotModelRow } from './bot-model-store';
import { endpointAddress } from './endpoint-address';

/** An endpoint as saved or typed into the panel. */
export interface EndpointSettings {
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

/** What a bot embeds with now. */
export interface BotEmbedding {
  /** Null when its model is unavailable (the embedded one not loaded or switched off). */
  embedder: Embedder | null;
  /** The model its vectors are stored under. */
  modelId: string | null;
  /** A change of model is being embedded: retrieval is BM25 alone until it is done. */
  reembedding: boolean;
  row: BotModelRow;
}

// Endpoint clients kept for reuse: one per distinct setting, so a saved change is a new client.
const MAX_CLIENTS = 100;

/**
 * Which model each bot embeds with: the process's embedded model, or the bot's own
 * OpenAI-compatible endpoint, called through the outbound guard.
 */
export class ModelDirectory {
  private readonly clients = new Map<string, OpenAiEmbeddings>();

  constructor(
    private readonly db: Db,
    readonly runtime: EmbeddingRuntime,
    private readonly allowedOrigins: readonly string[],
    /** Opens and seals the bots' endpoint API keys. */
    readonly secrets: SecretBox,
  ) {}

  /** The embedded model's id once loaded, null while it is unavailable. */
  get defaultModelId(): string | null {
    return this.runtime.embedder?.modelId ?? null;
  }

  async forService(service: string): Promise<BotEmbedding> {
    const { reembedding, ...row } = await botModelOf(this.db, this.secrets, service);
    if (row.source === 'embedded')
      return { embedder: this.runtime.embedder, modelId: this.defaultModelId, reembedding, row };
    let embedder: Embedder | null = null;
    // A key this service cannot open, or an endpoint the allow-list no longer admits, leaves
    // the bot on BM25 alone, not failing.
    if (row.keyError) return { embedder, modelId: row.modelId, reembedding, row };
    try {
      embedder = this.endpoint({ baseUrl: row.baseUrl!, model: row.model!, apiKey: row.apiKey });
    } catch {
      embedder = null;
    }
    return { embedder, modelId: row.modelId, reembedding, row };
  }

  /** The bot's model as /health and the Model panel report it. */
  async healthOf(service: string): Promise<HealthModel> {
    const bot = await this.forService(service);
    if (bot.row.source === 'embedded')
      return {
        status: this.runtime.status,
        model: bot.modelId ?? this.runtime.modelId,
        reason: this.runtime.reason,
        reembedding: bot.reembedding,
      };
    return {
      status: bot.embedder ? 'ready' : 'unavailable',
      model: bot.modelId,
      reason: bot.embedder
        ? null
        : (bot.row.keyError ??
          `${bot.row.baseUrl} is not among KB_EMBEDDINGS_ALLOWED_ORIGINS: BM25 alone`),
      reembedding: bot.reembedding,
    };
  }

  /** A client for an endpoint; throws EmbeddingsEndpointError for a URL it may not call. */
  endpoint(settings: EndpointSettings): OpenAiEmbeddings {
    const key = JSON.stringify([settings.baseUrl, settings.model, settings.apiKey]);
    let client = this.clients.get(key);
    if (!client) {
      const { lookup } = endpointAddress(this.allowedOrigins, settings.baseUrl);
      client = new OpenAiEmbeddings({
        baseUrl: settings.baseUrl,
        model: settings.model,
        ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
        lookup,
      });
      if (this.clients.size >= MAX_CLIENTS) this.clients.clear();
      this.clients.set(key, client);
    }
    return client;
  }

  /** The model's id an endpoint's vectors are stored under, without calling it. */
  endpointModelId(settings: Omit<EndpointSettings, 'apiKey'>): string {
    return new OpenAiEmbeddings({ baseUrl: settings.baseUrl, model: settings.model }).modelId;
  }
}
