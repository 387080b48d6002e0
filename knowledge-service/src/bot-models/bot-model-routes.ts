import type { FastifyInstance } from 'fastify';
import {
  botModelInputSchema,
  type BotModel,
  type BotModelInput,
  type BotModelTest,
} from '@switchboard/domain';
import type { Embedder } from '@switchboard/embedding-model';
import { ApiError, badRequest } from '@switchboard/server-kit/http/api-error';
import { parseOrThrow } from '@switchboard/server-kit/http/validate';
import { embeddingHealth } from '../embeddings/embedding-health';
import { recordChange } from '../audit/audited-write';
import type { KbContext } from '../kb-context';
import { both } from '../route-paths';
import { latestReembedJob, saveBotModel, type BotModelRow } from '../embeddings/bot-model-store';
import { endpointAddress } from '../embeddings/endpoint-address';
import type { ModelDirectory } from '../embeddings/model-directory';

// What the Test button embeds: a customer's sentence, as a question would arrive.
const SAMPLE = 'Can I return an item I bought three weeks ago?';

/** An endpoint that cannot be used is the form's fault (its URL, model or key): a 422 the panel shows. */
const unusable = (message: string) => new ApiError(422, message);

type EndpointInput = Extract<BotModelInput, { source: 'endpoint' }>;

/** A model as its entry shows it: the key only as changed or not (a secret-named field). */
// What a save writes: whether a stored key opens is read back, never written.
type SavedModelRow = Omit<BotModelRow, 'keyError'>;

const auditedModel = (row: SavedModelRow, modelId: string | null) => ({
  source: row.source,
  base_url: row.baseUrl,
  model: row.model,
  api_key: row.apiKey,
  model_id: modelId,
});

/**
 * The key an endpoint form means: the one typed, none when cleared, or, left blank, the saved
 * one, but only for the same origin, so a saved key is never sent to a host it was not for.
 * A saved key this service cannot open (another KB_SECRET_KEY sealed it) is a 422 saying so.
 */
function keyFor(input: EndpointInput, saved: BotModelRow): string | null {
  if (input.api_key !== undefined) return input.api_key || null;
  if (saved.source !== 'endpoint' || !saved.baseUrl) return null;
  if (new URL(saved.baseUrl).origin !== new URL(input.base_url).origin) return null;
  if (saved.keyError) throw unusable(saved.keyError);
  return saved.apiKey;
}

/** Refuses (400) an endpoint the outbound guard would not let the service call. */
async function checkAddress(ctx: KbContext, baseUrl: string): Promise<void> {
  try {
    await endpointAddress(ctx.config.embeddingsAllowedOrigins, baseUrl).check();
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : String(error));
  }
}

async function modelAnswer(ctx: KbContext, models: ModelDirectory, service: string) {
  // The job first: one that finished after the retrieval was read would show 'done' beside
  // 'bm25'; read before, a job seen done is done for the retrieval too.
  const job = await latestReembedJob(ctx.db, service);
  const bot = await models.forService(service);
  const health = await models.healthOf(service);
  const { retrieval } = await embeddingHealth(ctx.db, service, health);
  return {
    source: bot.row.source,
    base_url: bot.row.baseUrl,
    model: bot.row.model,
    api_key_set: Boolean(bot.row.apiKey ?? bot.row.keyError),
    model_id: health.model,
    embedded_model: { id: models.runtime.modelId, status: models.runtime.status },
    retrieval: retrieval === 'hybrid' ? 'hybrid' : 'bm25',
    job,
  } satisfies BotModel;
}

/** The embedder a form names, ready to call. */
async function embedderFor(
  ctx: KbContext,
  input: BotModelInput,
  saved: BotModelRow,
): Promise<Embedder> {
  const { models } = ctx.embeddings;
  if (input.source === 'embedded') {
    const embedder = await models.runtime.loaded;
    if (!embedder)
      throw unusable(`The embedded model is not available: ${models.runtime.reason ?? 'unknown'}`);
    return embedder;
  }
  await checkAddress(ctx, input.base_url);
  return models.endpoint({
    baseUrl: input.base_url,
    model: input.model,
    apiKey: keyFor(input, saved),
  });
}

/** A bot's "Model" panel: which model embeds its knowledge, a test of it, and the re-embedding's progress. */
export function registerBotModelRoutes(app: FastifyInstance, ctx: KbContext): void {
  const { models } = ctx.embeddings;

  both(app, 'GET', '/model', async (request) => modelAnswer(ctx, models, request.kbService.slug));

  both(app, 'PUT', '/model', async (request) => {
    const input = parseOrThrow(botModelInputSchema, request.body);
    const service = request.kbService.slug;
    const current = await models.forService(service);
    const from = current.row.source === 'embedded' ? models.runtime.modelId : current.modelId;
    let row: SavedModelRow;
    if (input.source === 'embedded') {
      row = { source: 'embedded', baseUrl: null, model: null, apiKey: null, modelId: null };
    } else {
      await checkAddress(ctx, input.base_url);
      row = {
        source: 'endpoint',
        baseUrl: input.base_url,
        model: input.model,
        apiKey: keyFor(input, current.row),
        modelId: models.endpointModelId({ baseUrl: input.base_url, model: input.model }),
      };
    }
    const to = row.source === 'embedded' ? models.runtime.modelId : row.modelId;
    // The key is named changed, never shown (auditChanges keeps secret-named fields out).
    await saveBotModel(ctx.db, models.secrets, service, row, { from, to }, (tx) =>
      recordChange(ctx, tx, request, {
        action: 'update',
        kind: 'bot-model',
        id: service,
        name: 'model',
        before: auditedModel(current.row, from),
        after: auditedModel(row, to),
      }),
    );
    return modelAnswer(ctx, models, service);
  });

  both(app, 'POST', '/model/test', async (request) => {
    const input = parseOrThrow(botModelInputSchema, request.body);
    const saved = (await models.forService(request.kbService.slug)).row;
    const embedder = await embedderFor(ctx, input, saved);
    const started = performance.now();
    try {
      const [vector] = await embedder.embed([SAMPLE], 'query');
      return {
        model_id: embedder.modelId,
        dimensions: vector!.length,
        milliseconds: Math.round(performance.now() - started),
      } satisfies BotModelTest;
    } catch (error) {
      // The endpoint's own words (refused key, unknown model, unreachable) are what staff need.
      throw unusable(error instanceof Error ? error.message : String(error));
    }
  });
}
