import { readFileSync } from 'node:fs';
import { Tokenizer } from '@huggingface/tokenizers';

/** BERT-family models read at most 512 positions. */
export const MAX_TOKENS = 512;

export interface Batch {
  /** Flat [texts × length] arrays, as the ONNX graph takes them. */
  inputIds: BigInt64Array;
  attentionMask: BigInt64Array;
  tokenTypeIds: BigInt64Array;
  length: number;
  /** Per text, 1 for each token the pooling keeps. */
  mask: number[][];
}

/**
 * The model's own tokenizer.json (WordPiece with its normaliser and [CLS]/[SEP] template),
 * read from the local weights folder: nothing is fetched. Long texts keep their first
 * 511 tokens and the closing [SEP].
 */
export class BertTokenizer {
  private readonly tokenizer: Tokenizer;
  private readonly maxTokens: number;

  constructor(tokenizerJsonPath: string, maxTokens = MAX_TOKENS) {
    this.tokenizer = new Tokenizer(JSON.parse(readFileSync(tokenizerJsonPath, 'utf8')), {});
    this.maxTokens = maxTokens;
  }

  ids(text: string): number[] {
    const ids = this.tokenizer.encode(text).ids;
    return ids.length <= this.maxTokens
      ? ids
      : [...ids.slice(0, this.maxTokens - 1), ids[ids.length - 1]!];
  }

  /** Texts of one token length each: no padding, so a text's vector never depends on its neighbours. */
  batch(encoded: readonly (readonly number[])[]): Batch {
    const length = encoded[0]?.length ?? 0;
    if (encoded.some((ids) => ids.length !== length))
      throw new Error('a batch holds texts of one token length');
    const size = encoded.length * length;
    const inputIds = new BigInt64Array(size);
    encoded.forEach((ids, b) => ids.forEach((id, t) => (inputIds[b * length + t] = BigInt(id))));
    return {
      inputIds,
      attentionMask: new BigInt64Array(size).fill(1n),
      tokenTypeIds: new BigInt64Array(size),
      length,
      mask: encoded.map(() => new Array<number>(length).fill(1)),
    };
  }
}
