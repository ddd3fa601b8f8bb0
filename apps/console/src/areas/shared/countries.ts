const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/**
 * A country's name for its ISO alpha-2 code, as people read it (Intl.DisplayNames: 'United States',
 * 'Türkiye'); the code itself when it names no region.
 */
export function countryName(alpha2: string): string {
  const code = alpha2.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return alpha2;
  try {
    return REGION_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
