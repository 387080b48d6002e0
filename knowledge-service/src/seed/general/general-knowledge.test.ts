import { ask, kbClient, useKbPlatform } from '@switchboard/platform/testing/kb-test-platform';
import { consoleGuide } from './general-knowledge';

/** The knowledge chat talks to the general service: from the first start it answers about the console. */
const { platform } = useKbPlatform({ PLATFORM_SEED_KNOWLEDGE: 'true' });

it('seeds the general service with the console guide, ready and in its collection', async () => {
  const { body } = await kbClient(platform).get('/documents/?limit=500');
  expect(body.documents.map((doc: { id: string }) => doc.id).sort()).toEqual(
    consoleGuide.documents.map((doc) => doc.id).sort(),
  );
  for (const doc of body.documents)
    expect(doc).toMatchObject({ status: 'ready', collection_id: 'console-guide' });
});

it.each([
  ['How do I crawl a website?', /start URL/, 'Crawling websites'],
  ['Who are bot admins?', /superuser or admin/, 'Roles and access'],
  [
    'What does the runtime config file do?',
    /runtime-config\.json/,
    'Federation and runtime configuration',
  ],
  ['Can a failed document be retried?', /retried/, 'Console sections'],
  ['How often are pages synced again?', /daily or weekly/, 'Sync schedules'],
])('answers "%s" from the guide', async (question, fact, title) => {
  const answer = await ask(kbClient(platform), question);
  expect(answer.answer).toMatch(fact);
  expect(answer.sources[0]).toMatchObject({ title });
});
