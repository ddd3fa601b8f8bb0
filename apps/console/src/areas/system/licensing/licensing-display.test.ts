import { describe, expect, it } from 'vitest';
import { certificateState, daysLeftText } from './licensing-display';

describe('licensing display', () => {
  it('says days left, expired below one day, and no end date', () => {
    expect(daysLeftText(null)).toBe('No end date');
    expect(daysLeftText(0)).toBe('Expired');
    expect(daysLeftText(1)).toBe('1 day');
    expect(daysLeftText(90)).toBe('90 days');
  });

  it('badges expired before expiring soon', () => {
    expect(certificateState({ IsExpired: true, IsExpiringSoon: false }).text).toBe('Expired');
    expect(certificateState({ IsExpired: false, IsExpiringSoon: true }).text).toBe('Expiring within one month');
    expect(certificateState({ IsExpired: false, IsExpiringSoon: false })).toEqual({ tone: 'success', text: 'Valid' });
  });
});
