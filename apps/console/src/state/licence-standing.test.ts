import { describe, expect, it } from 'vitest';
import { licenceStanding } from './licence-standing';

const today = new Date('2026-11-25T10:00:00Z');
const date = (iso: string) => iso.slice(0, 10);

describe('the licence fact, read once', () => {
  it('does not call a licensed tenant a trial: the licence date decides the card and the banner', () => {
    const standing = licenceStanding(
      { IsValid: true, ExpirationUtc: '2027-11-25T00:00:00Z' },
      '2027-01-24T00:00:00Z', // a tenant expiration 60 days out no longer makes a trial banner
      date,
      today,
    );
    expect(standing.cardText).toBe('License is Ok. Expires on 2027-11-25.');
    expect(standing.banner.isShown).toBe(false);
  });

  it('counts down to the licence when it ends within 90 days', () => {
    const standing = licenceStanding({ IsValid: true, ExpirationUtc: '2026-12-25T10:00:00Z' }, null, date, today);
    expect(standing.banner).toMatchObject({ isShown: true, daysLeft: 30, text: 'Your license expires in 30 days.' });
  });

  it('shows the trial only without a licence, with the card saying so', () => {
    const standing = licenceStanding({ IsValid: false, ExpirationUtc: null }, '2027-01-24T10:00:00Z', date, today);
    expect(standing.cardText).toBe('No license is found!');
    expect(standing.banner).toMatchObject({ isShown: true, text: 'Your trial ends in 60 days.' });
    expect(licenceStanding(null, '2026-11-01T00:00:00Z', date, today).banner.text).toBe('Your trial has expired.');
  });
});
