import { z } from 'zod';
import { count, isoTimestamp } from '../kb/wire-fields';

export const RATINGS = ['up', 'down'] as const;
export type Rating = (typeof RATINGS)[number];

const MAX_COMMENT = 2000;

/** What a rater sends: up, down, or null to take a rating back, with an optional comment. */
export const ratingRequestSchema = z.object({
  rating: z.enum(RATINGS, { error: 'rating must be "up", "down" or null' }).nullable(),
  comment: z
    .string({ error: 'comment must be text' })
    .trim()
    .max(MAX_COMMENT, `comment must be at most ${MAX_COMMENT} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type RatingRequest = z.input<typeof ratingRequestSchema>;

/** A stored rating on an assistant message: who rated it and when. */
export const messageRatingSchema = z.object({
  rating: z.enum(RATINGS),
  comment: z.string().nullable(),
  ratedBy: z.string(),
  ratedByName: z.string().nullable().optional(),
  ratedAt: isoTimestamp,
});
export type MessageRating = z.infer<typeof messageRatingSchema>;

/** The staff follow-up on a console answer: rating, and the staff answer that improved it. */
export const messageFeedbackSchema = z.object({
  rating: messageRatingSchema.nullable(),
  improvedAt: isoTimestamp.nullable(),
  staffAnswerId: z.string().nullable(),
  declined: z.boolean(),
  /**
   * The idempotency keys of the gateway operations that last rated and improved the answer
   * (feedback-operation-schemas.ts): a retry with the same key is answered from here.
   */
  ratingKey: z.string().nullable().optional(),
  improveKey: z.string().nullable().optional(),
});
export type MessageFeedback = z.infer<typeof messageFeedbackSchema>;

/** Marks a console answer as improved by the staff answer saved from it. */
/**
 * The staff answer's id as its bot's service named it: the gateway alone sends it, having
 * just saved the staff answer there. An id is letters, digits and `_ . : -` (a UUID here),
 * never markup.
 */
export const improvedRequestSchema = z.object({
  staffAnswerId: z
    .string({ error: 'staffAnswerId is required' })
    .regex(
      /^[A-Za-z0-9_.:-]{1,100}$/,
      'staffAnswerId must be 1-100 letters, digits, "_", ".", ":" or "-"',
    ),
});

export const MESSAGE_SEARCH_VIEWS = ['all', 'needs-review'] as const;
export const MAX_MESSAGE_PAGE = 100;

/** `[start, end)` of a piece of a message's `content`, in UTF-16 code units (JavaScript string offsets). */
export const textRangeSchema = z.tuple([count, count]);
export type TextRange = z.infer<typeof textRangeSchema>;

/** One answer or question found by the message search, with the match marked. */
export const messageHitSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  conversationTitle: z.string(),
  botId: z.string(),
  messageType: z.enum(['USER', 'ASSISTANT']),
  /** Whether it is the bot's answer; an "assistant" message written by hand is a person's. */
  fromBot: z.boolean().optional(),
  content: z.string(),
  /**
   * The part of `content` to show: in a list, a short window around the first match; in one
   * conversation's thread (`conversationId`), the whole text.
   */
  excerpt: textRangeSchema,
  /**
   * The matched words inside the excerpt, in order, as offsets into `content`: offsets
   * rather than marks in the text, so nothing typed into a message can fake or hide one.
   */
  marks: z.array(textRangeSchema),
  question: z.string().nullable(),
  orderIndex: z.number().int(),
  createdAt: isoTimestamp,
  feedback: messageFeedbackSchema,
});
export type MessageHit = z.infer<typeof messageHitSchema>;

export const messageHitPageSchema = z.object({
  items: z.array(messageHitSchema),
  total: count,
  limit: count,
  offset: count,
});
export type MessageHitPage = z.infer<typeof messageHitPageSchema>;
