import {
  feedbackAnalyticsSchema,
  staffAnswerListSchema,
  staffAnswerSchema,
} from '@switchboard/domain';
import { uploadFile, useKbPlatform } from '@switchboard/platform/testing/kb-test-platform';
import { CALLER_HEADER, STAFF_HEADER } from '../chat-sessions/session-owner';

const { kb } = useKbPlatform({}, 'customer-support');

const staff = { headers: { [CALLER_HEADER]: 'admin-1', [STAFF_HEADER]: 'bot-admin-reader' } };
const user = (id: string) => ({ headers: { [CALLER_HEADER]: id } });
const chat = (message: string, userId = 'shopper') =>
  kb.post('/chat/', { message, user_id: userId }, user(userId));

it('lets only bot admins manage staff answers', async () => {
  for (const options of [{}, user('shopper')]) {
    expect((await kb.get('/staff-answers', options)).status).toBe(403);
    const refused = await kb.post('/staff-answers', { question: 'q', answer: 'a' }, options);
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'Only bot admins manage staff answers' },
    });
    expect((await kb.put('/staff-answer-settings', { threshold: 0.5 }, options)).status).toBe(403);
  }
  expect((await kb.post('/staff-answers', { question: ' ', answer: 'a' }, staff)).body.error).toBe(
    'question is required',
  );
  expect((await kb.put('/staff-answer-settings', { threshold: 2 }, staff)).body.error).toBe(
    'threshold must be between 0.05 and 1',
  );
});

it('answers from a staff answer above the threshold, counts the hit, and from documents below it', async () => {
  const created = await kb.post(
    '/staff-answers',
    {
      question: 'Do you deliver parcels on Sundays?',
      answer: 'Yes: Sunday delivery is available in the city for a small fee.',
    },
    staff,
  );
  expect(created.status).toBe(201);
  staffAnswerSchema.parse(created.body);

  // Other words, the same content words once stemmed: "delivered" / "deliver", "Sunday" / "Sundays".
  const reply = await chat('Will my parcel be delivered on a Sunday?');
  expect(reply.body).toMatchObject({
    answer: 'Yes: Sunday delivery is available in the city for a small fee.',
    sources: [{ type: 'staff_answer', id: created.body.id, title: created.body.question }],
  });
  expect(reply.body.confidence).toBeGreaterThanOrEqual(0.6);

  // A synonym counts as document retrieval counts it (WordNet: package → parcel).
  const synonym = await chat('Will my package be delivered on a Sunday?');
  expect(synonym.body.sources[0]).toMatchObject({ type: 'staff_answer', id: created.body.id });

  const unrelated = await chat('What is the warranty on a kettle?');
  expect(unrelated.body.sources).not.toContainEqual(
    expect.objectContaining({ type: 'staff_answer' }),
  );

  const list = staffAnswerListSchema.parse((await kb.get('/staff-answers?q=sunday', staff)).body);
  expect(list).toMatchObject({ total: 1, threshold: 0.6 });
  expect(list.answers[0]).toMatchObject({ hits: 2, last_hit_at: expect.any(String) });

  // A stricter threshold than the match sends the question to the documents again.
  await kb.put('/staff-answer-settings', { threshold: 1 }, staff);
  const partial = await chat('Is parcel delivery open on a Sunday morning?');
  expect(partial.body.sources).not.toContainEqual(
    expect.objectContaining({ type: 'staff_answer' }),
  );
  await kb.put('/staff-answer-settings', { threshold: 0.6 }, staff);

  const edited = await kb.put(
    `/staff-answers/${created.body.id}`,
    { question: created.body.question, answer: 'Sunday delivery is not available.' },
    staff,
  );
  expect(edited.body).toMatchObject({ answer: 'Sunday delivery is not available.', hits: 2 });
  expect((await kb.delete(`/staff-answers/${created.body.id}`, staff)).status).toBe(200);
  expect((await kb.delete(`/staff-answers/${created.body.id}`, staff)).status).toBe(404);
  expect(
    (await kb.put('/staff-answers/not-an-id', { question: 'q', answer: 'a' }, staff)).status,
  ).toBe(404);
});

it('imports staff answers from CSV, all or nothing', async () => {
  const csv =
    'question,answer\r\n"Opening hours?","9 to 5, Monday to Friday"\r\n"\'=SUM(A1)?",\'-5 degrees\r\n';
  const imported = await kb.post('/staff-answers/import', { csv }, staff);
  expect(imported.body).toEqual({ imported: 2 });
  const list = (await kb.get('/staff-answers?q=SUM', staff)).body;
  expect(list.answers[0]).toMatchObject({ question: '=SUM(A1)?', answer: '-5 degrees' });

  const bad = await kb.post(
    '/staff-answers/import',
    { csv: 'a,b\r\n"only a question",\r\n' },
    staff,
  );
  expect(bad).toMatchObject({ status: 400, body: { error: 'Line 2: answer is required' } });
  expect((await kb.post('/staff-answers/import', { csv: '"unclosed' }, staff)).body.error).toMatch(
    /^The CSV file could not be read/,
  );
});

it('takes a rating on an answer from the user who asked only', async () => {
  const reply = await chat('How do I return a broken toaster?', 'rater');
  const path = `/chat/${reply.body.session_id}/messages/${reply.body.message_id}/rating`;

  expect((await kb.put(path, { rating: 'up' }, user('someone-else'))).status).toBe(403);
  expect((await kb.put(path, { rating: 'up', user_id: 'someone-else' })).status).toBe(403);
  expect((await kb.put(path, { rating: 'sideways' }, user('rater'))).status).toBe(400);
  const rated = await kb.put(path, { rating: 'down', comment: 'Not helpful' }, user('rater'));
  expect(rated.body.rating).toMatchObject({
    rating: 'down',
    comment: 'Not helpful',
    ratedBy: 'rater',
  });

  const history = await kb.get(`/chat/${reply.body.session_id}`, user('rater'));
  const [question, answer] = history.body.messages;
  expect(answer.rating).toMatchObject({ rating: 'down', ratedAt: expect.any(String) });
  const onQuestion = `/chat/${reply.body.session_id}/messages/${question.id}/rating`;
  expect((await kb.put(onQuestion, { rating: 'up' }, user('rater'))).body.error).toBe(
    'Only an answer can be rated',
  );

  // Staff rate console answers on the console's record: here they cannot replace the
  // asker's rating, whatever their right, and the old route by trace is gone.
  expect((await kb.put(path, { rating: 'up' }, staff)).status).toBe(403);
  const byTrace = `/chat/${reply.body.session_id}/traces/${reply.body.trace_id}/rating`;
  expect((await kb.put(byTrace, { rating: 'up' }, staff)).status).toBe(404);
  const kept = await kb.get(`/chat/${reply.body.session_id}`, user('rater'));
  expect(kept.body.messages[1].rating).toMatchObject({
    rating: 'down',
    comment: 'Not helpful',
    ratedBy: 'rater',
  });

  const analytics = (await kb.get('/feedback-analytics?days=7')).body;
  expect(analytics.totals).toMatchObject({ rated: 1, down: 1, up_rate: 0 });
  expect(analytics.totals.declined).toBeGreaterThan(0);
});

it('groups unanswered questions by wording and counts citations of documents and staff answers', async () => {
  const uploaded = await uploadFile(
    kb,
    'gift-cards.txt',
    'Gift cards are valid for three years from the date of purchase and can be used online.',
  );
  expect(uploaded.status).toBe(201);
  await chat('How long are gift cards valid?', 'asker');
  for (const question of [
    'How much does gift wrapping cost?',
    'How much does gift wrapping cost?',
    'What does gift wrapping cost',
    'Can I pay with crypto?',
  ]) {
    await chat(question, 'asker');
  }
  const { unanswered, citations } = feedbackAnalyticsSchema.parse(
    (await kb.get('/feedback-analytics?days=7')).body,
  );
  const wrapping = unanswered.find((group: { question: string }) =>
    /wrapping/.test(group.question),
  );
  expect(wrapping).toEqual({
    question: 'How much does gift wrapping cost?',
    count: 3,
    examples: ['What does gift wrapping cost'],
    last_asked: expect.any(String),
  });
  // Question terms are words as asked too, never stems such as "wrap" or "deliveri".
  const intents = (await kb.get('/analytics/conversation/intents?days=7')).body.data.terms;
  expect(intents).toContainEqual({ term: 'wrapping', questions: 3 });
  expect(intents.map((row: { term: string }) => row.term)).not.toContain('wrap');
  expect(unanswered.map((group: { question: string }) => group.question)).toContain(
    'Can I pay with crypto?',
  );
  expect(citations).toContainEqual(
    expect.objectContaining({ type: 'staff_answer', title: 'Do you deliver parcels on Sundays?' }),
  );
  expect(citations).toContainEqual({
    type: 'document',
    id: uploaded.body.id,
    title: uploaded.body.title,
    citations: 1,
  });
});
