import { navigate as wouterNavigate } from 'wouter/use-browser-location';
import { matchRoute } from './index';

/**
 * Navigates within the console. Spec §2.13: navigation to an unresolvable target does nothing.
 * Returns whether it navigated.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  if (!matchRoute(path)) return false;
  wouterNavigate(to, options);
  return true;
}
