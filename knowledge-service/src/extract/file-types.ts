export type FileType = 'txt' | 'md' | 'html' | 'csv' | 'json' | 'pdf' | 'docx';

const BY_EXTENSION: Record<string, FileType> = {
  txt: 'txt',
  text: 'txt',
  md: 'md',
  markdown: 'md',
  html: 'html',
  htm: 'html',
  csv: 'csv',
  json: 'json',
  pdf: 'pdf',
  docx: 'docx',
};

const BY_MIME: Record<string, FileType> = {
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/x-markdown': 'md',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/csv': 'csv',
  'application/json': 'json',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export const SUPPORTED_EXTENSIONS = Object.keys(BY_EXTENSION);

/** The extension decides (browsers guess MIME types poorly); the MIME type is the fallback. */
export function detectFileType(fileName: string, mimeType: string): FileType | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension) return BY_EXTENSION[extension];
  return BY_MIME[mimeType.split(';')[0]!.trim().toLowerCase()];
}
