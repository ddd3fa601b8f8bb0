import { describe, expect, it } from 'vitest';
import { parseColorModePreference, resolveColorMode } from './color-mode';

describe('colour mode preference', () => {
  it('resolves system to what the system prefers, and a chosen mode to itself', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });

  it('accepts only the three preferences', () => {
    expect(['light', 'dark', 'system', 'Dark', '', null, 3].map(parseColorModePreference)).toEqual([
      'light',
      'dark',
      'system',
      null,
      null,
      null,
      null,
    ]);
  });
});
