import { navigate as wouterNavigate } from 'wouter/use-browser-location';
import { matchRoute } from './index';
import type { Href } from './links';
import { appState } from '../state/app-store';

/**
 * Navigates within the console to a link built from the route table (`links.userView({ id })`).
 * Spec §2.13: navigation to an unresolvable target does nothing. Spec §4 form edit flag: while a form
 * has unsaved changes the navigation is held for the leave guard to confirm (`force` skips that, e.g.
 * after a save or when the user chose to leave). Returns whether it navigated.
 */
export function navigate(to: Href, options: { replace?: boolean; force?: boolean } = {}): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  if (!matchRoute(path)) return false;
  if (appState.isFormChanged && !options.force) {
    appState.pendingNavigation = to;
    return false;
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
