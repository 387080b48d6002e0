import { dot } from '../embedder';
import { DEFAULT_MODEL_ID, EMBEDDED_MODELS } from '../models';
import { weightsPresent } from '../weights/provenance';
import { weightFiles } from '../weights/weights-dir';
import { BertTokenizer } from './bert-tokenizer';
import { OnnxEmbedder } from './onnx-embedder';

/*
 * On the real weights of the service's model, obtained by `npm test`'s tooling step before
 * the suites run (the others are measured by bench/eval/embedding-eval.ts, which obtains
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
  let tokenizer: BertTokenizer;

  beforeAll(async () => {
    const loaded = await OnnxEmbedder.load(model);
    if (!loaded)
      throw new Error(
        `No weights for ${model.id}: run node --import tsx embedding-model/src/weights/obtain-cli.ts`,
      );
    embedder = loaded;
    tokenizer = new BertTokenizer(weightFiles(model).tokenizer);
  });
  afterAll(() => embedder.close());

  /** `text` cut or lengthened to the same token count as `like`, so a batch needs no padding. */
  const ofTokenLength = (text: string, like: string) => {
    const tokens = (t: string) => tokenizer.ids(`${model.passagePrefix}${t}`).length;
    let words = text.split(' ');
    while (tokens(words.join(' ')) > tokens(like)) words = words.slice(0, -1);
    while (tokens(words.join(' ')) < tokens(like)) words = [...words, 'more'];
    expect(tokens(words.join(' '))).toBe(tokens(like));
    return words.join(' ');
  };

  it('ranks the passage that answers above a related one and an unrelated one', async () => {
    const [query] = await embedder.embed([QUESTION], 'query');
    const passages = await embedder.embed(PASSAGES, 'passage');
    const scores = passages.map((p) => dot(query!, p));
    expect(scores[0]).toBeGreaterThan(scores[1]!);
    expect(scores[1]).toBeGreaterThan(scores[2]!);
  });

  it('gives unit vectors of the model size', async () => {
    const [alone] = await embedder.embed([PASSAGES[1]!], 'passage');
    expect(alone).toHaveLength(model.dimensions);
    expect(dot(alone!, alone!)).toBeCloseTo(1, 5);
  });

  // The int8 graph quantizes a pass's activations with one scale for all its texts: batched
  // with neighbours of its own token length (no padding at all), a text's vector still moved
  // (cosine 0.998), and a question on the decline's boundary flipped between two seedings.
  it('gives a text the same vector whatever it is embedded with', async () => {
    const text = PASSAGES[1]!;
    const [alone] = await embedder.embed([text], 'passage');
    const neighbours = PASSAGES.filter((p) => p !== text).map((p) => ofTokenLength(p, text));
    const first = await embedder.embed([text, ...neighbours, 'x'], 'passage');
    const second = await embedder.embed([...neighbours.reverse(), text, text], 'passage');
    expect(Array.from(first[0]!)).toEqual(Array.from(alone!));
    expect(Array.from(second[2]!)).toEqual(Array.from(alone!));
    expect(Array.from(second[3]!)).toEqual(Array.from(alone!));
  });

  it('keeps a text longer than the model reads to its first 512 tokens', async () => {
    const long = `${PASSAGES[0]} ${'filler words here '.repeat(400)}`;
    const [vector] = await embedder.embed([long], 'passage');
    expect(Number.isFinite(dot(vector!, vector!))).toBe(true);
  });
});

/*
 * A float32 export and its int8 twin (`-q`) are one model: the same pooling and prefixes must
 * give nearly the same vectors and the same order. Quantisation moves them a little (cosine
 * 0.997–0.998 to the float32 vector on these texts, for both models); e5's float32 entry
 * pooled by [CLS] instead of the mean gave 0.89–0.91.
 */
const twins = models.flatMap((model) => {
  const quantised = models.find((m) => m.id === `${model.id}-q`);
  return quantised ? [[model.id, model, quantised] as const] : [];
});
if (twins.length > 0)
  describe.each(twins)('%s and its int8 twin', (_id, full, quantised) => {
    it('give nearly the same vectors and the same order', async () => {
      // Both present: `models` holds only obtained weights under EMBEDDING_TEST_MODELS=all.
      const [a, b] = (await Promise.all([
        OnnxEmbedder.load(full),
        OnnxEmbedder.load(quantised),
      ])) as OnnxEmbedder[];
      const texts = async (embedder: OnnxEmbedder) => [
        ...(await embedder.embed([QUESTION], 'query')),
        ...(await embedder.embed(PASSAGES, 'passage')),
      ];
      const [ofFull, ofQuantised] = [await texts(a!), await texts(b!)];
      ofFull.forEach((vector, i) => expect(dot(vector, ofQuantised[i]!)).toBeGreaterThan(0.99));
      const order = (vectors: Float32Array[]) =>
        [1, 2, 3].sort((x, y) => dot(vectors[0]!, vectors[y]!) - dot(vectors[0]!, vectors[x]!));
      expect(order(ofFull)).toEqual(order(ofQuantised));
      await Promise.all([a!.close(), b!.close()]);
    });
  });
