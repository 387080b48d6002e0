import { renderSeedFile } from '../seed/knowledge/render-seed-file';
import type { SeedDocument } from '../seed/knowledge/seed-knowledge-types';
import type { FileType } from '../extract/file-types';
import { textPipeline } from './pipeline-thread';

// The sentences the old splitter broke or lost: decimals, abbreviations, versions, amounts.
const DOC: SeedDocument = {
  id: '00000000-0000-4000-8000-000000000999',
  fileName: 'lossless',
  format: 'md',
  title: 'Northwind Speaker Setup Guide',
  description: '',
  isPublic: true,
  sections: [
    {
      heading: 'Joining Wi-Fi',
      paragraphs: [
        'The speaker joins 2.4 GHz Wi-Fi networks only. Firmware v1.2 adds 5 GHz support, e.g. for newer routers.',
        'Call Dr. Achieng or Mr. Otieno at the U.S. office (No. 4) on +254 700 123 456.',
      ],
    },
    {
      heading: 'Fees and dates',
      paragraphs: [
        'Standard delivery costs KES 350. The renewal deadline is 31 March; late renewals pay 25 percent more.',
        `${'A long run-on sentence without a stop that keeps going '.repeat(30)}and ends here.`,
      ],
    },
  ],
};

const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');
const sourceWords = [
  ...words(DOC.title),
  ...DOC.sections.flatMap((s) => [...words(s.heading), ...s.paragraphs.flatMap(words)]),
];

/** Every word of the source that no chunk holds (chunks joined, split on white space). */
const missing = (chunks: { content: string }[], expected = sourceWords) => {
  const held = new Set(words(chunks.map((chunk) => chunk.content).join(' ')));
  return expected.filter((word) => !held.has(word));
};

// Through the worker thread that reads every upload and crawled page, as the service does.
const read = (type: FileType, bytes: Buffer) =>
  textPipeline.run({ kind: 'document', type, bytes: new Uint8Array(bytes) });

afterAll(() => textPipeline.stop());

it.each(['md', 'txt', 'html', 'pdf', 'docx'] as const)(
  'loses no word of a %s document',
  async (format) => {
    const file = await renderSeedFile({ ...DOC, format });
    const { chunks } = await read(format, file.bytes);
    // Plain text writes its title in capitals.
    const expected = format === 'txt' ? sourceWords.slice(words(DOC.title).length) : sourceWords;
    expect(missing(chunks, expected)).toEqual([]);
    expect(chunks.some((chunk) => chunk.content.includes('The speaker joins 2.4 GHz'))).toBe(true);
  },
);

it('loses no word of a crawled page', async () => {
  const file = await renderSeedFile({ ...DOC, format: 'html' });
  const page = await textPipeline.run({
    kind: 'page',
    body: file.bytes.toString('utf8'),
    html: true,
  });
  expect(missing(page.chunks)).toEqual([]);
});

it('loses no value of a CSV or JSON file', async () => {
  const rows = DOC.sections.flatMap((s) => s.paragraphs.map((p) => [s.heading, p]));
  const csv = ['section,text', ...rows.map(([h, p]) => `${h},"${p}"`)].join('\n');
  const json = JSON.stringify(rows.map(([section, text]) => ({ section, text })));
  const expected = DOC.sections.flatMap((s) => s.paragraphs.flatMap(words));
  for (const [type, text] of [
    ['csv', csv],
    ['json', json],
  ] as const) {
    const { chunks } = await read(type, Buffer.from(text));
    const held = chunks.map((chunk) => chunk.content).join(' ');
    // Structured values are quoted or labelled; each word must still be there.
    expect(expected.filter((word) => !held.includes(word))).toEqual([]);
  }
});
