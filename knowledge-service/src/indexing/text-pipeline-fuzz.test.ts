import { ExtractionError } from '../extract/extraction-error';
import type { FileType } from '../extract/file-types';
import { makeDocx, makePdf } from '../testing/kb-fixtures';
import { DEFAULT_PIPELINE_SETTINGS, textPipeline } from './pipeline-thread';
import { pageLinks, readDocument, readPage } from './text-pipeline';

/**
 * Every pass over uploaded or crawled text, fed a quarter of a megabyte built to make a
 * regular expression or a recursive walk work hard, must cost at most a generous multiple of
 * the work the same pass does over as much ordinary prose in the same format, both counted
 * here in the same run. The work is the CPU time this process spent on the pass (the PDF
 * pass's worker thread included), not the time on the clock: a neighbouring suite taking the
 * core stretches the clock (a linear CSV pass once read 20.4× by it on a loaded machine) but
 * not the work done. A pass that is quadratic in its input does a thousand times the work at
 * this size, so the multiple still fails such a pass.
 */
const SIZE = 250_000;
afterAll(() => textPipeline.stop());
const MAX_RATIO = 50;

const fill = (unit: string, size = SIZE) =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const nested = (open: string, close: string, depth: number) =>
  fill(open.repeat(depth) + close.repeat(depth));

const WORDS = 'office opens nine weekdays staff visitors permit tide ferry harbour'.split(' ');
function prose(size: number): string[] {
  const sentences: string[] = [];
  for (let length = 0, i = 0; length < size; i += 1) {
    const words = Array.from(
      { length: 8 + (i % 9) },
      (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length],
    );
    const sentence = `${words.join(' ')} ${i}.`;
    sentences.push(sentence.charAt(0).toUpperCase() + sentence.slice(1));
    length += sentence.length + 1;
  }
  return sentences;
}
const PROSE = prose(SIZE);
const paragraphs = (sentences: string[]) =>
  Array.from({ length: Math.ceil(sentences.length / 6) }, (_, i) =>
    sentences.slice(i * 6, i * 6 + 6).join(' '),
  );

/** Runs of one character, brackets, dots and nesting: the shapes that made the old passes slow. */
const HOSTILE_TEXT: Record<string, string> = {
  'letters then ".b"': `${fill('a', SIZE - 2)}.b`,
  dots: fill('.'),
  'one-letter sentences': fill('A. '),
  exclamations: fill('A!'),
  brackets: fill('['),
  parentheses: fill('('),
  'link openers': fill('[a]('),
  'image openers': fill('!['),
  stars: fill('*'),
  underscores: fill('_'),
  backticks: fill('`'),
  hashes: fill('#'),
  'bold openers': fill('**a'),
  'blank lines': fill('\n'),
  'one-word lines': fill('x\n'),
  'one-word paragraphs': fill('x\n\n'),
  spaces: `${fill(' ', SIZE - 1)}x`,
  digits: fill('1'),
  'bracket nesting': nested('[', ']', 1_000),
  'mixed nesting': nested('([{', '}])', 500),
};

const HOSTILE_HTML: Record<string, string> = {
  '"<" runs': fill('<'),
  'unclosed tags': fill('<a '),
  'nested divs': nested('<div>', '</div>', 2_000),
  'unclosed divs': fill('<div>'),
  comments: fill('<!--'),
  entities: fill('&amp;'),
  'one long paragraph': `<p>${fill('a', SIZE - 10)}</p>`,
  'text runs': HOSTILE_TEXT['letters then ".b"']!,
  // As deep as the parser is let go, then end tags it must look for among all open elements.
  'unmatched end tags': '<b>'.repeat(250) + fill('</x>', SIZE - 750),
};

const HOSTILE_CSV: Record<string, string> = {
  quotes: fill('"'),
  commas: fill(','),
  'quoted quotes': fill('"a""'),
  'empty rows': fill('\n'),
  'text runs': HOSTILE_TEXT['letters then ".b"']!,
};

const HOSTILE_JSON: Record<string, string> = {
  'deep brackets': fill('['),
  'deep objects': fill('{"a":'),
  'nesting at the limit': nested('[', ']', 99),
  'one long string': JSON.stringify(fill('a', SIZE - 2)),
  'escaped quotes': JSON.stringify(fill('\\"', SIZE / 2)),
  'many keys': JSON.stringify(
    Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`k${i}`, i])),
  ),
};

/** This process's CPU time so far, user and system, in microseconds. */
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * The work one run takes, the less of two (a collection of garbage left by an earlier pass
 * may land in either); a hostile input may also be refused (ExtractionError) at once.
 */
async function work(run: () => Promise<unknown>, refusable: boolean): Promise<number> {
  let least = Infinity;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const started = cpuMicros();
    try {
      await run();
    } catch (error) {
      if (!refusable || !(error instanceof ExtractionError)) throw error;
    }
    least = Math.min(least, cpuMicros() - started);
  }
  return least;
}

const read = (type: FileType, content: string | Uint8Array) => () =>
  readDocument(type, Buffer.from(content), DEFAULT_PIPELINE_SETTINGS.archive);

async function expectLinear(
  plain: () => Promise<unknown>,
  hostile: Record<string, () => Promise<unknown>>,
): Promise<void> {
  const baseline = await work(plain, false);
  const ratios: Record<string, number> = {};
  for (const [name, run] of Object.entries(hostile))
    ratios[name] = Math.round(((await work(run, true)) / baseline) * 10) / 10;
  const slow = Object.entries(ratios).filter(([, ratio]) => ratio > MAX_RATIO);
  // Printed for the record: the figures, not just a pass.
  console.log(`baseline ${(baseline / 1e6).toFixed(3)} CPU s; ratios ${JSON.stringify(ratios)}`);
  expect(slow).toEqual([]);
}

const each = (cases: Record<string, string>, run: (text: string) => () => Promise<unknown>) =>
  Object.fromEntries(Object.entries(cases).map(([name, text]) => [name, run(text)]));

it('reads hostile plain text in linear time', async () => {
  await expectLinear(
    read('txt', PROSE.join(' ')),
    each(HOSTILE_TEXT, (text) => read('txt', text)),
  );
});

it('reads hostile markdown in linear time', async () => {
  const plain = paragraphs(PROSE).map(
    (p, i) => `## Part ${i}\n\n${p} See **this** and [that](/x).`,
  );
  await expectLinear(
    read('md', plain.join('\n\n')),
    each(HOSTILE_TEXT, (text) => read('md', text)),
  );
});

it('reads hostile HTML, uploaded or crawled, and its links in linear time', async () => {
  const plain = `<html><body>${paragraphs(PROSE)
    .map((p) => `<p>${p} <a href="/x">more</a></p>`)
    .join('\n')}</body></html>`;
  await expectLinear(read('html', plain), {
    ...each(HOSTILE_HTML, (html) => read('html', html)),
    ...each(HOSTILE_HTML, (html) => async () => readPage(html, true)),
    ...each(HOSTILE_HTML, (html) => async () => pageLinks(html)),
  });
});

it('reads hostile CSV in linear time', async () => {
  const plain = ['question,answer', ...PROSE.map((s, i) => `"${s}",${i}`)].join('\n');
  await expectLinear(
    read('csv', plain),
    each(HOSTILE_CSV, (text) => read('csv', text)),
  );
});

it('reads hostile JSON in linear time', async () => {
  const plain = JSON.stringify(PROSE.map((text, i) => ({ id: i, text })));
  await expectLinear(
    read('json', plain),
    each(HOSTILE_JSON, (text) => read('json', text)),
  );
});

it('reads hostile Word documents in linear time', async () => {
  const docx = async (texts: string[]) => makeDocx(texts);
  const plain = await docx(paragraphs(PROSE));
  const hostile: Record<string, () => Promise<unknown>> = {};
  for (const name of [
    'letters then ".b"',
    'one-letter sentences',
    'brackets',
    'dots',
    'one-word lines',
  ])
    hostile[name] = read('docx', await docx([HOSTILE_TEXT[name]!]));
  await expectLinear(read('docx', plain), hostile);
}, 120_000);

it('reads hostile PDFs in linear time', async () => {
  // Lines of 90 characters, as pdf-lib draws them, 45 to a page.
  const pages = (text: string) => {
    const lines = text.match(/[^]{1,90}/g) ?? [];
    return Array.from({ length: Math.ceil(lines.length / 45) }, (_, i) =>
      lines.slice(i * 45, i * 45 + 45).join('\n'),
    );
  };
  const size = SIZE / 4;
  // In the pipeline's own worker: pdf.js loads itself with a dynamic import, which jest's
  // module sandbox cannot run.
  const inWorker = (bytes: Uint8Array) => () =>
    textPipeline.run({ kind: 'document', type: 'pdf', bytes });
  const plain = await makePdf(pages(PROSE.join(' ').slice(0, size)));
  const hostile: Record<string, () => Promise<unknown>> = {};
  for (const name of ['letters then ".b"', 'one-letter sentences', 'brackets', 'dots'])
    hostile[name] = inWorker(await makePdf(pages(HOSTILE_TEXT[name]!.slice(0, size))));
  await inWorker(plain)();
  await expectLinear(inWorker(plain), hostile);
}, 180_000);
