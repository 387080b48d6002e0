import type { AuditEntry } from '@switchboard/domain';
import { clientFor, type ApiClient } from '@switchboard/platform/testing/http-client';
import {
  ask,
  kbClient,
  startKbPlatform,
  uploadFile,
  type KbClient,
} from '@switchboard/platform/testing/kb-test-platform';
import { useTestPlatform } from '@switchboard/platform/testing/platform-fixture';
import { runSql } from '@switchboard/platform/testing/run-sql';
import { createTestStorage, type TestStorage } from '@switchboard/platform/testing/test-platform';
import { until } from '@switchboard/platform/testing/until';
import { serveSite, sitePage, type TestSite } from '../testing/test-site';

/**
 * The knowledge service's staff writes reach the console's one audit log on their own
 * transaction, naming the signed-in user the gateway vouches for (its caller header).
 */
const SUPERUSER = '00000000-0000-4000-8000-000000000001';
const AS_STAFF = { 'x-switchboard-user-id': SUPERUSER, 'x-switchboard-staff': 'bot-admin' };
const asStaff = { headers: AS_STAFF };

/**
 * An entry that cannot be written: the store refuses every entry but a create's whose name
 * holds REFUSED (a trigger added before the platform starts), so a test can make the entry
 * of a write to a thing it made fail.
 */
const REFUSED = 'refusedentry';
const REFUSE_ENTRIES = [
  `CREATE FUNCTION refuse_test_entry() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'the test refuses this entry'; END $$`,
  `CREATE TRIGGER refuse_test_entry BEFORE INSERT ON audit_log FOR EACH ROW
     WHEN (NEW.entity_name LIKE '%${REFUSED}%' AND NEW.action <> 'create') EXECUTE FUNCTION refuse_test_entry()`,
];

const page = (title: string, links: string[] = []) =>
  sitePage(title, `${title}: the first ferry leaves at 06:40.`, links);
const SITE: Record<string, string> = {
  '/': page('Ferry home', ['/times', '/broken']),
  '/times': page('Timetable'),
  [`/${REFUSED}/`]: page(`Ferry ${REFUSED}`),
};

const env: Record<string, string> = {};
let storage: TestStorage;
let testSite: TestSite;
beforeAll(async () => {
  testSite = await serveSite((request, response) => {
    const body = SITE[request.url ?? ''];
    if (body === undefined) response.writeHead(404).end('gone');
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  env.KB_CRAWL_ALLOWED_ORIGINS = testSite.origin;
  env.KB_EMBEDDINGS_ALLOWED_ORIGINS = testSite.origin;
  storage = await createTestStorage();
  runSql(storage, REFUSE_ENTRIES);
});
const platform = useTestPlatform(env, (withEnv) => startKbPlatform(withEnv, storage));
afterAll(async () => {
  await testSite?.close();
  await storage?.dispose();
});
const kb = {} as KbClient;
let console_: ApiClient;
beforeAll(async () => {
  Object.assign(kb, kbClient(platform, 'customer-support'));
  console_ = await clientFor(platform.url, 'superuser@switchboard.local');
});

const entriesFor = async (kind: string, entityId?: string): Promise<AuditEntry[]> => {
  const page = await console_.get(`/api/audit?kind=${kind}&limit=200`);
  expect(page.status).toBe(200);
  return (page.body.items as AuditEntry[]).filter(
    (entry) => entityId === undefined || entry.entityId === entityId,
  );
};

it('records a collection made, renamed and deleted, by whom, with what changed', async () => {
  const made = await kb.post('/collection-stats', { name: 'Audited shelf' }, asStaff);
  expect(made.status).toBe(201);
  const id: string = made.body.id;
  await kb.put(`/collections/${id}`, { name: 'Renamed shelf' }, asStaff);
  await kb.delete(`/collections/${id}`, asStaff);
  const entries = await entriesFor('collection', id);
  expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
  expect(entries[1]).toMatchObject({
    actorId: SUPERUSER,
    actorEmail: 'superuser@switchboard.local',
    entityName: 'customer-support: Renamed shelf',
    changes: { name: { before: 'Audited shelf', after: 'Renamed shelf' } },
  });
  expect(entries[0]!.changes.name).toEqual({ before: 'Renamed shelf', after: null });
});

it('a refused write leaves no entry', async () => {
  const taken = await kb.post('/collection-stats', { name: 'Taken shelf' }, asStaff);
  const other = await kb.post('/collection-stats', { name: 'Other shelf' }, asStaff);
  expect(
    (await kb.put(`/collections/${other.body.id}`, { name: 'taken shelf' }, asStaff)).status,
  ).toBe(409);
  expect((await entriesFor('collection', other.body.id)).map((e) => e.action)).toEqual(['create']);
  expect((await entriesFor('collection', taken.body.id)).map((e) => e.action)).toEqual(['create']);
});

it('records staff answers, the threshold and synonyms', async () => {
  const created = await kb.post(
    '/staff-answers',
    { question: 'Do you ship abroad?', answer: 'Only within the EU.' },
    asStaff,
  );
  expect(created.status).toBe(201);
  const id: string = created.body.id;
  await kb.put(
    `/staff-answers/${id}`,
    { question: 'Do you ship abroad?', answer: 'Worldwide.' },
    asStaff,
  );
  await kb.delete(`/staff-answers/${id}`, asStaff);
  const answers = await entriesFor('staff-answer', id);
  expect(answers.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
  expect(answers[1]!.changes).toEqual({
    answer: { before: 'Only within the EU.', after: 'Worldwide.' },
  });

  await kb.put('/staff-answer-settings', { threshold: 0.7 }, asStaff);
  const [threshold] = await entriesFor('staff-answer-threshold', 'customer-support');
  expect(threshold!.changes.threshold!.after).toBe(0.7);

  const synonym = await kb.post('/synonyms', { phrase: 'parcel', synonyms: ['package'] }, asStaff);
  await kb.delete(`/synonyms/${synonym.body.id}`, asStaff);
  expect((await entriesFor('synonym', synonym.body.id)).map((e) => e.action)).toEqual([
    'delete',
    'create',
  ]);
});

it('records a document uploaded, retitled and deleted, never its text', async () => {
  const uploaded = await uploadFile(kb, 'secret-plan.txt', 'The launch date is the ninth of May.');
  expect(uploaded.status).toBe(201);
  const id: string = uploaded.body.id;
  await kb.upload('PUT', `/documents/${id}`, { title: 'Launch plan' });
  await kb.delete(`/documents/${id}`, asStaff);
  const entries = await entriesFor('document', id);
  expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
  // Without the gateway's header nobody is named: a direct caller of the service.
  expect(entries[2]).toMatchObject({
    actorId: null,
    changes: { file_name: { after: 'secret-plan.txt' } },
  });
  expect(entries[1]!.changes.title).toEqual({ before: 'secret plan', after: 'Launch plan' });
  expect(entries[0]).toMatchObject({ actorEmail: 'superuser@switchboard.local' });
  expect(JSON.stringify(entries)).not.toContain('ninth of May');
});

const actions = (entries: AuditEntry[]) => entries.map((entry) => entry.action);

it('records a failed document retried, alone or in bulk, and a retry whose entry fails is not queued', async () => {
  const uploaded = await uploadFile(kb, 'broken.pdf', 'not a pdf', {}, 'application/pdf');
  expect(uploaded.status).toBe(422);
  const id: string = uploaded.body.document.id;
  const failedAgain = () =>
    until('the retry to fail again', async () => {
      const row = (await kb.get(`/documents/${id}`)).body;
      return row.status === 'failed' ? row : undefined;
    });
  expect((await kb.post(`/documents/${id}/retry`, {}, asStaff)).status).toBe(202);
  await failedAgain();
  expect((await kb.post('/documents/retry', { ids: [id] }, asStaff)).body.retried).toEqual([id]);
  await failedAgain();
  const entries = await entriesFor('document', id);
  expect(actions(entries)).toEqual(['retry', 'retry', 'create']);
  expect(entries[0]).toMatchObject({
    actorEmail: 'superuser@switchboard.local',
    changes: { status: { before: 'failed', after: 'queued' } },
  });

  const refused = await uploadFile(kb, `${REFUSED}.pdf`, 'not a pdf either', {}, 'application/pdf');
  expect(refused.status).toBe(422);
  const refusedId: string = refused.body.document.id;
  expect((await kb.post(`/documents/${refusedId}/retry`, {}, asStaff)).status).toBe(500);
  expect((await kb.get(`/documents/${refusedId}`)).body.status).toBe('failed');
});

it('records a web page retried and recrawled and a website synced now; a refused entry undoes each', async () => {
  const crawl = await kb.post('/crawl/', { url: `${testSite.origin}/`, max_depth: 1 }, asStaff);
  expect(crawl.status).toBe(202);
  await until('the crawl to finish', async () => {
    const job = (await kb.get(`/crawl/${crawl.body.id}`)).body;
    return job.status === 'completed' ? job : undefined;
  });
  const pages = (await kb.get('/webpages/')).body.webpages as { id: string; url: string }[];
  const byPath = Object.fromEntries(pages.map((row) => [new URL(row.url).pathname, row]));
  const broken = byPath['/broken']!;
  expect(broken).toMatchObject({ status: 'failed' });

  expect((await kb.post('/webpages/retry', { ids: [broken.id] }, asStaff)).status).toBe(202);
  expect((await kb.post(`/webpages/${byPath['/times']!.id}/recrawl`, {}, asStaff)).status).toBe(
    200,
  );
  const [retried] = await entriesFor('web-page', broken.id);
  expect(retried).toMatchObject({
    action: 'retry',
    actorId: SUPERUSER,
    changes: { status: { before: 'failed', after: 'queued' } },
  });
  expect(actions(await entriesFor('web-page', byPath['/times']!.id))).toEqual(['recrawl']);

  const sites = (await kb.get('/sites')).body.sites as { id: string; url: string }[];
  const site = sites.find((row) => row.url === `${testSite.origin}/`)!;
  const synced = await kb.post(`/sites/${site.id}/sync`, {}, asStaff);
  expect(synced.status).toBe(202);
  expect(await entriesFor('website', site.id)).toMatchObject([
    { action: 'sync', entityName: `customer-support: ${site.url}`, actorId: SUPERUSER },
  ]);
  await until('the sync to finish', async () => {
    const ours = (await kb.get('/sites')).body.sites.find(
      (row: { id: string }) => row.id === site.id,
    );
    return ours.last_run.status === 'running' ? undefined : ours;
  });

  // The same writes on a website whose name the store refuses: each answers 500 and is undone.
  const refusedCrawl = await kb.post('/crawl/', {
    url: `${testSite.origin}/${REFUSED}/`,
    max_depth: 0,
  });
  await until('the second crawl to finish', async () => {
    const job = (await kb.get(`/crawl/${refusedCrawl.body.id}`)).body;
    return job.status === 'completed' ? job : undefined;
  });
  const refusedPage = ((await kb.get('/webpages/')).body.webpages as typeof pages).find((row) =>
    row.url.includes(REFUSED),
  )!;
  const refusedSite = ((await kb.get('/sites')).body.sites as typeof sites).find((row) =>
    row.url.includes(REFUSED),
  )!;
  expect((await kb.post(`/webpages/${refusedPage.id}/recrawl`, {}, asStaff)).status).toBe(500);
  const stillReady = ((await kb.get('/webpages/')).body.webpages as typeof pages).find(
    (row) => row.id === refusedPage.id,
  );
  expect(stillReady).toMatchObject({ status: 'ready' });
  expect((await kb.post(`/sites/${refusedSite.id}/sync`, {}, asStaff)).status).toBe(500);
  const after = (await kb.get('/sites')).body.sites.find(
    (row: { id: string }) => row.id === refusedSite.id,
  );
  expect(after.last_run).toBeNull();
});

it("records an asker's rating and their session deleted, by the user_id they gave", async () => {
  const reply = await ask(kb, 'When does the first ferry leave?');
  const path = `/chat/${reply.session_id}/messages/${reply.message_id}/rating`;
  expect((await kb.put(path, { rating: 'down', comment: 'Late', user_id: 'tester' })).status).toBe(
    200,
  );
  const [rating] = await entriesFor('rating', reply.message_id);
  expect(rating).toMatchObject({
    action: 'update',
    actorId: null,
    actorEmail: 'user_id tester',
    changes: {
      rating: { before: null, after: 'down' },
      comment: { before: null, after: 'Late' },
    },
  });

  expect((await kb.delete(`/chat/${reply.session_id}?user_id=tester`)).status).toBe(200);
  expect(await entriesFor('chat-session', reply.session_id)).toMatchObject([
    { action: 'delete', actorEmail: 'user_id tester' },
  ]);
  // A session whose entry the store refuses stays, with its history.
  const kept = await ask(kb, 'Is there a ferry on Sundays?', `${REFUSED}-session`);
  expect((await kb.delete(`/chat/${kept.session_id}?user_id=tester`)).status).toBe(500);
  expect((await kb.get(`/chat/${kept.session_id}?user_id=tester`)).status).toBe(200);
});

it("records a bot's model changed, the endpoint's key named but never stored", async () => {
  const hr = kbClient(platform, 'hr-onboarding');
  const endpoint = {
    source: 'endpoint',
    base_url: `${testSite.origin}/v1`,
    model: 'ferry-embed',
    api_key: 'sk-very-secret',
  };
  expect((await hr.put('/model', endpoint, asStaff)).status).toBe(200);
  expect((await hr.put('/model', { source: 'embedded' }, asStaff)).status).toBe(200);
  const entries = await entriesFor('bot-model', 'hr-onboarding');
  expect(actions(entries)).toEqual(['update', 'update']);
  expect(entries[1]!.changes).toMatchObject({
    source: { before: 'embedded', after: 'endpoint' },
    model: { before: null, after: 'ferry-embed' },
    api_key: { before: '[secret]', after: '[secret]' },
  });
  expect(JSON.stringify(entries)).not.toContain('sk-very-secret');
});

it('links an entry to its thing while the service still holds it, with the bot it belongs to', async () => {
  const bots = (await console_.get('/api/bots')).body as { id: string; botPath: string }[];
  const bot = bots.find((row) => row.botPath.endsWith('/kb/customer-support'))!;
  const kept = await uploadFile(kb, 'ferry-rules.txt', 'Bicycles ride free on the ferry.');
  const shelf = await kb.post('/collection-stats', { name: 'Linked shelf' }, asStaff);
  const gone = await kb.post('/synonyms', { phrase: 'boat', synonyms: ['ferry'] }, asStaff);
  await kb.delete(`/synonyms/${gone.body.id}`, asStaff);

  expect(await entriesFor('document', kept.body.id)).toMatchObject([
    { exists: true, botId: bot.id },
  ]);
  expect(await entriesFor('collection', shelf.body.id)).toMatchObject([
    { exists: true, botId: bot.id },
  ]);
  expect(await entriesFor('synonym', gone.body.id)).toMatchObject([
    { action: 'delete', exists: false, botId: null },
    { action: 'create', exists: false, botId: null },
  ]);
  // The general service belongs to no bot: the console shows no page for its things.
  const general = kbClient(platform, 'default');
  const unowned = await uploadFile(general, 'general.txt', 'The office opens at nine.');
  expect(await entriesFor('document', unowned.body.id)).toMatchObject([
    { exists: false, botId: null },
  ]);
});
