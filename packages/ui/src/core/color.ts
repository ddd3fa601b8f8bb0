/** Colour helpers without React: contrast-aware text colour and the percentage colour bands of §9. */

/** Token name of a percentage band. */
export type PercentageColorName = 'pink' | 'orange' | 'blue' | 'green';

/**
 * The colour band of a percentage (§9): 0-25 pink, 25-50 orange, 50-75 blue, 75-100 green.
 * A boundary value belongs to the upper band (25 is orange); values are clamped to 0..100.
 */
export function percentageColorName(percent: number): PercentageColorName {
  const value = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  if (value < 25) return 'pink';
  if (value < 50) return 'orange';
  if (value < 75) return 'blue';
  return 'green';
}

/** Parses '#rgb' or '#rrggbb' into channels 0..255, or null when it is not a hex colour. */
export function parseHexColor(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3)
    digits = digits
      .split('')
      .map((d) => d + d)
      .join('');
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of a hex colour (0 black .. 1 white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two hex colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The text colour (near-black or white) with the better contrast on `background`. */
export function readableTextColor(background: string, dark = '#111418', light = '#ffffff'): string {
  return contrastRatio(background, dark) >= contrastRatio(background, light) ? dark : light;
}

/**
 * Mixes two hex colours: `amount` 0 gives `a`, 1 gives `b`. Used to derive hover and tint colours
 * from a tenant's primary colour. Returns `a` unchanged when either is not a hex colour.
 */
export function mixHex(a: string, b: string, amount: number): string {
  const from = parseHexColor(a);
  const to = parseHexColor(b);
  if (!from || !to) return a;
  const t = Math.min(1, Math.max(0, amount));
  return `#${from
    .map((c, i) => Math.round(c + (to[i]! - c) * t))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}
