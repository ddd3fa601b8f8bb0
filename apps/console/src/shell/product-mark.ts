/**
 * The product's mark, React-free so the sign-in page (no React) and the console's Logo draw the same
 * shape: a portcullis, an arched gate of bars with spiked feet, in Lucide's stroke style (24 × 24,
 * stroke 2, round caps) so it sits with the kit's icons. One path list, one definition of the mark.
 */
export const PRODUCT_MARK_PATHS: readonly string[] = [
  'M4 22V10a8 8 0 0 1 16 0v12',
  'M8 3.1V20',
  'M12 2v18',
  'M16 3.1V20',
  'M4 10h16',
  'M4 15h16',
  'M7 20l1 2 1-2',
  'M11 20l1 2 1-2',
  'M15 20l1 2 1-2',
];

/** The mark as an SVG element, for pages without React (decorative: the product name is beside it). */
export function productMarkSvg(doc: Document, size: number): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = doc.createElementNS(ns, 'svg');
  const attrs: Record<string, string> = {
    width: String(size),
    height: String(size),
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  };
  for (const [name, value] of Object.entries(attrs)) svg.setAttribute(name, value);
  for (const d of PRODUCT_MARK_PATHS) {
    const path = doc.createElementNS(ns, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
