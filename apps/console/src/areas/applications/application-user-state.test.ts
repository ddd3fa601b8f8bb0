import { describe, expect, it } from 'vitest';
import { applicationUserStanding } from './application-user-state';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('applicationUserStanding', () => {
  it('reads a disabled assignment as Disabled, whatever its validity', () => {
    expect(applicationUserStanding({ State: 0, IsActive: false, ValidFrom: null }, NOW)).toEqual({
      label: 'Disabled',
      tone: 'neutral',
    });
  });
  it('reads an active one as Active', () => {
    expect(applicationUserStanding({ State: 1, IsActive: true, ValidFrom: null }, NOW).label).toBe('Active');
  });
  it('tells one whose validity starts later from one that ended', () => {
    expect(applicationUserStanding({ State: 1, IsActive: false, ValidFrom: '2026-07-01T00:00:00Z' }, NOW)).toEqual({
      label: 'Not valid yet',
      tone: 'info',
    });
    expect(applicationUserStanding({ State: 1, IsActive: false, ValidFrom: '2026-01-01T00:00:00Z' }, NOW)).toEqual({
      label: 'Expired',
      tone: 'danger',
    });
  });
});
