import * as ort from 'onnxruntime-node';
import type { Embedder, TextKind } from '../embedder';
import type { EmbeddedModel } from '../models';
import { weightsPresent } from '../weights/provenance';
import { weightFiles } from '../weights/weights-dir';
import { BertTokenizer } from './bert-tokenizer';
import { pool } from './pooling';

export interface OnnxEmbedderOptions {
  /** Weights root (default: EMBEDDING_WEIGHTS_DIR or embedding-model/.weights). */
  root?: string;
  /** onnxruntime's threads per pass; the service shares its cores with the database and HTTP. */
  threads?: number;
}

/** The embedded model: a BERT-family ONNX graph (int8 or float32) run by onnxruntime's CPU binding. */
export class OnnxEmbedder implements Embedder {
  readonly modelId: string;

  private constructor(
    private readonly model: EmbeddedModel,
    private readonly session: ort.InferenceSession,
    private readonly tokenizer: BertTokenizer,
  ) {
    this.modelId = model.id;
  }

  /** Null when the weights were not obtained: the caller falls back to BM25 alone. */
  static async load(
    model: EmbeddedModel,
    options: OnnxEmbedderOptions = {},
  ): Promise<OnnxEmbedder | null> {
    if (!weightsPresent(model, options.root)) return null;
    const files = weightFiles(model, options.root);
    const session = await ort.InferenceSession.create(files.onnx, {
      intraOpNumThreads: options.threads ?? 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
    });
    return new OnnxEmbedder(model, session, new BertTokenizer(files.tokenizer));
  }

  /*
   * Each text takes a forward pass of its own, so its vector never depends on what it was
   * embedded with. The int8 graph quantizes each pass's activations with one scale for the
   * whole batch: padding shifted a text's vector (cosine 0.992 to itself alone), and so did
   * neighbours of its own token length (0.998, max |Δ| 0.01), enough to flip an eval
   * question on the decline's boundary between two seedings. A pass of one costs no more
   * per text than a batch (measured: docs/performance.md).
   */
  async embed(texts: readonly string[], kind: TextKind): Promise<Float32Array[]> {
    const prefix = kind === 'query' ? this.model.queryPrefix : this.model.passagePrefix;
    const vectors: Float32Array[] = [];
    for (const text of texts)
      vectors.push((await this.pass([this.tokenizer.ids(prefix + text)]))[0]!);
    return vectors;
  }

  private async pass(encoded: number[][]): Promise<Float32Array[]> {
    const batch = this.tokenizer.batch(encoded);
    const shape = [encoded.length, batch.length];
    const inputs: Record<string, ort.Tensor> = {
      input_ids: new ort.Tensor('int64', batch.inputIds, shape),
      attention_mask: new ort.Tensor('int64', batch.attentionMask, shape),
      token_type_ids: new ort.Tensor('int64', batch.tokenTypeIds, shape),
    };
    const feeds = Object.fromEntries(this.session.inputNames.map((name) => [name, inputs[name]!]));
    const output = await this.session.run(feeds);
    const hidden = output[this.session.outputNames[0]!]!;
    const data = hidden.data as Float32Array;
    const result = pool(data, batch.mask, this.model.dimensions, this.model.pooling);
    for (const tensor of Object.values(output)) tensor.dispose();
    return result;
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
