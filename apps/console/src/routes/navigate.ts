import { navigate as wouterNavigate } from 'wouter/use-browser-location';
import { matchRoute } from './index';
import { appState } from '../state/app-store';

/**
 * Navigates within the console. Spec §2.13: navigation to an unresolvable target does nothing.
 * Spec §4 form edit flag: while a form has unsaved changes the navigation is held for the leave
 * guard to confirm (`force` skips that, e.g. after a save or when the user chose to leave).
 * Returns whether it navigated.
 */
export function navigate(to: string, options: { replace?: boolean; force?: boolean } = {}): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  if (!matchRoute(path)) return false;
  if (appState.isFormChanged && !options.force) {
    appState.pendingNavigation = to;
    return false;
  }
  wouterNavigate(to, { replace: options.replace });
  return true;
}
