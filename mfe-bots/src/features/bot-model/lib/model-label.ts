/**
 * A stored model id as staff know it: an endpoint's is `openai:<url>#<model>`, of which the
 * model's name is what they typed; the embedded model's id is its name.
 */
export function modelLabel(modelId: string): string {
  if (!modelId.startsWith('openai:')) return modelId;
  const hash = modelId.lastIndexOf('#');
  return hash >= 0 ? modelId.slice(hash + 1) : modelId;
}
