/**
 * Draws a chart's SVG onto a canvas and returns it as PNG. Hand-written because
 * the charts library keeps image export to its paid tier; the SVG the chart
 * already renders is all a canvas needs. Computed colours are inlined so the
 * image matches the theme the user sees, dark ones included.
 */
export async function chartToPng(svg: SVGSVGElement, background: string): Promise<Blob> {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const source = svg.querySelectorAll('*');
  copy.querySelectorAll('*').forEach((node, index) => {
    const style = getComputedStyle(source[index]!);
    for (const property of [
      'fill',
      'stroke',
      'stroke-width',
      'font-size',
      'font-family',
      'opacity',
    ])
      (node as SVGElement).style.setProperty(property, style.getPropertyValue(property));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }),
  );
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The chart could not be drawn as an image'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const context = canvas.getContext('2d')!;
    context.scale(scale, scale);
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('No image produced'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
