import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import PDFDocument from 'pdfkit';
import type { SeedDocument } from './seed-knowledge-types';

export interface RenderedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

// A fixed date keeps the generated PDF byte-for-byte the same on every seed.
const SEED_DATE = new Date('2026-01-05T09:00:00Z');

function markdown(doc: SeedDocument): string {
  return [
    `# ${doc.title}`,
    ...doc.sections.flatMap((section) => [`## ${section.heading}`, ...section.paragraphs]),
  ].join('\n\n');
}

function plainText(doc: SeedDocument): string {
  return [
    doc.title.toUpperCase(),
    ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
  ].join('\n\n');
}

// The seed's own constant text only; escaping the five markup characters is all it needs.
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function html(doc: SeedDocument): string {
  const body = doc.sections
    .map(
      (section) =>
        `<h2>${escapeHtml(section.heading)}</h2>\n${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title></head>\n<body><h1>${escapeHtml(doc.title)}</h1>\n${body}\n</body></html>\n`;
}

function pdf(doc: SeedDocument): Promise<Buffer> {
  const file = new PDFDocument({
    autoFirstPage: false,
    info: { Title: doc.title, CreationDate: SEED_DATE, ModDate: SEED_DATE },
  });
  const parts: Buffer[] = [];
  file.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<Buffer>((resolve, reject) => {
    file.on('end', () => resolve(Buffer.concat(parts)));
    file.on('error', reject);
  });
  doc.sections.forEach((section, index) => {
    file.addPage();
    if (index === 0) file.fontSize(20).text(doc.title).moveDown();
    file.fontSize(15).text(section.heading).moveDown(0.5);
    for (const paragraph of section.paragraphs) file.fontSize(11).text(paragraph).moveDown(0.5);
  });
  file.end();
  return done;
}

function docx(doc: SeedDocument): Promise<Buffer> {
  const file = new Document({
    creator: 'Switchboard seed',
    title: doc.title,
    description: doc.description,
    sections: [
      {
        children: [
          new Paragraph({ text: doc.title, heading: HeadingLevel.TITLE }),
          ...doc.sections.flatMap((section) => [
            new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }),
            ...section.paragraphs.map((paragraph) => new Paragraph(paragraph)),
          ]),
        ],
      },
    ],
  });
  return Packer.toBuffer(file);
}

/** The seed document as the file a member of staff would upload. */
export async function renderSeedFile(doc: SeedDocument): Promise<RenderedFile> {
  const file = (mimeType: string, bytes: Buffer) => ({ fileName: doc.fileName, mimeType, bytes });
  switch (doc.format) {
    case 'md':
      return file('text/markdown', Buffer.from(markdown(doc)));
    case 'txt':
      return file('text/plain', Buffer.from(plainText(doc)));
    case 'html':
      return file('text/html', Buffer.from(html(doc)));
    case 'pdf':
      return file('application/pdf', await pdf(doc));
    case 'docx':
      return file(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        await docx(doc),
      );
  }
}
