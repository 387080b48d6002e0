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
