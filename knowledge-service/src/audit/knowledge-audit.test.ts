import type { AuditEntry } from '@switchboard/domain';
import { clientFor, type ApiClient } from '@switchboard/platform/testing/http-client';
import { useKbPlatform, uploadFile } from '@switchboard/platform/testing/kb-test-platform';

/**
 * The knowledge service's staff writes reach the console's one audit log on their own
 * transaction, naming the signed-in user the gateway vouches for (its caller header).
 */
const SUPERUSER = '00000000-0000-4000-8000-000000000001';
const AS_STAFF = { 'x-switchboard-user-id': SUPERUSER, 'x-switchboard-staff': 'bot-admin' };
const asStaff = { headers: AS_STAFF };

const { platform, kb } = useKbPlatform({}, 'customer-support');
let console_: ApiClient;
beforeAll(async () => {
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
