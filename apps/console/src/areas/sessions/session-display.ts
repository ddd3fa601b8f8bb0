import type { Filter } from '@portcullis/api-client';

/**
 * The application segment of `active/:applicationId?/:userId?` that means "every application", so a
 * user's sessions can be linked without naming one (`/sessions/active/all/{userId}`).
 */
export const ALL_APPLICATIONS = 'all';

/** The list filters the route's path names: its application (unless `all`) and its user. */
export function pathFilters(params: { applicationId?: string | null; userId?: string | null }): Filter[] {
  const filters: Filter[] = [];
  if (params.applicationId && params.applicationId !== ALL_APPLICATIONS)
    filters.push({ Column: 'ApplicationId', Value: params.applicationId, Operator: 0 });
  if (params.userId) filters.push({ Column: 'UserId', Value: params.userId, Operator: 0 });
  return filters;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO 3166-1 alpha-2 code ('DE' → 'Germany'); the code when unknown. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** What a terminate confirmation says it will end. */
export function terminateText(count: number, includesOwn: boolean): string {
  const what = `${count.toLocaleString('en')} session${count === 1 ? '' : 's'}`;
  return includesOwn
    ? `${what} will end at once, your own among them: you will be signed out.`
    : `${what} will end at once; their users must sign in again.`;
}
