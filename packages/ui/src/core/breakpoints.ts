/**
 * Media queries from the theme's `breakpoints` (React-free, so CSS-in-JS, hooks and pages without
 * React agree on where the layout changes).
 */

/**
 * A media query matching viewports narrower than `width` px. The bound is `width - 0.02` because
 * `max-width` is inclusive: at exactly `width` px the wide layout applies (Bootstrap's convention),
 * and fractional widths of zoomed pages fall on one side only.
 */
export function mediaBelow(width: number): string {
  return `(max-width: ${width - 0.02}px)`;
}

/** `mediaBelow` as an at-rule, for CSS-in-JS objects: `{ [atMediaBelow(theme.breakpoints.lg)]: {…} }`. */
export function atMediaBelow(width: number): `@media ${string}` {
  return `@media ${mediaBelow(width)}`;
}

/** The same decision in script: whether a viewport of `viewportWidth` px is below `width`. */
export function isBelow(viewportWidth: number, width: number): boolean {
  return viewportWidth < width;
}
