import { checkImageFile, MAX_AVATAR_BYTES } from './check-image-file';

describe('checkImageFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(checkImageFile({ name: 'a', type, size: 1000 })).toBeNull();
  });

  it.each(['image/svg+xml', 'application/pdf', 'text/plain', ''])('refuses type "%s"', (type) => {
    expect(checkImageFile({ name: 'notes.txt', type, size: 10 })).toBe(
      '“notes.txt” is not a PNG, JPEG, WebP or GIF image.',
    );
  });

  it('refuses a 10 MB image and accepts exactly 2 MiB', () => {
    expect(checkImageFile({ name: 'big.png', type: 'image/png', size: 10 * 1024 * 1024 })).toBe(
      '“big.png” is 10.0 MB; an avatar can be at most 2 MB.',
    );
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: MAX_AVATAR_BYTES })).toBeNull();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe('“a.png” is empty.');
  });
});
