import { EVAL_QUESTION_SETS } from '@switchboard/knowledge-service/seed';

interface Health {
  index: { chunks: number };
  embeddings: { status: string; chunks_pending: number };
}

/**
 * The seeded bots' knowledge is embedded by a background pipeline after the start: specs
 * ask once each bot answers as a settled start does (hybrid), or once /health says the
 * model is unavailable (BM25 alone), never after a fixed time.
 */
export async function embeddingsSettled(platformUrl: string, apiKey: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (const { slug } of EVAL_QUESTION_SETS) {
    for (;;) {
      const response = await fetch(`${platformUrl}/kb/${slug}/health`, {
        headers: { 'x-api-key': apiKey },
      });
      const health = response.ok ? ((await response.json()) as Health) : null;
      const { status, chunks_pending: pending } = health?.embeddings ?? { status: 'loading' };
      if (status === 'off' || status === 'unavailable') return;
      if (status === 'ready' && health!.index.chunks > 0 && pending === 0) break;
      if (Date.now() > deadline) throw new Error(`embedding ${slug}'s knowledge did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
