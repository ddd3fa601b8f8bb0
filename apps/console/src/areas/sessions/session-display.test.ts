import { describe, expect, it } from 'vitest';
import { ALL_APPLICATIONS, countryName, pathFilters, terminateText } from './session-display';

const app = '00000000-0000-4000-8000-000000000030';
const user = '5f0e8a52-1111-4222-8333-444455556666';

describe('session display', () => {
  it("turns the path's application and user into list filters, 'all' naming no application", () => {
    expect(pathFilters({})).toEqual([]);
    expect(pathFilters({ applicationId: app })).toEqual([{ Column: 'ApplicationId', Value: app, Operator: 0 }]);
    expect(pathFilters({ applicationId: ALL_APPLICATIONS, userId: user })).toEqual([
      { Column: 'UserId', Value: user, Operator: 0 },
    ]);
  });

  it('names countries in English and keeps an unknown or malformed code as it is', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('jp')).toBe('Japan');
    expect(countryName(null)).toBe('');
    expect(countryName('not-a-code')).toBe('not-a-code');
  });

  it("warns when the caller's own session is among those ended", () => {
    expect(terminateText(1, false)).toBe('1 session will end at once; their users must sign in again.');
    expect(terminateText(3, true)).toBe('3 sessions will end at once, your own among them: you will be signed out.');
  });
});
