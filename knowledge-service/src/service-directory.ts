import type { AnswerOutcome } from '@switchboard/domain';

export const DEFAULT_SERVICE = 'default';

export interface KbService {
  slug: string;
  /** The bot's name, or the general service's. */
  name: string;
}

/** A staff rating of one of the service's answers, kept by the console, by the answer's trace. */
export interface ConsoleRating {
  traceId: string;
  rating: 'up' | 'down';
}

/**
 * A chat turn the console asked the service and recorded as two messages of its own
 * conversation, found by the answer's trace: the service keeps only its chat event of it.
 * Times are ISO 8601.
 */
export interface ConsoleTurn {
  traceId: string;
  questionId: string;
  question: string;
  askedAt: string;
  answerId: string;
  answer: string;
  answeredAt: string;
  outcome: AnswerOutcome | null;
  /** The answer's fields as the console keeps them: session, sources, confidence, retriever, trace. */
  answerFields: Record<string, unknown>;
}

/** A write the gateway made here for a console operation, named by that operation's key. */
export interface ConsoleWrite {
  service: string;
  /** A collection made for a new business, or a staff answer made by "Improve this answer". */
  kind: 'collection' | 'staff_answer';
  objectId: string;
  key: string;
}

/**
 * Which bots have a knowledge service here, and what the console keeps of their answers:
 * what the knowledge service asks of the platform that hosts it, which knows the bots.
 * Asked per request, so a bot created or re-pointed through the Bots API is served at once.
 */
export interface ServiceDirectory {
  /** The name of the bot whose botPath ends in /kb/<slug>, if one does. */
  botNameForSlug(slug: string): Promise<string | undefined>;
  /**
   * The ratings the console keeps of this service's answers (the console owns them; the
   * service reads them for its analytics). A host without a console has none.
   */
  consoleRatings?(slug: string): Promise<ConsoleRating[]>;
  /**
   * The console's turns among these traces of this service's answers (the console owns
   * them; the service's history and analytics read them). A host without a console has none.
   */
  consoleTurns?(slug: string, traceIds: string[]): Promise<ConsoleTurn[]>;
  /**
   * Whether the console recorded the operation a pending write was made for (its key, or
   * what it keeps naming the object), so the write stays; otherwise the service undoes it.
   * A host without a console cannot say: its pending writes stay pending.
   */
  consoleRecorded?(write: ConsoleWrite): Promise<boolean>;
}

const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** A knowledge service exists for `default` and for every bot the directory names. */
export async function resolveService(
  directory: ServiceDirectory,
  rawSlug: string,
): Promise<KbService | undefined> {
  const slug = rawSlug.toLowerCase();
  if (!SLUG_PATTERN.test(slug)) return undefined;
  if (slug === DEFAULT_SERVICE) return { slug, name: 'General knowledge service' };
  const name = await directory.botNameForSlug(slug);
  return name === undefined ? undefined : { slug, name };
}
