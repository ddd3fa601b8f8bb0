import { describe, expect, it } from 'vitest';
import { countryName, numericToAlpha2 } from './country-codes';
import { activeUsageText } from './WorldMap';

describe('country codes of the locations map', () => {
  it('maps world-atlas numeric ids to alpha-2 codes and names', () => {
    expect(numericToAlpha2('840')).toBe('US');
    expect(numericToAlpha2('276')).toBe('DE');
    expect(numericToAlpha2('792')).toBe('TR');
    expect(numericToAlpha2(36)).toBe('AU');
    expect(countryName('DE')).toBe('Germany');
  });
  it('names countries as people read them, keeping what is not a country code', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('au')).toBe('Australia');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('ZZZ')).toBe('ZZZ');
    expect(countryName('')).toBe('');
  });
  it('formats the hover text exactly', () => {
    expect(activeUsageText('Germany', 266)).toBe('Active Usage in Germany: 266');
    expect(activeUsageText('United States', 4000)).toBe('Active Usage in United States: 4,000');
  });
});
