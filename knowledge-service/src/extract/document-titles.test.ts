import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { makeDocx, makePdf, makeSizedPdf } from '../testing/kb-fixtures';
import { textPipeline } from '../indexing/pipeline-thread';

// Through the worker thread that reads every upload, as the service does (pdf.js loads there).
const read = async (type: 'pdf' | 'docx', bytes: Buffer | Uint8Array) =>
  (await textPipeline.run({ kind: 'document', type, bytes: new Uint8Array(bytes) })).extracted;

afterAll(() => textPipeline.stop());

const pdfWith = makeSizedPdf;

/** A .docx made by the docx library, as Word would save it. */
const docxWith = (paragraphs: Paragraph[], title?: string) =>
  Packer.toBuffer(
    new Document({ ...(title ? { title } : {}), sections: [{ children: paragraphs }] }),
  );

const titleOf = async (type: 'pdf' | 'docx', bytes: Buffer | Uint8Array) =>
  (await read(type, bytes)).title;

const BODY = 'The Halverton depot opens at 06:30 on weekdays and closes at 18:00.';

it('titles a PDF from the heading at the top of its first page: the line set larger than the body', async () => {
  const pdf = await pdfWith([
    ['Halverton Depot Guide', 22],
    [BODY, 11],
    ['Forklifts are charged overnight in bay 4.', 11],
  ]);
  expect(await titleOf('pdf', pdf)).toBe('Halverton Depot Guide');
});

it("prefers a PDF's Title property, and takes no title from a PDF set in one size", async () => {
  const titled = await pdfWith(
    [
      ['Cover', 22],
      [BODY, 11],
    ],
    'Depot Handbook 2026',
  );
  expect(await titleOf('pdf', titled)).toBe('Depot Handbook 2026');
  // A tool's leftover Title (a file name) is no title: the heading is used instead.
  const fileNamed = await pdfWith(
    [
      ['Depot Rules', 22],
      [BODY, 11],
    ],
    'scan_0042.pdf',
  );
  expect(await titleOf('pdf', fileNamed)).toBe('Depot Rules');
  expect(await titleOf('pdf', await makePdf([`Annual report, first page.\n${BODY}`]))).toBe(
    undefined,
  );
});

it('titles a Word document from its Title or first Heading 1 paragraph, else its Title property', async () => {
  const styled = await docxWith(
    [
      new Paragraph({ text: 'Depot Safety Rules', heading: HeadingLevel.TITLE }),
      new Paragraph({ text: 'Opening hours', heading: HeadingLevel.HEADING_1 }),
      new Paragraph(BODY),
    ],
    'Old template title',
  );
  expect(await titleOf('docx', styled)).toBe('Depot Safety Rules');
  const headed = await docxWith([
    new Paragraph(BODY),
    new Paragraph({ text: 'Forklift &amp; charging', heading: HeadingLevel.HEADING_1 }),
  ]);
  expect(await titleOf('docx', headed)).toBe('Forklift &amp; charging');
  const property = await docxWith([new Paragraph(BODY)], 'Depot Q&A <2026>');
  expect(await titleOf('docx', property)).toBe('Depot Q&A <2026>');
  // Plain paragraphs and no properties: no title, so the file name stays.
  expect(await titleOf('docx', await makeDocx(['Meeting notes', BODY]))).toBe(undefined);
});

it('keeps the text a title is taken from: the heading is still part of the document', async () => {
  const pdf = await read(
    'pdf',
    await pdfWith([
      ['Halverton Depot Guide', 22],
      [BODY, 11],
    ]),
  );
  expect(pdf.pages[0]).toMatch(/Halverton Depot Guide[\s\S]*06:30/);
});
