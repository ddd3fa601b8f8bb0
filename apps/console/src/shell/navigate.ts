import { navigate as wouterNavigate } from 'wouter/use-browser-location';
import { matchRoute } from '../routes/index';
import type { Href } from '../routes/links';
import { appState } from '../state/app-store';
import { handOffHeadingFocus } from './page-handoff';
import { hasUserInteracted } from './route-focus';

/**
 * Loads a standalone page (the React-free sign-in page) afresh; after a user's action its heading
 * takes the focus there, as an in-app navigation's would.
 */
export function loadStandalone(to: string, options: { replace?: boolean } = {}): void {
  if (hasUserInteracted()) handOffHeadingFocus(to);
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

/**
 * Navigates within the console to a link built from the route table (`links.userView({ id })`).
 * Spec §2.13: navigation to an unresolvable target does nothing. Spec §4 form edit flag: while a form
 * has unsaved changes the navigation is held for the leave guard to confirm (`force` skips that, e.g.
 * after a save or when the user chose to leave). A standalone page (sign-in) is loaded afresh. Returns
 * whether it navigated.
 */
export function navigate(to: Href, options: { replace?: boolean; force?: boolean } = {}): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  const match = matchRoute(path);
  if (!match) return false;
  if (appState.isFormChanged && !options.force) {
    appState.pendingNavigation = to;
    return false;
  }
  if (match.route.isStandalone) {
    loadStandalone(to, options);
    return true;
  }
  wouterNavigate(to, { replace: options.replace });
  return true;
}

/**
 * A console path that came from outside the code (a `goback` query, the pending navigation of the
 * leave guard) as an Href, when it names a route of the table; otherwise null.
 */
export function toHref(path: string | null | undefined): Href | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return matchRoute(path.split(/[?#]/)[0] ?? path) ? (path as Href) : null;
}

/** Whether a console link leads to a public page (sign-in, logout, the entry …). */
export const isPublicHref = (href: Href): boolean => Boolean(matchRoute(href.split(/[?#]/)[0] ?? href)?.route.isPublic);
