/**
 * `npx tsx bench/eval/embeddings/choice-pool-dump.ts [OUT.json]`: for every evaluation question,
 * every sentence the answer step could choose among the fused top 3 passages, with what the
 * choice could read about it (its cosine and BM25 rating, whether it holds the kind of value
 * asked, its passage's rank, cosine, BM25 and title, the question's words its title and heading
 * hold) and what choosing it would give (the answer around it, whether that states the fact from
 * the right document, the decline's probability with its cosine). For fitting a choice offline
 * on the odd ids: a rule's answers can be read off the pool without the service. Changes nothing.
 */
import { writeFileSync } from 'node:fs';
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import {
  answerableProbability,
  answerAround,
  byMeaning,
  DECLINE_CALIBRATIONS,
  isOutdated,
  rateSentences,
  retrieveHybrid,
  wantedTypes,
} from '@switchboard/knowledge-service/retrieval';
import {
  EVAL_QUESTION_SETS,
  evalHalf,
  isWorded,
  type AnswerableQuestion,
} from '@switchboard/knowledge-service/seed';
import { states } from '../metrics';
import { startAnswerStepPlatform } from './answer-step-platform';

const ANSWER_CHUNKS = 3;

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/choice-pool.json';
  const { db, vectors, names, close } = await startAnswerStepPlatform(DEFAULT_MODEL_ID);
  const rows: unknown[] = [];
  try {
    for (const set of EVAL_QUESTION_SETS)
      for (const q of [...set.answerable, ...set.unanswerable]) {
        const { fact, source } = q as Partial<AnswerableQuestion>;
        const retrieval = await retrieveHybrid(db, set.slug, q.question, 5, vectors, 'public');
        const chunks = retrieval.chunks.slice(0, ANSWER_CHUNKS);
        const rating = await rateSentences(db, retrieval, chunks, retrieval.meaning);
        const wanted = wantedTypes(retrieval.analysis.question);
        const asked = retrieval.analysis.words.map((w) => w.term);
        const { signals, meaning } = retrieval;
        const calibration = signals ? DECLINE_CALIBRATIONS[signals.model] : undefined;
        const probability = (cosine: number | undefined) =>
          calibration && signals && meaning && cosine !== undefined
            ? answerableProbability(calibration, {
                ...signals,
                sentence: cosine - meaning.background,
              })
            : null;
        const prose = rating.rated.filter((c) => !c.heading);
        const current = byMeaning(prose) ?? byMeaning(rating.rated);
        const owner = (c: { documentId: string | null; webpageId: string | null }) =>
          names.get((c.documentId ?? c.webpageId)!)!;
        rows.push({
          id: q.id,
          slug: set.slug,
          group: isWorded(q.id) ? 'new' : evalHalf(q.id),
          question: q.question,
          fact,
          source,
          asked,
          background: meaning?.background ?? null,
          threshold: calibration?.threshold ?? null,
          passages: chunks.map((c) => ({
            doc: owner(c),
            title: c.title,
            cosine: c.cosine ?? null,
            bm25: c.bm25,
            coverage: c.coverage,
            titleTerms: [...rating.termsOf(c.title).keys()],
            factHere: fact !== undefined && owner(c) === source && states(c.content, fact),
          })),
          pool: rating.rated.map((c) => {
            const pick = answerAround(rating, c, wanted, asked, (title) =>
              isOutdated(title, retrieval.analysis),
            );
            return {
              chunk: c.chunkIndex,
              index: c.index,
              text: c.text,
              heading: c.heading,
              score: c.score,
              typed: c.typed,
              cosine: c.cosine ?? null,
              terms: [...rating.termsOf(c.text).keys()],
              current: c === current,
              answer: pick.text,
              stated: fact !== undefined && states(pick.text, fact),
              rightDoc: owner(c.chunk) === source,
              p: probability(c.cosine),
            };
          }),
        });
      }
  } finally {
    await close();
  }
  writeFileSync(out, JSON.stringify(rows));
  console.log(`${rows.length} questions → ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
