// The text colour readable on a background a person chose (a label's colour): white or near-black, whichever
// contrasts more (WCAG relative luminance).
const DARK = 'rgba(0, 0, 0, 0.88)';
const LIGHT = '#ffffff';

function luminance(hex: string): number | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = match[1] as string;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function readableTextOn(background: string): string {
  const bg = luminance(background);
  if (bg === null) return DARK;
  // Near-black (0.88 alpha on the colour) is close to black: its luminance is taken as black's.
  return contrastRatio(1, bg) >= contrastRatio(0, bg) ? LIGHT : DARK;
}
