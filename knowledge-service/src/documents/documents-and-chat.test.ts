import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { makeDocx, makePdf, makeSizedPdf } from '../testing/kb-fixtures';
import {
  ask,
  kbClient,
  uploadFile,
  useKbPlatform,
} from '@switchboard/platform/testing/kb-test-platform';

const { platform, kb } = useKbPlatform({}, 'customer-support');

it('answers from an uploaded document and cites it; says plainly when it does not know', async () => {
  const uploaded = await uploadFile(
    kb,
    'office-hours.txt',
    'Office hours\n\nThe Zanzibar office opens at 07:45 on Tuesdays. On other days it opens at 09:00.\n\nVisitors sign in at reception.',
    { collection_id: 'ops-handbook', description: 'Opening times', is_public: 'true' },
  );
  expect(uploaded.status).toBe(201);
  expect(uploaded.body).toMatchObject({
    status: 'ready',
    error: null,
    file_type: 'txt',
    collection_id: 'ops-handbook',
    is_public: true,
    chunk_count: 1,
  });
  await uploadFile(
    kb,
    'leave.md',
    '# Leave policy\n\nEmployees receive **25 days** of annual leave each year.',
  );

  const answer = await ask(kb, 'When does the Zanzibar office open on Tuesdays?');
  expect(answer.answer).toMatch(/07:45/);
  // The source is cited beside the answer (its sources), not inside its sentence.
  expect(answer.answer).not.toMatch(/^According to/);
  expect(answer.response).toBe(answer.answer);
  expect(answer.confidence).toBeGreaterThan(0.5);
  expect(answer.sources[0]).toMatchObject({
    type: 'document',
    id: uploaded.body.id,
    title: 'office hours',
  });
  expect(answer.sources[0].passage).toMatch(/Zanzibar office opens at 07:45/);
  expect(answer).toMatchObject({
    retriever_type: 'postgres-fts',
    id: expect.any(String),
    message_id: answer.id,
    trace_id: expect.any(String),
  });

  const unknown = await ask(kb, 'What is the capital city of Mongolia?');
  expect(unknown.confidence).toBeLessThan(0.2);
  expect(unknown.answer).toMatch(/I don't know/);
  expect(unknown.outcome).toBe('declined');
  expect(unknown.sources).toEqual([]);

  // Each service has its own documents.
  const elsewhere = await ask(
    kbClient(platform, 'default'),
    'When does the Zanzibar office open on Tuesdays?',
  );
  expect(elsewhere.confidence).toBeLessThan(0.2);
});

it('keeps history per session and deletes it', async () => {
  const first = await ask(kb, 'How many days of annual leave do employees receive?');
  expect(first.answer).toMatch(/25 days/);
  await ask(kb, 'And on Tuesdays?', first.session_id);
  const history = await kb.get(`/chat/${first.session_id}?user_id=tester`);
  expect(history.status).toBe(200);
  expect(history.body.messages.map((m: { message_type: string }) => m.message_type)).toEqual([
    'user',
    'assistant',
    'user',
    'assistant',
  ]);
  expect(history.body.messages[0]).toMatchObject({
    message_object: { query: 'How many days of annual leave do employees receive?' },
  });
  expect(Object.keys(history.body.messages[1].message_object)).toEqual(
    expect.arrayContaining([
      'response',
      'answer',
      'sources',
      'confidence',
      'retriever_type',
      'trace_id',
    ]),
  );
  expect(history.body.messages[1]).toMatchObject({
    id: first.id,
    message_id: first.id,
    timestamp: expect.any(String),
  });
  expect((await kb.delete(`/chat/${first.session_id}?user_id=tester`)).status).toBe(200);
  expect(await kb.get(`/chat/${first.session_id}?user_id=tester`)).toMatchObject({
    status: 404,
    body: { error: 'Session not found' },
  });
});

it('extracts pdf, docx, html, csv, json, md and txt', async () => {
  const files: [string, Uint8Array | string, string, RegExp][] = [
    [
      'report.pdf',
      await makePdf([
        'Annual report, first page.',
        'The Quillfeather depot holds 312 spare tyres.',
      ]),
      'Quillfeather depot',
      /312 spare tyres/,
    ],
    [
      'notes.docx',
      await makeDocx(['Meeting notes', 'The Brambleton ferry leaves at 16:20 daily.']),
      'Brambleton ferry',
      /16:20/,
    ],
    [
      'page.html',
      '<html><head><title>Harbour page</title><script>var x = "Ostrava";</script></head><body><p>The Marlowe lighthouse is painted teal.</p></body></html>',
      'Marlowe lighthouse',
      /teal/,
    ],
    [
      'prices.csv',
      'item,price\n"Gorsewick lantern, brass",42 shillings\n',
      'Gorsewick lantern',
      /42 shillings/,
    ],
    [
      'config.json',
      JSON.stringify({ warehouse: { city: 'Pellingford', forklifts: 7 } }),
      'Pellingford forklifts',
      /forklifts: 7/,
    ],
    [
      'guide.md',
      '## Tips\n\nThe *Thistledown* cafe serves rye bread.',
      'Thistledown cafe',
      /rye bread/,
    ],
    ['plain.txt', 'The Wexcombe choir rehearses on Fridays.', 'Wexcombe choir', /Fridays/],
  ];
  for (const [name, content, question, expected] of files) {
    const uploaded = await uploadFile(kb, name, content);
    expect({ name, status: uploaded.status, doc: uploaded.body.status }).toEqual({
      name,
      status: 201,
      doc: 'ready',
    });
    const answer = await ask(kb, question);
    expect({ name, answer: answer.answer }).toEqual({
      name,
      answer: expect.stringMatching(expected),
    });
    expect(answer.sources[0].id).toBe(uploaded.body.id);
  }
  const pdf = (await kb.get('/documents/')).body.documents.find(
    (doc: { file_name: string }) => doc.file_name === 'report.pdf',
  );
  expect(pdf).toMatchObject({ page_count: 2, file_type: 'pdf', status: 'ready' });
  const html = await ask(kb, 'Ostrava');
  expect(html.confidence).toBeLessThan(0.2);
});

it('titles an upload from its PDF or Word heading when staff give no title; a title they give wins', async () => {
  const pdf = await uploadFile(
    kb,
    'scan-0042.pdf',
    await makeSizedPdf([
      ['Ferry Timetable', 22],
      ['The Orkley ferry sails at 08:10.', 11],
    ]),
  );
  expect(pdf.body).toMatchObject({ status: 'ready', title: 'Ferry Timetable' });
  const word = await uploadFile(
    kb,
    'draft_v3.docx',
    await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Harbour Rules', heading: HeadingLevel.HEADING_1 }),
              new Paragraph('Moor only at the east pontoon.'),
            ],
          },
        ],
      }),
    ),
  );
  expect(word.body).toMatchObject({ status: 'ready', title: 'Harbour Rules' });
  const named = await uploadFile(
    kb,
    'timetable-copy.pdf',
    await makeSizedPdf([
      ['Ferry Timetable', 22],
      ['The Orkley ferry also sails at 17:40.', 11],
    ]),
    { title: 'Summer sailings' },
  );
  expect(named.body).toMatchObject({ status: 'ready', title: 'Summer sailings' });
  // Without a heading the file name stays the title, as before.
  const plain = await uploadFile(kb, 'quay_notes.pdf', await makePdf(['Quay notes, no heading.']));
  expect(plain.body).toMatchObject({ status: 'ready', title: 'quay notes' });
});

it('refuses corrupt and unsupported files with clear 4xx errors', async () => {
  const corrupt = await uploadFile(kb, 'broken.pdf', '%PDF-1.7\n this is not really a pdf \n%%EOF');
  expect(corrupt.status).toBe(422);
  expect(corrupt.body.error).toMatch(/PDF could not be read/);
  expect(corrupt.body.document).toMatchObject({ status: 'failed', error: corrupt.body.error });
  const notPdf = await uploadFile(kb, 'fake.pdf', 'hello');
  expect(notPdf).toMatchObject({
    status: 422,
    body: { error: expect.stringMatching(/not a PDF/) },
  });
  const badDocx = await uploadFile(kb, 'fake.docx', 'PK not a zip');
  expect(badDocx.status).toBe(422);
  const exe = await uploadFile(kb, 'tool.exe', 'MZ');
  expect(exe).toMatchObject({
    status: 415,
    body: { error: expect.stringMatching(/Unsupported file type.*\.pdf/) },
  });
});

it('updates metadata, replaces content, lists, counts and deletes', async () => {
  const created = await uploadFile(kb, 'menu.txt', 'The canteen serves lentil soup on Mondays.');
  const id = created.body.id;
  const meta = await kb.upload('PUT', `/documents/${id}`, {
    description: 'Canteen',
    is_public: 'true',
    collection_id: 'canteen',
  });
  expect(meta.body).toMatchObject({
    description: 'Canteen',
    is_public: true,
    collection_id: 'canteen',
    chunk_count: 1,
  });
  const replaced = await kb.upload(
    'PUT',
    `/documents/${id}`,
    { file: new Blob(['The canteen now serves barley stew on Mondays.']) },
    'menu-v2.txt',
  );
  expect(replaced.body).toMatchObject({
    file_name: 'menu-v2.txt',
    status: 'ready',
    collection_id: 'canteen',
  });
  expect((await ask(kb, 'What does the canteen serve on Mondays?')).answer).toMatch(/barley stew/);
  const bad = await kb.upload('PUT', `/documents/${id}`, { file: new Blob(['junk']) }, 'menu.pdf');
  expect(bad.status).toBe(422);
  expect((await ask(kb, 'What does the canteen serve on Mondays?')).answer).toMatch(/barley stew/);

  const stats = await kb.get('/collection-stats/');
  expect(
    stats.body.collections.find((c: { collection_id: string }) => c.collection_id === 'canteen'),
  ).toMatchObject({ documents: 1, chunks: 1, type: 'mixed' });
  expect(
    (await kb.get('/collection-stats/collections')).body.map((c: { id: string }) => c.id),
  ).toEqual(expect.arrayContaining(['canteen', 'ops-handbook']));
  const limited = await kb.get('/documents/?limit=2');
  expect(limited.body.documents).toHaveLength(2);
  expect(limited.body.total).toBeGreaterThan(2);
  expect((await kb.delete(`/documents/${id}`)).status).toBe(200);
  expect((await ask(kb, 'What does the canteen serve on Mondays?')).confidence).toBeLessThan(0.2);
});

it('computes analytics from the recorded chats, with valid empty structures elsewhere', async () => {
  const endpoints = [
    ...['demographics', 'session-frequency', 'sentiment', 'retention'].map(
      (name) => `user/${name}`,
    ),
    ...[
      'traffic',
      'session-duration',
      'system-health',
      'peak-hours',
      'capacity',
      'hourly-traffic',
      'response-times',
      'errors',
    ].map((name) => `usage/${name}`),
    ...[
      'summary',
      'flows',
      'intents',
      'document-retrieval',
      'drop-offs',
      'sentiment-trends',
      'knowledge-gaps',
    ].map((name) => `conversation/${name}`),
    ...[
      'roi',
      'containment',
      'business-flow-success',
      'cost-analysis',
      'performance-benchmarks',
      'dashboard/executive',
      'dashboard/operations',
      'dashboard/product-optimization',
      'dashboard/business-intelligence',
    ].map((name) => `business/${name}`),
  ];
  expect(endpoints).toHaveLength(28);
  for (const slug of ['customer-support', 'hr-onboarding']) {
    for (const endpoint of endpoints) {
      const result = await kbClient(platform, slug).get(`/analytics/${endpoint}`);
      expect({ endpoint, status: result.status }).toEqual({ endpoint, status: 200 });
      expect(result.body).toMatchObject({
        service: slug,
        window_days: 30,
        data: expect.any(Object),
      });
    }
  }
  const traffic = (await kb.get('/analytics/usage/traffic')).body.data;
  expect(traffic.totals.requests).toBeGreaterThan(10);
  expect(traffic.totals.unknown).toBeGreaterThan(0);
  const gaps = (await kb.get('/analytics/conversation/knowledge-gaps')).body.data.questions;
  expect(gaps.map((gap: { query: string }) => gap.query)).toContain(
    'what is the capital city of mongolia?',
  );
  const cited = (await kb.get('/analytics/conversation/document-retrieval')).body.data.sources;
  expect(cited[0]).toMatchObject({ type: 'document', citations: expect.any(Number) });
  expect(
    (await kbClient(platform, 'hr-onboarding').get('/analytics/usage/traffic')).body.data.totals
      .requests,
  ).toBe(0);
  expect((await kb.get('/analytics/usage/nope')).status).toBe(404);
  expect((await kb.get('/analytics/usage/traffic?days=abc')).status).toBe(400);
});
