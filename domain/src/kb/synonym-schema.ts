import { z } from 'zod';
import { isoTimestamp } from './wire-fields';

/** One entry of a bot's domain synonym list: a phrase its users say and the words its knowledge uses. */
export const domainSynonymSchema = z
  .object({
    id: z.string(),
    phrase: z.string(),
    synonyms: z.array(z.string()),
    created_at: isoTimestamp,
  })
  .strict();

export type DomainSynonymEntry = z.infer<typeof domainSynonymSchema>;

/** `GET /synonyms/`. */
export const domainSynonymListSchema = z
  .object({ synonyms: z.array(domainSynonymSchema) })
  .strict();

export const SYNONYM_PHRASE_MAX = 100;
export const SYNONYMS_MAX = 10;

/** `POST /synonyms/`: the same rules on the form and on the server. */
export const domainSynonymInputSchema = z.object({
  phrase: z
    .string({ error: 'phrase is required' })
    .trim()
    .min(1, { error: 'phrase is required' })
    .max(SYNONYM_PHRASE_MAX, { error: `phrase must be at most ${SYNONYM_PHRASE_MAX} characters` }),
  synonyms: z
    .array(
      z
        .string({ error: 'each synonym must be text' })
        .trim()
        .min(1, { error: 'a synonym cannot be empty' })
        .max(SYNONYM_PHRASE_MAX, {
          error: `each synonym must be at most ${SYNONYM_PHRASE_MAX} characters`,
        }),
      { error: 'synonyms must be a list of words' },
    )
    .min(1, { error: 'synonyms needs at least one word' })
    .max(SYNONYMS_MAX, { error: `synonyms takes at most ${SYNONYMS_MAX} words` }),
});

export type DomainSynonymInput = z.infer<typeof domainSynonymInputSchema>;
