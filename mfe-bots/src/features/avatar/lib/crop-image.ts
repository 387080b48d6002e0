import type { Area } from 'react-easy-crop';

/** Large enough for any place an avatar is shown, small enough to stay far below the upload limit. */
const MAX_SIDE = 512;

export interface CroppedImage {
  base64: string;
  mimeType: string;
  fileName: string;
  size: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The file could not be read as an image.'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be exported.'))),
      type,
      0.92,
    ),
  );
}

async function toBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/**
 * Cuts the chosen square out of the image on a canvas. JPEG and WebP stay as they are;
 * PNG and GIF become PNG, since canvases cannot write GIF.
 */
export async function cropImage(src: string, area: Area, file: File): Promise<CroppedImage> {
  const image = await loadImage(src);
  const side = Math.min(MAX_SIDE, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be exported.');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const mimeType =
    file.type === 'image/jpeg' || file.type === 'image/webp' ? file.type : 'image/png';
  const blob = await toBlob(canvas, mimeType);
  // A browser may fall back to PNG for a type it cannot encode; report what it wrote.
  const written = blob.type || mimeType;
  const baseName = file.name.replace(/\.[^.]*$/, '') || 'avatar';
  return {
    base64: await toBase64(blob),
    mimeType: written,
    fileName: `${baseName}.${written.split('/')[1]!.replace('jpeg', 'jpg')}`,
    size: blob.size,
  };
}
