export { dot, normalise, type Embedder, type TextKind } from './embedder';
export { DEFAULT_MODEL_ID, EMBEDDED_MODELS, embeddedModel, type EmbeddedModel } from './models';
export { OnnxEmbedder, type OnnxEmbedderOptions } from './onnx/onnx-embedder';
export {
  EmbeddingsEndpointError,
  OpenAiEmbeddings,
  type OpenAiEmbeddingsConfig,
} from './openai/openai-embeddings';
export { VectorIndex, type Precision } from './vector-index/vector-index';
export { TopK, type Hit } from './vector-index/top-k';
export { weightsPresent } from './weights/provenance';
export { weightFiles, type WeightFiles } from './weights/weights-dir';
export { RRF_K, reciprocalRankFusion, type FusedItem } from './fusion/reciprocal-rank-fusion';
export { clusteredVectors } from './vector-index/clustered-vectors';
export { obtainWeights, type ObtainResult } from './weights/obtain-weights';
