import { z } from 'zod';
import { count, isoTimestamp } from './wire-fields';

export const BOT_MODEL_SOURCES = ['embedded', 'endpoint'] as const;
export type BotModelSource = (typeof BOT_MODEL_SOURCES)[number];

export const REEMBED_JOB_STATUSES = ['running', 'done', 'superseded'] as const;

export const BOT_MODEL_URL_MAX = 500;
export const BOT_MODEL_NAME_MAX = 200;
export const BOT_MODEL_KEY_MAX = 500;

const baseUrl = z
  .string({ error: 'base_url is required' })
  .trim()
  .min(1, { error: 'base_url is required' })
  .max(BOT_MODEL_URL_MAX, { error: `base_url must be at most ${BOT_MODEL_URL_MAX} characters` })
  .pipe(
    z.url({ error: 'base_url must be a URL' }).refine((value) => /^https?:\/\//i.test(value), {
      error: 'base_url must start with http:// or https://',
    }),
  );

/**
 * `PUT /model` and `POST /model/test`: the embedded model, or an OpenAI-compatible endpoint.
 * An omitted api_key keeps the saved one (the browser never sees it); an empty one clears it.
 */
export const botModelInputSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('embedded') }),
    z.object({
      source: z.literal('endpoint'),
      base_url: baseUrl,
      model: z
        .string({ error: 'model is required' })
        .trim()
        .min(1, { error: 'model is required' })
        .max(BOT_MODEL_NAME_MAX, {
          error: `model must be at most ${BOT_MODEL_NAME_MAX} characters`,
        }),
      api_key: z
        .string({ error: 'api_key must be text' })
        .trim()
        .max(BOT_MODEL_KEY_MAX, {
          error: `api_key must be at most ${BOT_MODEL_KEY_MAX} characters`,
        })
        .optional(),
    }),
  ],
  { error: 'source must be "embedded" or "endpoint"' },
);

export type BotModelInput = z.infer<typeof botModelInputSchema>;

/** The re-embedding a change of model started, with its progress. */
export const reembedJobSchema = z
  .object({
    id: z.string(),
    model_id: z.string(),
    status: z.enum(REEMBED_JOB_STATUSES),
    total: count,
    embedded: count,
    started_at: isoTimestamp,
    finished_at: isoTimestamp.nullable(),
    last_error: z.string().nullable(),
  })
  .strict();

export type ReembedJob = z.infer<typeof reembedJobSchema>;

/** `GET /model`: the bot's model; the API key only as whether one is set. */
export const botModelSchema = z
  .object({
    source: z.enum(BOT_MODEL_SOURCES),
    base_url: z.string().nullable(),
    model: z.string().nullable(),
    api_key_set: z.boolean(),
    /** What the bot's vectors are stored under; null when no model is available. */
    model_id: z.string().nullable(),
    embedded_model: z.object({ id: z.string().nullable(), status: z.string() }).strict(),
    /** `bm25` while the model is unavailable or a re-embedding runs. */
    retrieval: z.enum(['hybrid', 'bm25']),
    job: reembedJobSchema.nullable(),
  })
  .strict();

export type BotModel = z.infer<typeof botModelSchema>;

/** `POST /model/test`: one sample embedded through the chosen model. */
export const botModelTestSchema = z
  .object({ model_id: z.string(), dimensions: count, milliseconds: count })
  .strict();

export type BotModelTest = z.infer<typeof botModelTestSchema>;
