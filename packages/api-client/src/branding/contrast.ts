/**
 * WCAG 2.x contrast, React-free, shared by the server (which refuses a branding below AA) and the
 * console (which says so before saving). Colours are '#rrggbb' (the only form branding stores).
 */

/** WCAG AA for normal text (success criterion 1.4.3). */
export const WCAG_AA_TEXT_RATIO = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Whether a value is a '#rrggbb' colour. */
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

/** WCAG relative luminance of '#rrggbb' (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  if (!isHexColor(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two '#rrggbb' colours, 1 … 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A ratio as people read it: two decimals, rounded down, so a pair shown as 4.50:1 always passes
 * ('4.49:1' for 4.4999 — rounding up would show a refused pair as passing).
 */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
