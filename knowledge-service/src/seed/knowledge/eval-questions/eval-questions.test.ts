import { createHash } from 'node:crypto';
import { SEED_KNOWLEDGE } from '../knowledge-seed-data';
import { seedDocId, type SeedDocument } from '../seed-knowledge-types';
import { EVAL_QUESTION_SETS } from './index';

/**
 * The evaluation set is only a test if its facts are really in the documents it cites; and
 * the seeded knowledge must stay big enough to make retrieval discriminate. No database.
 */
const MIN_DOCUMENTS = 25;
const MIN_ANSWERABLE = 55;
const MIN_UNANSWERABLE = 12;

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const textOf = (doc: SeedDocument) =>
  normalise(
    [
      doc.title,
      ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
    ].join('\n'),
  );

const sets = EVAL_QUESTION_SETS.map((set) => {
  const base = SEED_KNOWLEDGE.find((candidate) => candidate.slug === set.slug);
  if (!base) throw new Error(`no seeded knowledge base for ${set.slug}`);
  return [set.slug, set, base] as const;
});

it('covers every seeded bot once', () => {
  expect(EVAL_QUESTION_SETS.map((set) => set.slug).sort()).toEqual(
    SEED_KNOWLEDGE.map((base) => base.slug).sort(),
  );
});

describe.each(sets)('%s', (_slug, set, base) => {
  const byFile = new Map(base.documents.map((doc) => [doc.fileName, doc]));

  it(`has at least ${MIN_DOCUMENTS} documents with distinct file names`, () => {
    expect(base.documents.length).toBeGreaterThanOrEqual(MIN_DOCUMENTS);
    expect(byFile.size).toBe(base.documents.length);
  });

  it(`has at least ${MIN_ANSWERABLE} answerable and ${MIN_UNANSWERABLE} unanswerable questions, none repeated`, () => {
    expect(set.answerable.length).toBeGreaterThanOrEqual(MIN_ANSWERABLE);
    expect(set.unanswerable.length).toBeGreaterThanOrEqual(MIN_UNANSWERABLE);
    const questions = [...set.answerable, ...set.unanswerable].map((q) => normalise(q.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('cites a seeded document of this bot for every answer, and the fact is in it verbatim', () => {
    const wrong = set.answerable.flatMap((q) => {
      const doc = byFile.get(q.source);
      if (!doc) return [`${q.id}: ${q.source} is not a document of ${set.slug}`];
      return textOf(doc).includes(normalise(q.fact))
        ? []
        : [`${q.id}: "${q.fact}" is not in ${q.source}`];
    });
    expect(wrong).toEqual([]);
  });

  it('asks about every document', () => {
    const cited = new Set(set.answerable.map((q) => q.source));
    expect(base.documents.map((doc) => doc.fileName).filter((name) => !cited.has(name))).toEqual(
      [],
    );
  });
});

it('gives every question an id used once across all bots', () => {
  const ids = EVAL_QUESTION_SETS.flatMap((set) => [...set.answerable, ...set.unanswerable]).map(
    (q) => q.id,
  );
  expect(new Set(ids).size).toBe(ids.length);
});

it('keeps the questions the issue names, with their facts and sources', () => {
  const find = (slug: string, question: string) =>
    EVAL_QUESTION_SETS.find((set) => set.slug === slug)?.answerable.find(
      (q) => q.question === question,
    );
  expect(
    find('customer-support', 'How long do I have to return an item for a refund?'),
  ).toMatchObject({ fact: '30 days', source: 'returns-and-refunds-policy.pdf' });
  expect(
    find('govstack-services', 'When is the deadline to renew my business permit?'),
  ).toMatchObject({ fact: '31 March', source: 'business-permit-renewal.md' });
});

it('gives every seeded document an id of its own across all bots', () => {
  const ids = SEED_KNOWLEDGE.flatMap((base) => base.documents.map((doc) => doc.id));
  expect(new Set(ids).size).toBe(ids.length);
});

it('keeps the original four documents of each bot exactly as they were', () => {
  const original = SEED_KNOWLEDGE.flatMap((base) => base.documents.slice(0, 4));
  expect(original.map((doc) => doc.id)).toEqual(
    [1, 2, 3, 4, 11, 12, 13, 14, 21, 22, 23, 24].map(seedDocId),
  );
  // Other suites and the seeded history rely on their text: any edit changes this digest.
  // Whether a document is public is left out: it decides who may be answered, not the text.
  const texts = original.map(({ isPublic: _audience, ...doc }) => doc);
  expect(createHash('sha256').update(JSON.stringify(texts)).digest('hex')).toBe(
    'dfc3c15e1c5359274e46114056af7f0cf616b6c74d312b335cbc2fc9a8e25088',
  );
});
