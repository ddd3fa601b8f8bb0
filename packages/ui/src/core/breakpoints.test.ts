import { describe, expect, it } from 'vitest';
import { atMediaBelow, isBelow, mediaBelow } from './breakpoints';
import { createTheme } from './tokens';

describe('breakpoints', () => {
  it('match strictly below the width: the wide layout starts at the breakpoint itself', () => {
    const { lg } = createTheme('light').breakpoints;
    expect(lg).toBe(1024);
    expect(mediaBelow(lg)).toBe('(max-width: 1023.98px)');
    expect(atMediaBelow(lg)).toBe('@media (max-width: 1023.98px)');
    expect(isBelow(1023, lg)).toBe(true);
    expect(isBelow(1024, lg)).toBe(false);
    expect(isBelow(390, lg)).toBe(true);
    expect(isBelow(1440, lg)).toBe(false);
  });

  it('are the same in both colour modes', () => {
    expect(createTheme('dark').breakpoints).toEqual(createTheme('light').breakpoints);
  });
});
