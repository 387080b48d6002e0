/** Hands a file to the browser's downloads (an export, a chart image, a zip). */
export function downloadFile(fileName: string, content: Blob | string, type = 'text/csv') {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A title as a file name: lower case, words joined by dashes. */
export const fileSafe = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
