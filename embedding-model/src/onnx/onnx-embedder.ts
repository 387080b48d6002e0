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
  /** At most this many texts of one token length per forward pass. */
  batchSize?: number;
  /** onnxruntime's threads per pass; the service shares its cores with the database and HTTP. */
  threads?: number;
}

/** The embedded model: a quantized BERT-family ONNX graph run by onnxruntime's CPU binding. */
export class OnnxEmbedder implements Embedder {
  readonly modelId: string;

  private constructor(
    private readonly model: EmbeddedModel,
    private readonly session: ort.InferenceSession,
    private readonly tokenizer: BertTokenizer,
    private readonly batchSize: number,
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
    return new OnnxEmbedder(
      model,
      session,
      new BertTokenizer(files.tokenizer),
      options.batchSize ?? 8,
    );
  }

  /*
   * Why texts are batched only with others of the same token length: the int8 graph
   * quantizes activations per pass, so padding shifts a text's vector (cosine 0.992 to its
   * unpadded self, measured), and a padded pass costs more per text than unpadded ones
   * (46 ms per passage alone, 66 ms in batches of 8, on 2 shared cores).
   */
  async embed(texts: readonly string[], kind: TextKind): Promise<Float32Array[]> {
    const prefix = kind === 'query' ? this.model.queryPrefix : this.model.passagePrefix;
    const byLength = new Map<number, { at: number; ids: number[] }[]>();
    texts.forEach((text, at) => {
      const ids = this.tokenizer.ids(prefix + text);
      byLength.set(ids.length, [...(byLength.get(ids.length) ?? []), { at, ids }]);
    });
    const vectors = new Array<Float32Array>(texts.length);
    for (const group of byLength.values())
      for (let from = 0; from < group.length; from += this.batchSize) {
        const part = group.slice(from, from + this.batchSize);
        const pooled = await this.pass(part.map((p) => p.ids));
        part.forEach((p, i) => (vectors[p.at] = pooled[i]!));
      }
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
