import { formatDisplayDate } from '@portcullis/ui';
import { formatCount, type Envelope, type PagedData } from '@portcullis/api-client';
import { countryName } from './countries';

/**
 * Shared table cells and value formats of the console, one per §9 use: dates DD/MM/YYYY, moments
 * DD/MM/YYYY HH:mm:ss, counts with thousands separators.
 */

/** A page of rows from a list envelope (an empty page when the call failed: its toast already showed). */
export const pageOf = <T,>(env: Envelope<PagedData<T>>): PagedData<T> => env.Data ?? { Data: [], TotalItemCount: 0 };

/** §9 display date: DD/MM/YYYY; '' for none. */
export const dateCell = (iso: string | null | undefined): string => (iso ? formatDisplayDate(iso) : '');

/** §9 display moment: DD/MM/YYYY HH:mm:ss; `empty` for none. */
export const dateTimeCell = (iso: string | null | undefined, empty = ''): string =>
  iso ? formatDisplayDate(iso, true) : empty;

/** A country column: the country's name for its code ('AU' → 'Australia'); '' for none. */
export const countryCell = (code: string | null | undefined): string => (code ? countryName(code) : '');

/** A count as the product writes numbers everywhere (api-client formatCount): 1,000. */
export const countText = formatCount;
