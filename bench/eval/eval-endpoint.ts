/** An OpenAI-compatible embeddings endpoint the eval's bots embed with instead of the embedded model. */
export interface EvalEndpoint {
  baseUrl: string;
  model: string;
  /** From EVAL_EMBEDDINGS_API_KEY, never a flag: a flag lands in shell history. */
  apiKey: string | undefined;
}

type Call = (url: string, method: string, body?: unknown) => Promise<Record<string, unknown>>;

const caller =
  (headers: Record<string, string>): Call =>
  async (url, method, body) => {
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${String(answer.error)}`);
    return answer;
  };

interface ModelAnswer {
  job: { status: string; embedded: number; total: number; last_error: string | null } | null;
}

/**
 * Puts each bot on the endpoint through its Model panel's routes, as staff would: the Test
 * first (a wrong URL, model or key stops the eval with the endpoint's reason), then the
 * save, then waits for each bot's re-embedding job, so every question is asked of the
 * endpoint's vectors. A failing endpoint's reason is printed as the pipeline retries it.
 */
export async function switchBotsTo(
  url: string,
  headers: Record<string, string>,
  slugs: string[],
  endpoint: EvalEndpoint,
) {
  const call = caller(headers);
  const form = {
    source: 'endpoint',
    base_url: endpoint.baseUrl,
    model: endpoint.model,
    api_key: endpoint.apiKey ?? '',
  };
  const started = performance.now();
  for (const slug of slugs) {
    await call(`${url}/kb/${slug}/model/test`, 'POST', form);
    await call(`${url}/kb/${slug}/model`, 'PUT', form);
  }
  for (const slug of slugs) {
    let shown: string | null = null;
    for (;;) {
      const { job } = (await call(`${url}/kb/${slug}/model`, 'GET')) as unknown as ModelAnswer;
      if (job?.status === 'done') break;
      if (job?.last_error && job.last_error !== shown)
        console.error(`${slug}: ${(shown = job.last_error)} (the pipeline retries)`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  console.log(
    `embedding with ${endpoint.model} at ${endpoint.baseUrl}: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
