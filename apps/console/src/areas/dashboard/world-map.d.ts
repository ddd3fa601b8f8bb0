/** Built by tooling/world-map.ts at build time: the world's country shapes, projected. */
declare module 'virtual:world-map' {
  /** The box the path data is drawn in (the SVG viewBox). */
  export const box: { readonly width: number; readonly height: number };
  /** [ISO alpha-2 code or null, English name, SVG path data] per country. */
  const shapes: ReadonlyArray<readonly [alpha2: string | null, name: string, d: string]>;
  export default shapes;
}
