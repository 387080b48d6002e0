import { dot } from '../embedder';
import { DEFAULT_MODEL_ID, EMBEDDED_MODELS } from '../models';
import { weightsPresent } from '../weights/provenance';
import { OnnxEmbedder } from './onnx-embedder';

/*
 * On the real weights of the service's model, obtained by `npm test`'s tooling step before
 * the suites run (the other two are measured by bench/eval/embedding-eval.ts, which obtains
 * them). A machine that could not reach the registry says so there; here it fails, not skips.
 * EMBEDDING_TEST_MODELS=all runs every model whose weights were obtained.
 */
const QUESTION = 'Can I return a blender I bought three weeks ago?';
const PASSAGES = [
  'Items may be returned within 30 days of delivery for a full refund.',
  'Orders to Kisumu arrive in 3 to 5 working days.',
  'Our headquarters are painted blue and have a rooftop garden.',
];

const models = EMBEDDED_MODELS.filter((m) =>
  process.env.EMBEDDING_TEST_MODELS === 'all' ? weightsPresent(m) : m.id === DEFAULT_MODEL_ID,
);

describe.each(models.map((m) => [m.id, m] as const))('%s', (_id, model) => {
  let embedder: OnnxEmbedder;

  beforeAll(async () => {
    const loaded = await OnnxEmbedder.load(model);
    if (!loaded)
      throw new Error(
        `No weights for ${model.id}: run node --import tsx embedding-model/src/weights/obtain-cli.ts`,
      );
    embedder = loaded;
  });
  afterAll(() => embedder.close());

  it('ranks the passage that answers above a related one and an unrelated one', async () => {
    const [query] = await embedder.embed([QUESTION], 'query');
    const passages = await embedder.embed(PASSAGES, 'passage');
    const scores = passages.map((p) => dot(query!, p));
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[1]).toBeGreaterThan(scores[2]!);
  });

  it('gives unit vectors of the model size, the same alone as in a batch', async () => {
    const [alone] = await embedder.embed([PASSAGES[1]!], 'passage');
    const batched = await embedder.embed(
      [PASSAGES[0]!, PASSAGES[1]!, 'x', PASSAGES[1]!],
      'passage',
    );
    expect(alone).toHaveLength(model.dimensions);
    expect(dot(alone!, alone!)).toBeCloseTo(1, 5);
    expect(dot(alone!, batched[1]!)).toBeGreaterThan(0.9999);
    expect(dot(alone!, batched[3]!)).toBeGreaterThan(0.9999);
  });

  it('keeps a text longer than the model reads to its first 512 tokens', async () => {
    const long = `${PASSAGES[0]} ${'filler words here '.repeat(400)}`;
    const [vector] = await embedder.embed([long], 'passage');
    expect(Number.isFinite(dot(vector!, vector!))).toBe(true);
  });
});
