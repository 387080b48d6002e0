/** What the Bots API accepts (it also checks the bytes); refusing here saves a doomed upload. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The reason a file cannot be an avatar, or null when it can. */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is not a PNG, JPEG, WebP or GIF image.`;
  }
  if (file.size > MAX_AVATAR_BYTES) {
    return `“${file.name}” is ${megabytes(file.size)}; an avatar can be at most 2 MB.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}
