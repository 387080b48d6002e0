import { chunkText } from './chunker';
import { stitchChunks } from './stitch-chunks';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

it('joins overlapping chunks back into their text, each sentence once', () => {
  const text = Array.from(
    { length: 60 },
    (_, i) => `Sentence ${i} says the parcel number ${1000 + i} ships within ${i % 7} days.`,
  ).join(' ');
  const chunks = chunkText(text).map((chunk) => chunk.content);
  expect(chunks.length).toBeGreaterThan(3);
  expect(words(stitchChunks(chunks))).toEqual(words(text));
});

it('keeps chunks that do not overlap whole, a paragraph apart', () => {
  expect(stitchChunks(['First part here.', 'Second part here.'])).toBe(
    'First part here.\n\nSecond part here.',
  );
  expect(stitchChunks([])).toBe('');
});
