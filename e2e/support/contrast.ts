import type { Locator } from '@playwright/test';

export interface LowestContrast {
  ratio: number;
  text: string;
  color: string;
  background: string;
}

/**
 * The lowest text contrast inside `container`, measured as a person sees it: each text's
 * colour against the colours painted behind it, including the translucent white overlay MUI
 * lays on raised surfaces in the dark (a background-image, which axe does not read).
 * Only elements holding their own text are measured; hidden ones are skipped.
 */
export function lowestTextContrast(container: Locator): Promise<LowestContrast> {
  return container.evaluate((root) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) return null;
      const parts = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const alpha = top[3] + bottom[3] * (1 - top[3]);
      if (alpha === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
      return [mix(0), mix(1), mix(2), alpha];
    };
    // What an element paints: its background colour, then a flat gradient overlay on top.
    const paint = (element: Element): Rgba[] => {
      const style = getComputedStyle(element);
      const layers: Rgba[] = [];
      const color = parse(style.backgroundColor);
      if (color && color[3] > 0) layers.push(color);
      const overlay = /linear-gradient\((rgba?\([^)]+\))/.exec(style.backgroundImage);
      const overlayColor = overlay ? parse(overlay[1]!) : null;
      if (overlayColor) layers.push(overlayColor);
      return layers;
    };
    const backgroundOf = (element: Element): Rgba => {
      const chain: Element[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) chain.push(node);
      let result: Rgba = [255, 255, 255, 1];
      for (const node of chain.reverse())
        for (const layer of paint(node)) result = over(layer, result);
      return result;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const hex = ([r, g, b]: Rgba) =>
      `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
    let lowest = { ratio: Infinity, text: '', color: '', background: '' };
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
      if (element.closest('[aria-hidden="true"], .Mui-disabled, [disabled]')) continue;
      const background = backgroundOf(element);
      const color = over(parse(style.color) ?? [0, 0, 0, 1], background);
      const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < lowest.ratio) {
        lowest = {
          ratio,
          text: ownText.slice(0, 40),
          color: hex(color),
          background: hex(background),
        };
      }
    }
    return { ...lowest, ratio: Math.round(lowest.ratio * 100) / 100 };
  });
}
