import {
  analyticsAnswerSchema,
  analyticsDataSchemas,
  collectionListSchema,
  collectionSchema,
  collectionStatsAnswerSchema,
  crawlJobListSchema,
  crawlJobSchema,
  documentChunksSchema,
  documentListSchema,
  knowledgeDocumentSchema,
  webpageListSchema,
  webpageWithContentSchema,
} from '@switchboard/domain';
import type { z } from 'zod';
import {
  PLATFORM_START_TIMEOUT_MS,
  stopTestPlatform,
  type TestPlatform,
} from '@switchboard/platform/testing/test-platform';
import {
  ask,
  kbClient,
  startKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { serveSite, type TestSite } from './testing/test-site';

/**
 * Each knowledge route's real answer against the domain schema its consumers read: the
 * schemas are strict, so a field added, dropped or changed in type fails here.
 */
let platform: TestPlatform;
let kb: KbClient;
let site: TestSite;
let origin: string;

beforeAll(async () => {
  site = await serveSite((request, response) => {
    const html =
      request.url === '/'
        ? '<html><head><title>Harbour</title></head><body><p>The ferry leaves at 06:10.</p></body></html>'
        : undefined;
    if (!html) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  origin = site.origin;
  platform = await startKbPlatform({ KB_CRAWL_ALLOWED_ORIGINS: origin });
  kb = kbClient(platform, 'customer-support');
}, PLATFORM_START_TIMEOUT_MS);

afterAll(async () => {
  await stopTestPlatform(platform);
  await site.close();
}, PLATFORM_START_TIMEOUT_MS);

/** The answer's body, parsed: a 2xx is required, and the parse error names the drifted field. */
async function answer<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  const { status, body } = await kb.get(path);
  expect({ path, status }).toEqual({ path, status: 200 });
  return schema.parse(body);
}

async function crawled(jobId: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const job = await answer(`/crawl/${jobId}`, crawlJobSchema);
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('crawl did not finish');
}

it('answers documents, chunks, web pages, collections and crawl jobs as the domain schemas say', async () => {
  const uploaded = await uploadFile(kb, 'hours.txt', 'The office opens at 07:45 on Tuesdays.', {
    collection_id: 'handbook',
  });
  expect(uploaded.status).toBe(201);
  const document = knowledgeDocumentSchema.parse(uploaded.body);
  expect(document.processed_at).not.toBeNull();
  knowledgeDocumentSchema.parse((await kb.get(`/documents/${document.id}`)).body);
  expect((await answer('/documents/', documentListSchema)).documents).not.toHaveLength(0);
  await answer(`/documents/${document.id}/chunks`, documentChunksSchema);

  const started = await kb.post('/crawl/', { url: `${origin}/`, max_depth: 0, max_pages: 1 });
  expect(started.status).toBe(202);
  const job = await crawled(crawlJobSchema.parse(started.body).id);
  expect(job).toMatchObject({ status: 'completed', finished_at: expect.any(String) });
  expect(await answer('/crawl/', crawlJobListSchema)).not.toHaveLength(0);

  const { webpages } = await answer('/webpages/', webpageListSchema);
  expect(webpages).toHaveLength(1);
  const edited = await kb.put(`/webpages/${webpages[0]!.id}`, { title: 'Ferry times' });
  expect(webpageWithContentSchema.parse(edited.body).title_edited).toBe(true);

  const created = await kb.post('/collection-stats/', { name: 'Forms', type: null });
  expect(collectionSchema.parse(created.body).type).toBe('mixed');
  expect(await answer('/collection-stats/collections', collectionListSchema)).toHaveLength(2);
  const stats = await answer('/collection-stats/', collectionStatsAnswerSchema);
  expect(stats.collections.some((row) => row.last_updated !== null)).toBe(true);
});

const endpoints = Object.entries(analyticsDataSchemas).flatMap(([group, names]) =>
  Object.entries(names).map(([name, data]) => [`${group}/${name}`, data as z.ZodType] as const),
);

describe('every analytics endpoint', () => {
  beforeAll(async () => {
    // Answered and unanswered chats in two sessions, so averages and lists are not empty.
    const first = await ask(kb, 'When does the office open on Tuesdays?');
    await ask(kb, 'What is the capital of Mongolia?', first.session_id);
    await ask(kb, 'When does the office open?');
  });

  it.each(endpoints)('answers %s as the domain schema says', async (endpoint, data) => {
    await answer(`/analytics/${endpoint}?days=7`, analyticsAnswerSchema(data));
  });
});
