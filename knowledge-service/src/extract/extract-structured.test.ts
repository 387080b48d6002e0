import { extractJson, extractMarkdown, MAX_JSON_DEPTH } from './extract-structured';
import { ExtractionError } from './extraction-error';

const timed = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

it('strips markdown syntax and keeps the words', () => {
  const { pages, title } = extractMarkdown(
    '# Leave policy\n\n- Staff get **25 days** and _two_ `extra` days.\n\nSee [the rules](https://x.test/a) and ![a chart](c.png).',
  );
  expect(title).toBe('Leave policy');
  expect(pages[0]).toBe(
    'Leave policy\n\nStaff get 25 days and two extra days.\n\nSee the rules and a chart.',
  );
});

it('keeps the blank line before a heading, a list and a quote, so each stays a paragraph of its own', () => {
  const { pages } = extractMarkdown(
    'Intro text.\n\n## Annual leave\nStaff get 25 days.\n\n* one\n* two\n\n>\n> quoted\n',
  );
  expect(pages[0]).toBe(
    'Intro text.\n\nAnnual leave\nStaff get 25 days.\n\none\ntwo\n\n\nquoted\n',
  );
});

// The probe's upload: 40,000 "[" in a .md froze the platform 1.4 s.
it('reads a run of brackets in linear time', () => {
  const plain = timed(() => extractMarkdown('See the rules for leave. '.repeat(40_000 / 25)));
  const hostile = timed(() => extractMarkdown('['.repeat(40_000)));
  expect(hostile).toBeLessThan(Math.max(plain, 5) * 20);
});

// The probe's upload: 200 KB of "[" overflowed the stack, and the job retried for 70 s.
it('refuses JSON nested deeper than the limit before parsing it, and reads the limit itself', () => {
  expect(() => extractJson('['.repeat(100_000) + ']'.repeat(100_000))).toThrow(
    new ExtractionError(`The JSON is nested deeper than ${MAX_JSON_DEPTH} levels`),
  );
  const deepest = `${'{"a":'.repeat(MAX_JSON_DEPTH - 1)}["x"]${'}'.repeat(MAX_JSON_DEPTH - 1)}`;
  expect(extractJson(deepest).pages[0]).toBe(`${'a › '.repeat(MAX_JSON_DEPTH - 1)}0: x`);
  expect(extractJson('{"text": "[[[[ {{{{ \\" ]]"}').pages[0]).toBe('text: [[[[ {{{{ " ]]');
});
