import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

// Used at build time (tooling/world-map.ts bakes the names into the map's shapes), not in the browser.
countries.registerLocale(en);

/** ISO 3166-1 numeric id (as world-atlas uses, e.g. "840") → alpha-2 ("US"). */
export function numericToAlpha2(numericId: string | number | undefined): string | undefined {
  if (numericId === undefined) return undefined;
  return countries.numericToAlpha2(String(numericId).padStart(3, '0')) ?? undefined;
}

export { countryName } from '../shared/countries';
