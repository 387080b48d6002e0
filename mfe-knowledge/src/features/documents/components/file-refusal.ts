/** What the service accepts, from its api-info; the fallbacks match the service's defaults. */
export interface UploadRules {
  maxBytes: number;
  extensions: string[];
}

export const DEFAULT_UPLOAD_RULES: UploadRules = {
  maxBytes: 25 * 1024 * 1024,
  extensions: ['txt', 'md', 'html', 'htm', 'csv', 'json', 'pdf', 'docx'],
};

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${bytes} B`;

/** Why a file will not be sent, or null when it may be. Checked before any byte leaves. */
export function fileRefusal(file: File, rules: UploadRules): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !rules.extensions.includes(extension))
    return `Unsupported file type${extension ? ` .${extension}` : ''}: upload ${rules.extensions
      .map((ext) => `.${ext}`)
      .join(', ')}`;
  if (file.size === 0) return 'The file is empty';
  if (file.size > rules.maxBytes)
    return `File is too large (${formatBytes(file.size)}): the limit is ${formatBytes(rules.maxBytes)}`;
  return null;
}
