import { chunkText, sentences } from './chunker';

const timed = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

it('keeps decimals, abbreviations and versions inside their sentence', () => {
  expect(sentences('It runs at 2.4 GHz. Use e.g. the router v1.2 now! Next?\n\nHeading')).toEqual([
    'It runs at 2.4 GHz.',
    'Use e.g. the router v1.2 now!',
    'Next?\n\n',
    'Heading\n\n',
  ]);
});

it('loses no word: leading dots, run-on sentences and long lines all reach a chunk whole', () => {
  const words = Array.from({ length: 3_000 }, (_, i) => `w${i.toString(36)}`);
  const source = [
    `...${words.slice(0, 40).join(' ')}.`,
    // A run-on sentence several chunks long, and one without a full stop at all.
    `${words.slice(40, 1_200).join(' ')}.`,
    words.slice(1_200, 2_000).join(' '),
    words
      .slice(2_000)
      .map((word, i) => (i % 7 === 6 ? `${word}?!` : word))
      .join(' '),
  ].join('\n\n');
  const held = new Set(chunkText(source).flatMap((chunk) => chunk.content.split(/\s+/)));
  const missing = source.split(/\s+/).filter((word) => !held.has(word));
  expect(missing).toEqual([]);
  for (const chunk of chunkText(source)) expect(chunk.content.length).toBeLessThanOrEqual(800);
});

// The probe's upload: 60 KB of one letter, then ".b", froze the platform 4.3 s.
it('splits a long run without a stop in linear time', () => {
  const plain = timed(() => chunkText('The office opens at nine. '.repeat(60_000 / 26)));
  const hostile = timed(() => chunkText(`${'a'.repeat(60_000)}.b`));
  expect(hostile).toBeLessThan(Math.max(plain, 5) * 20);
});

const clauses = (topic: string, count: number) =>
  Array.from({ length: count }, (_, i) => `The ${topic} clause ${i} holds for ${10 + i} days.`);

it('never packs two headed sections into one chunk', () => {
  const text = 'Support FAQ\nPasswords\n\nReset it in Settings.\nPayment methods\n\nWe take cards.';
  expect(chunkText(text).map((chunk) => chunk.content)).toEqual([
    'Support FAQ Passwords\n\nReset it in Settings.',
    'Payment methods\n\nWe take cards.',
  ]);
});

it('opens every chunk of a long section with its heading, overlap after it', () => {
  const chunks = chunkText(`Delivery charges\n\n${clauses('delivery', 40).join(' ')}`);
  expect(chunks.length).toBeGreaterThan(2);
  for (const [index, chunk] of chunks.entries()) {
    expect(chunk.content).toMatch(/^Delivery charges\n\nThe delivery clause/);
    expect(chunk.content.length).toBeLessThanOrEqual(800);
    if (index > 0) expect(chunk.content).toContain(chunks[index - 1]!.content.slice(-40));
  }
});

it('takes no list, closing line or sentence for a heading', () => {
  // Three short lines are a list; a heading-like line that ends the text heads nothing.
  const list = `Bring these:\n\nNational ID\n\nBank details\n\nA pen\n\n${clauses('desk', 20).join(' ')}`;
  expect(chunkText(list)[1]!.content).not.toMatch(/^(National ID|Bank details|A pen)/);
  const closing = `${clauses('leave', 20).join(' ')}\n\nCall HR.\n\nThe end`;
  expect(chunkText(closing).at(-1)!.content).toMatch(/Call HR\.\n\nThe end$/);
});

it('chunks text without headings as one section', () => {
  const text = clauses('refund', 60).join(' ');
  const chunks = chunkText(text);
  expect(chunks.length).toBeGreaterThan(3);
  expect(chunks.slice(1).every((chunk) => chunk.content.startsWith('The refund clause'))).toBe(
    true,
  );
  expect(chunks[1]!.content).toContain(chunks[0]!.content.slice(-40));
});
