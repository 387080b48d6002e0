import { z } from 'zod';
import { messageFeedbackSchema } from '../feedback/feedback-schemas';
import { LONG_TEXT, QUESTION_MAX_LENGTH } from '../rules/fields';
import { answerOutcomeSchema } from './answer-outcome';
import { MESSAGE_TYPES } from './conversation-options';

const MAX_TEXT = 5 * LONG_TEXT;

/**
 * A passage a bot's answer drew on. Services name their fields differently (passage or
 * excerpt), so unknown fields are kept rather than dropped.
 */
export const chatSourceSchema = z.looseObject({
  type: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
  title: z.string().optional(),
  url: z.string().nullish(),
  passage: z.string().optional(),
  excerpt: z.string().optional(),
  page: z.number().optional(),
  score: z.number().optional(),
});

/**
 * A bot's answer as one turn stores it: the text once, the rest as fields. A decline
 * ("I don't know") is an answer like any other and is stored as such; its `outcome` says
 * it was one (answer-outcome.ts), never its text.
 */
export const chatAnswerSchema = z.object({
  text: z.string({ error: 'answer.text must be text' }).max(MAX_TEXT, 'answer.text is too long'),
  outcome: answerOutcomeSchema.nullable().default(null),
  session_id: z.string().max(200).nullable().default(null),
  sources: z.array(chatSourceSchema).max(200).default([]),
  confidence: z.number().nullable().default(null),
  retriever_type: z.string().max(200).nullable().default(null),
  trace_id: z.string().max(200).nullable().default(null),
});

/**
 * Made once per user action and kept across Retry, so a repeated turn is recognised.
 * Letters, digits, `-` and `_` only: it is a path segment on the lookup route.
 */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKey is required' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotencyKey must be 8–100 letters, digits, - or _');

const questionText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(QUESTION_MAX_LENGTH, `${label} must be at most ${QUESTION_MAX_LENGTH} characters`);

/** What the browser sends the gateway: the question and its key; the bot is the conversation's. */
export const chatTurnRequestSchema = z.object({
  text: questionText('text'),
  idempotencyKey: idempotencyKeySchema,
});

/** What the gateway asks the platform to store in one transaction. */
export const chatTurnStoreSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  question: questionText('question'),
  answer: chatAnswerSchema,
});

/** A stored message as the Bots API returns it. */
export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  content: z.string(),
  messageObject: z.record(z.string(), z.unknown()),
  orderIndex: z.number().int(),
  /** An answer's outcome as its service reported it; null for a question or when it did not say. */
  outcome: answerOutcomeSchema.nullable(),
  /** The account whose request stored it; null for the bot's answers (and old answers). */
  authorId: z.string().nullable().optional(),
  /**
   * Whether it is the bot's answer: only a turn the gateway stored is. An "assistant"
   * message written through the message CRUD is a person's, shown and counted as theirs.
   */
  fromBot: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Staff follow-up on an answer, when it has any. */
  feedback: messageFeedbackSchema.optional(),
});

/** A stored turn; `replayed` says it was stored by an earlier call with the same key. */
export const chatTurnSchema = z.object({
  replayed: z.boolean(),
  userMessage: messageSchema,
  assistantMessage: messageSchema,
});

/**
 * The assistant message's messageObject for a turn: the answer's fields without its text,
 * which lives once in `content`, and without its outcome, which lives once in `outcome`.
 */
export function turnAnswerObject(answer: ChatAnswerInput): Record<string, unknown> {
  const { text: _text, outcome: _outcome, ...fields } = answer;
  return fields;
}

export type ChatSource = z.output<typeof chatSourceSchema>;
export type ChatAnswer = z.output<typeof chatAnswerSchema>;
export type ChatAnswerInput = z.input<typeof chatAnswerSchema>;
export type ChatTurnRequest = z.output<typeof chatTurnRequestSchema>;
export type ChatTurnStore = z.input<typeof chatTurnStoreSchema>;
export type StoredMessage = z.output<typeof messageSchema>;
export type ChatTurn = z.output<typeof chatTurnSchema>;
