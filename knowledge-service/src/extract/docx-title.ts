import mammoth from 'mammoth';
import { Parser } from 'htmlparser2';
import { fromBufferPromise } from 'yauzl';
import { parseHtml } from './extract-html';
import { usableTitle } from './heading-title';

// Word's Title style reads as the document's heading too; mammoth maps only Heading 1–6.
const TITLE_STYLE = ["p[style-name='Title'] => h1:fresh"];
// The core properties part is a few hundred bytes; more than this is not read.
const MAX_CORE_BYTES = 64 * 1024;

/** The text of the first element named `tag` in an XML part, entities decoded. */
function firstElementText(xml: string, tag: string): string | undefined {
  let depth = 0;
  let text = '';
  let found: string | undefined;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (found === undefined && name === tag) depth += 1;
      },
      ontext: (chunk) => {
        if (depth > 0) text += chunk;
      },
      onclosetag: (name) => {
        if (depth > 0 && name === tag && --depth === 0) found = text;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return found;
}

/** docProps/core.xml, the package's core properties (its Title among them), if present. */
async function coreProperties(bytes: Buffer): Promise<string | undefined> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== 'docProps/core.xml') continue;
      if (entry.uncompressedSize > MAX_CORE_BYTES) return undefined;
      const parts: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) parts.push(chunk as Buffer);
      return Buffer.concat(parts).toString('utf8');
    }
    return undefined;
  } finally {
    zip.close();
  }
}

/**
 * A Word document's title: its first Title-style or Heading 1 paragraph, which is what a
 * reader sees at the top, else the Title property (File → Info), which templates often
 * leave stale. Called after the archive's limits were checked.
 */
export async function docxTitle(bytes: Buffer): Promise<string | undefined> {
  const { value } = await mammoth.convertToHtml({ buffer: bytes }, { styleMap: TITLE_STYLE });
  const heading = usableTitle(parseHtml(value).title);
  if (heading) return heading;
  const core = await coreProperties(bytes);
  return usableTitle(core === undefined ? undefined : firstElementText(core, 'dc:title'));
}
