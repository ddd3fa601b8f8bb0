/**
 * What a page hands to the next one across a full page load, React-free: the sign-in page is a page
 * of its own (src/sign-in), so going from it into the app, or from the app to it, loads a new page.
 */

/** Spec-free decision: every page is titled '<page title> · Portcullis', like the product consoles. */
export const APP_NAME = 'Portcullis';

/** The document title of a page: its route's title, then the product name. */
export const documentTitle = (pageTitle: string | null | undefined): string =>
  pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;

const FOCUS_KEY = 'portcullis.focus-heading';
const pathOf = (href: string) => (href.split(/[?#]/)[0] ?? href).replace(/\/$/, '').toLowerCase() || '/';

/**
 * The user acted (signed in, pressed a button) and the next page loads afresh: that page focuses its
 * heading as an in-app navigation would (route-focus.ts), while a page the user simply opened keeps
 * focus at the start so the skip link stays the first Tab.
 */
export function handOffHeadingFocus(href: string): void {
  try {
    sessionStorage.setItem(FOCUS_KEY, pathOf(href));
  } catch {
    // Storage blocked: the next page keeps the focus at the start, as after a plain page load.
  }
}

/** Whether the previous page handed focus to this page's heading (read once, then forgotten). */
export function takeHeadingFocus(pathname: string): boolean {
  try {
    const handed = sessionStorage.getItem(FOCUS_KEY);
    if (handed === null) return false;
    sessionStorage.removeItem(FOCUS_KEY);
    return handed === pathOf(pathname);
  } catch {
    return false;
  }
}
