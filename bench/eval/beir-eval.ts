import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { retrieve } from '@switchboard/knowledge-service/retrieval';
import { KEY_HEADER, startEvalPlatform } from './eval-platform';
import { distinctInOrder, mean, ndcgAt, recallAt } from './metrics';

/*
 * BEIR's format (Thakur et al. 2021): corpus.jsonl ({_id, title, text} per line),
 * queries.jsonl ({_id, text}), qrels/test.tsv (query-id, corpus-id, score, after a header).
 * Every document is uploaded to a throwaway knowledge service as a text file through the
 * upload route (extract, chunk, index), so the figures are the service's own.
 */

export interface BeirResult {
  documents: number;
  queries: number;
  ndcg10: number;
  recall100: number;
}

async function* lines(file: string): AsyncGenerator<string> {
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity }))
    if (line.trim() !== '') yield line;
}

async function readQrels(file: string): Promise<Map<string, Map<string, number>>> {
  const qrels = new Map<string, Map<string, number>>();
  let first = true;
  for await (const line of lines(file)) {
    const [query, doc, score] = line.split('\t');
    if (first && Number.isNaN(Number(score))) {
      first = false;
      continue;
    }
    first = false;
    if (!query || !doc) continue;
    const grades = qrels.get(query) ?? new Map<string, number>();
    grades.set(doc, Number(score));
    qrels.set(query, grades);
  }
  return qrels;
}

// Passages read per query: documents have several chunks, and Recall@100 counts documents.
const PASSAGES = 400;
const SERVICE = 'default';

export async function evaluateBeir(
  dir: string,
  log: (text: string) => void = () => {},
): Promise<BeirResult> {
  const qrels = await readQrels(path.join(dir, 'qrels', 'test.tsv'));
  const platform = await startEvalPlatform(false);
  try {
    const beirIdOf = new Map<string, string>();
    let documents = 0;
    for await (const line of lines(path.join(dir, 'corpus.jsonl'))) {
      const doc = JSON.parse(line) as { _id: string; title?: string; text: string };
      const form = new FormData();
      const body = doc.text.trim() === '' ? (doc.title ?? doc._id) : doc.text;
      form.append('file', new Blob([body], { type: 'text/plain' }), `${doc._id}.txt`);
      if (doc.title) form.append('title', doc.title.slice(0, 500));
      const response = await fetch(`${platform.url}/kb/${SERVICE}/documents/`, {
        method: 'POST',
        headers: KEY_HEADER,
        body: form,
      });
      const answer = (await response.json()) as { id?: string; error?: string };
      if (response.status !== 201 || !answer.id)
        throw new Error(`document ${doc._id} answered ${response.status}: ${answer.error}`);
      beirIdOf.set(answer.id, doc._id);
      documents += 1;
      if (documents % 500 === 0) log(`  ${documents} documents indexed`);
    }
    const ndcg: number[] = [];
    const recall: number[] = [];
    for await (const line of lines(path.join(dir, 'queries.jsonl'))) {
      const query = JSON.parse(line) as { _id: string; text: string };
      const grades = qrels.get(query._id);
      if (!grades) continue;
      const { chunks } = await retrieve(platform.db, SERVICE, query.text, PASSAGES);
      const ranked = distinctInOrder(
        chunks.map((c) => beirIdOf.get((c.documentId ?? c.webpageId)!) ?? ''),
      );
      const relevant = new Set([...grades].filter(([, g]) => g > 0).map(([id]) => id));
      ndcg.push(ndcgAt(ranked, grades, 10));
      recall.push(recallAt(ranked, relevant, 100));
    }
    return { documents, queries: ndcg.length, ndcg10: mean(ndcg), recall100: mean(recall) };
  } finally {
    await platform.close();
  }
}
