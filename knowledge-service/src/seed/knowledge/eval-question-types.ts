/**
 * The evaluation set over a seeded bot's knowledge base: questions written as people ask
 * them (paraphrased, not the documents' words), each with the fact a right answer states
 * and the document it must cite, plus questions the knowledge cannot answer.
 */
export interface AnswerableQuestion {
  /** Stable id, e.g. `cs-001`. */
  id: string;
  question: string;
  /**
   * Text copied verbatim from the source document that a right answer contains (compared
   * case-insensitively with whitespace collapsed): a number, date, name or short phrase.
   */
  fact: string;
  /** The seed document's `fileName` the answer must cite first. */
  source: string;
}

export interface UnanswerableQuestion {
  id: string;
  question: string;
}

export interface EvalQuestionSet {
  /** The bot's knowledge-service slug. */
  slug: string;
  answerable: AnswerableQuestion[];
  unanswerable: UnanswerableQuestion[];
}
