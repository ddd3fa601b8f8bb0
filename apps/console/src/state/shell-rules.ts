import { subMonths } from 'date-fns';
import type { CurrentUser } from '@portcullis/api-client';
import { landing, routePaths } from 'virtual:console-paths';
import type { Href } from '../routes/links';
import { createPathMatcher } from '../routes/path-match';

/**
 * Spec §2.1: a super admin whose super-admin start date is under one month old lands on Get Started;
 * everyone else on the overview.
 */
export function entryPath(
  user: Pick<CurrentUser, 'IsSuperAdmin' | 'SuperAdminStartDate'>,
  now: Date = new Date(),
): Href {
  if (user.IsSuperAdmin && user.SuperAdminStartDate) {
    const start = new Date(user.SuperAdminStartDate);
    if (!Number.isNaN(start.getTime()) && start > subMonths(now, 1)) return landing.getStarted as Href;
  }
  return landing.overview as Href;
}

/**
 * The route paths of the table (built into `virtual:console-paths`): these rules run in the React-free
 * sign-in page too, which must not load the table with its resource definitions.
 */
const matchPath = createPathMatcher(routePaths.map(([fullPath, isPublic]) => ({ fullPath, isPublic })));

/** A path from outside the code (a `goback` query) that names a console page needing a session, else null. */
function privateConsolePath(path: string | null): Href | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  const match = matchPath(path.split(/[?#]/)[0] ?? path);
  return match && !match.route.isPublic ? (path as Href) : null;
}

/**
 * Where a signed-in user goes instead of a sign-in or session-expired screen: back to `goback` when it
 * names a console page that needs a session, else their landing page (§2.1 entry rules).
 */
export function forwardTarget(
  goback: string | null,
  user: Pick<CurrentUser, 'IsSuperAdmin' | 'SuperAdminStartDate'>,
  now: Date = new Date(),
): Href {
  return privateConsolePath(goback) ?? entryPath(user, now);
}

/** Spec §9: names longer than 30 characters are cut to 30 plus an ellipsis. */
export const NAME_LIMIT = 30;
