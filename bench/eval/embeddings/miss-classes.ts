/**
 * `npx tsx bench/eval/embeddings/miss-classes.ts [OUT.json]`: every answerable evaluation
 * question whose chosen sentence (answered or withheld by the decline) does not state the fact
 * from the right document, sorted into where the answer step went wrong: the passage holding
 * the fact not among the passages the composer reads (a), among them but another passage chosen
 * (b), the right passage but another of its sentences (c), an outdated page chosen over the
 * current one (d); a declined right answer is counted apart (the decline's, not the answer
 * step's). Several facts in one question (e) and a wrong expectation (f) need reading: the
 * JSON carries what that takes. Changes nothing.
 */
import { writeFileSync } from 'node:fs';
import { DEFAULT_MODEL_ID } from '@switchboard/embedding-model';
import {
  answerQuestion,
  marksOutdated,
  questionParts,
} from '@switchboard/knowledge-service/retrieval';
import { EVAL_QUESTION_SETS, evalHalf, isWorded } from '@switchboard/knowledge-service/seed';
import { states } from '../metrics';
import { startAnswerStepPlatform } from './answer-step-platform';

// The passages whose sentences compete for the answer (answer-composer.ts), and the chat's top k.
const ANSWER_CHUNKS = 3;
const CHAT_TOP_K = 5;
const SHOWN = 20;

type MissClass =
  | 'right'
  | 'declined right'
  | 'right fact, other document'
  | 'a: not in top 3'
  | 'b: retrieved, not chosen'
  | 'c: right passage, wrong sentence'
  | 'd: outdated page chosen';

const count = (n: number, of: number) => (of === 0 ? '-' : `${n} / ${of}`);

async function main(): Promise<void> {
  const out = process.argv[2] ?? '/tmp/miss-classes.json';
  const { db, vectors, names, close } = await startAnswerStepPlatform(DEFAULT_MODEL_ID);
  const rows: Record<string, unknown>[] = [];
  try {
    for (const set of EVAL_QUESTION_SETS)
      for (const q of set.answerable) {
        const { retrieval, answer } = await answerQuestion(
          db,
          set.slug,
          q.question,
          SHOWN,
          vectors,
          'public',
          CHAT_TOP_K,
        );
        const shown = answer.withheld ?? answer;
        const declined = answer.outcome === 'declined';
        const cited = shown.sources[0];
        const citedName = cited ? (names.get(cited.id) ?? cited.id) : null;
        const stated = shown.sources.length > 0 && states(shown.answer, q.fact);
        const owner = (c: { documentId: string | null; webpageId: string | null }) =>
          names.get((c.documentId ?? c.webpageId)!)!;
        const factAt = retrieval.chunks.findIndex(
          (c) => owner(c) === q.source && states(c.content, q.fact),
        );
        const chosenAt = cited
          ? retrieval.chunks.findIndex(
              (c) =>
                (c.documentId ?? c.webpageId) === cited.id &&
                c.content.startsWith(cited.passage.replace(/…$/, '')),
            )
          : -1;
        const chosenTitle = chosenAt >= 0 ? retrieval.chunks[chosenAt]!.title : '';
        let kind: MissClass;
        if (stated && citedName === q.source) kind = declined ? 'declined right' : 'right';
        else if (stated) kind = 'right fact, other document';
        else if (factAt < 0 || factAt >= ANSWER_CHUNKS) kind = 'a: not in top 3';
        else if (chosenAt === factAt) kind = 'c: right passage, wrong sentence';
        else if (marksOutdated(chosenTitle)) kind = 'd: outdated page chosen';
        else kind = 'b: retrieved, not chosen';
        rows.push({
          id: q.id,
          slug: set.slug,
          group: isWorded(q.id) ? 'new' : evalHalf(q.id),
          question: q.question,
          fact: q.fact,
          source: q.source,
          parts: questionParts(q.question).length,
          kind,
          declined,
          factRank: factAt < 0 ? null : factAt + 1,
          chosenRank: chosenAt < 0 ? null : chosenAt + 1,
          cited: citedName,
          chosenTitle,
          said: shown.answer,
          passages: retrieval.chunks.slice(0, CHAT_TOP_K).map((c) => ({
            doc: owner(c),
            title: c.title,
            content: c.content,
          })),
        });
      }
  } finally {
    await close();
  }
  writeFileSync(out, JSON.stringify(rows, null, 1));
  const kinds = [...new Set(rows.map((r) => r.kind as string))].sort();
  const groups: [string, (r: Record<string, unknown>) => boolean][] = [
    ['customer-support', (r) => r.slug === 'customer-support'],
    ['govstack-services', (r) => r.slug === 'govstack-services'],
    ['hr-onboarding', (r) => r.slug === 'hr-onboarding'],
    ['held out', (r) => r.group !== 'odd'],
    ['all', () => true],
  ];
  console.log(`| class | ${groups.map(([g]) => g).join(' | ')} |`);
  console.log(`|---|${groups.map(() => '---').join('|')}|`);
  for (const kind of kinds)
    console.log(
      `| ${kind} | ${groups
        .map(([, keep]) => {
          const inGroup = rows.filter(keep);
          return count(inGroup.filter((r) => r.kind === kind).length, inGroup.length);
        })
        .join(' | ')} |`,
    );
  for (const r of rows)
    if (r.kind !== 'right')
      console.log(
        `${r.kind} · ${r.id}${r.declined ? ' (declined)' : ''} parts ${r.parts} fact@${r.factRank} chosen@${r.chosenRank} "${r.question}" wants "${r.fact}" @ ${r.source}\n  ${r.cited}: ${String(r.said).slice(0, 240)}`,
      );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
