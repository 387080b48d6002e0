/**
 * `npx tsx bench/eval/embeddings/model-cost.ts`: what each embedded model costs per question
 * and per passage on this machine, one text per pass on one thread (as the service embeds a
 * question), median and p95 over the evaluation questions and the first 100 seeded-style
 * passages (the questions' own sets' facts stand in, so no platform is started). A companion
 * model (KB_COMPANION_MODELS) adds its question's cost beside the main model's.
 */
import { EMBEDDED_MODELS, OnnxEmbedder } from '@switchboard/embedding-model';
import { EVAL_QUESTION_SETS } from '@switchboard/knowledge-service/seed';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function timeEach(embedder: OnnxEmbedder, texts: string[], kind: 'query' | 'passage') {
  const times: number[] = [];
  for (const text of texts) {
    const started = performance.now();
    await embedder.embed([text], kind);
    times.push(performance.now() - started);
  }
  return `${quantile(times, 0.5).toFixed(1)} / ${quantile(times, 0.95).toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const questions = EVAL_QUESTION_SETS.flatMap((set) => set.answerable.map((q) => q.question));
  const passages = EVAL_QUESTION_SETS.flatMap((set) =>
    set.answerable.map((q) => `${q.question} ${q.fact} `.repeat(6)),
  ).slice(0, 100);
  console.log(
    '| model | question, median / p95 | passage (~120 words), median / p95 |\n|---|---|---|',
  );
  for (const model of EMBEDDED_MODELS) {
    const embedder = (await OnnxEmbedder.load(model))!;
    await embedder.embed(['warm up'], 'query');
    console.log(
      `| ${model.id} | ${await timeEach(embedder, questions, 'query')} | ${await timeEach(embedder, passages, 'passage')} |`,
    );
    await embedder.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
