import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { formatCount } from '@portcullis/api-client';

countries.registerLocale(en);

export { countryName } from '../shared/countries';

/** ISO 3166-1 numeric id (as world-atlas uses, e.g. "840") → alpha-2 ("US"). */
export function numericToAlpha2(numericId: string | number | undefined): string | undefined {
  if (numericId === undefined) return undefined;
  return countries.numericToAlpha2(String(numericId).padStart(3, '0')) ?? undefined;
}

/** Spec §2.2: hover text of the locations map. */
export const activeUsageText = (country: string, count: number) => `Active Usage in ${country}: ${formatCount(count)}`;
