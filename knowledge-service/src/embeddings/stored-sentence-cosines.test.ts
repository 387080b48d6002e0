/**
 * @jest-environment ../../../embedding-model/jest/native-arrays-environment.cjs
 */
import { dot, embeddedModel, OnnxEmbedder } from '@switchboard/embedding-model';
import {
  kbClient,
  startKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { runSql } from '@switchboard/platform/testing/run-sql';
import {
  createTestStorage,
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
  type TestStorage,
} from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';
import { embeddedTexts, sentencesOfChunk, textsDigest } from './sentence-texts';
import { SentenceVectors } from './sentence-vectors';
import { fromBytes } from './vector-bytes';

/*
 * On the real embedded model (weights obtained by `npm test`'s tooling step): the sentence
 * vectors the pipeline stores give the answer step the very cosines it got by embedding the
 * sentences at the question, so it chooses the same sentence. Proved twice: the stored
 * vectors against sentences embedded here as a question embeds them, and the service's
 * answers with its stored vectors against its answers once they no longer match (each
 * sentence then embedded at the question, as before they were stored).
 */
const MODEL_ID = 'e5-small-v2-q';
const QUESTIONS = [
  "how long is a food handler's medical good for?",
  'what does the premises certificate cost?',
  'who inspects the kitchen?',
  'can I get my money back after two weeks?',
];

let storage: TestStorage;
let platform: TestPlatform | undefined;
let embedder: OnnxEmbedder;

beforeAll(async () => {
  storage = await createTestStorage();
  const loaded = await OnnxEmbedder.load(embeddedModel(MODEL_ID));
  if (!loaded) throw new Error(`No weights for ${MODEL_ID}: npm test's tooling step obtains them`);
  embedder = loaded;
});

afterAll(async () => {
  await stopTestPlatform(platform, true);
  await storage?.dispose();
  await embedder?.close();
}, PLATFORM_START_TIMEOUT_MS);

async function start(): Promise<KbClient> {
  platform = await startKbPlatform({ KB_EMBEDDING_MODEL: MODEL_ID }, storage);
  return kbClient(platform);
}

async function stop(): Promise<void> {
  await stopTestPlatform(platform, true);
  platform = undefined;
}

const settled = (kb: KbClient) =>
  until('every chunk with its vector and its sentence vectors', async () => {
    const { embeddings, index } = (await kb.get('/health')).body;
    return embeddings.retrieval === 'hybrid' &&
      index.chunks === 2 &&
      embeddings.chunks_pending === 0 &&
      embeddings.sentences_pending === 0
      ? true
      : undefined;
  });

/** What the answer step chose for each question, declined or not, and where from. */
async function answers(kb: KbClient) {
  const said = [];
  for (const query of QUESTIONS) {
    const body = (await kb.post('/retrieve/', { query })).body;
    expect(body.retriever_type).toBe('hybrid');
    said.push({
      query,
      decision: body.decision,
      answer: body.answer,
      withheld: body.withheld_answer,
    });
  }
  return said;
}

interface StoredRow {
  title: string;
  content: string;
  texts_digest: string;
  dims: number;
  count: number;
  vectors: string;
}

it(
  'gives the answer step the cosines and the sentence it got by embedding at the question',
  async () => {
    let kb = await start();
    await uploadFile(
      kb,
      'Food Hygiene Certificates.md',
      "# Food Hygiene Certificates\n\n## Medical certificates for food handlers\n\nEveryone who handles food for sale needs a food handler's medical certificate. The examination is done at any county health centre and costs KES 1,000.\n\nThe certificate is valid for 6 months and must be shown to a public health officer on request.\n\n## Public health certificate for premises\n\nFood premises need a public health certificate, renewed every year. A public health officer inspects the kitchen, water supply and toilets before issuing it. The fee is KES 2,500.",
    );
    await uploadFile(
      kb,
      'Returns Policy.txt',
      'Items may be returned within 30 days of delivery. It must be unused and in its box. Refunds reach your card within 5 working days.',
    );
    await settled(kb);
    const withStored = await answers(kb);
    await stop();

    const rows = runSql<StoredRow>(storage, [
      `SELECT c.title, c.content, s.texts_digest, s.dims, s.count,
         encode(s.vectors, 'base64') AS vectors
       FROM kb_sentence_embeddings s JOIN kb_chunks c ON c.id = s.chunk_id
       WHERE s.model_id = '${MODEL_ID}' AND s.change_seq = c.change_seq`,
    ]);
    expect(rows).toHaveLength(2);
    const asked = new SentenceVectors(embedder, 'passage');
    for (const row of rows) {
      const texts = embeddedTexts({ title: row.title, sentences: sentencesOfChunk(row.content) });
      expect(row.texts_digest).toBe(textsDigest(texts));
      expect(Number(row.count)).toBe(texts.length);
      const all = fromBytes(Buffer.from(row.vectors, 'base64'));
      const dims = Number(row.dims);
      const stored = texts.map((_, i) => all.subarray(i * dims, (i + 1) * dims));
      const embedded = await asked.vectors(texts);
      for (const question of QUESTIONS) {
        const [query] = await embedder.embed([question], 'query');
        const before = embedded.map((v) => dot(query!, v));
        const after = stored.map((v) => dot(query!, v));
        after.forEach((cosine, i) => expect(Math.abs(cosine - before[i]!)).toBeLessThan(1e-6));
        expect(after.indexOf(Math.max(...after))).toBe(before.indexOf(Math.max(...before)));
      }
    }

    // Stored vectors that no longer match their texts are not read: every sentence is
    // embedded at the question, as before they were stored, and the answers are the same.
    runSql(storage, [`UPDATE kb_sentence_embeddings SET texts_digest = 'no longer these texts'`]);
    kb = await start();
    await settled(kb);
    expect(await answers(kb)).toEqual(withStored);
  },
  PLATFORM_START_TIMEOUT_MS * 3,
);
