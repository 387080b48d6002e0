import { PDFDocument, StandardFonts } from 'pdf-lib';
import { KEY_HEADER } from './chat-latency';
import { passage } from './synthetic-corpus';

const PDF_PAGES = 100;
const BOT = 'customer-support';

export interface IngestCost {
  pages: number;
  chunks: number;
  /** The upload's request: extract, chunk, index. */
  seconds: number;
  /** After the upload, until the pipeline stored every new chunk's vector. */
  chunkVectorSeconds: number;
  /** After that, until it stored their sentences' vectors. */
  sentenceVectorSeconds: number;
}

async function health(url: string) {
  const response = await fetch(`${url}/kb/${BOT}/health`, { headers: KEY_HEADER });
  return (
    (await response.json()) as {
      embeddings: { chunks_pending: number; sentences_pending: number };
    }
  ).embeddings;
}

async function until(url: string, done: (h: Awaited<ReturnType<typeof health>>) => boolean) {
  const started = performance.now();
  for (;;) {
    if (done(await health(url))) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A multi-page PDF uploaded to a seeded bot, then the background pipeline's time to embed its
 * chunks and then their sentences (the service's other bots have nothing left to embed).
 */
export async function ingestCost(url: string): Promise<IngestCost> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < PDF_PAGES; p += 1) {
    const page = pdf.addPage();
    passage(2400)
      .match(/.{1,95}(\s|$)/g)!
      .forEach((line, index) =>
        page.drawText(line.trim(), { x: 40, y: 780 - index * 14, size: 10, font }),
      );
  }
  const bytes = await pdf.save();
  const form = new FormData();
  // A copy typed on a plain ArrayBuffer, which Blob requires.
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'bench.pdf');
  const started = performance.now();
  const response = await fetch(`${url}/kb/${BOT}/documents/`, {
    method: 'POST',
    headers: KEY_HEADER,
    body: form,
  });
  const body = (await response.json()) as {
    page_count: number;
    chunk_count: number;
    status: string;
  };
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 201 || body.status !== 'ready')
    throw new Error(`upload answered ${response.status} ${JSON.stringify(body)}`);
  const chunkVectorSeconds = await until(url, (h) => h.chunks_pending === 0);
  const sentenceVectorSeconds = await until(url, (h) => h.sentences_pending === 0);
  return {
    pages: body.page_count,
    chunks: body.chunk_count,
    seconds,
    chunkVectorSeconds,
    sentenceVectorSeconds,
  };
}
