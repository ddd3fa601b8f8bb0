import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookie, deviceToken, isDeviceRemembered } from './remembered-device';

const key = randomBytes(32);
const user = '2f1c7a3e-5b9d-4c1e-8f00-0123456789ab';
const other = '2f1c7a3e-5b9d-4c1e-8f00-0123456789ac';
const DAY = 24 * 60 * 60 * 1000;
const issued = Date.UTC(2026, 0, 10, 12);
const header = (token: string) => `a=b; ${DEVICE_COOKIE}=${token}; c=d`;

describe('remembered device', () => {
  it('holds for its user within the days, counted from issue, and for no one else', () => {
    const token = deviceToken(key, user, issued);
    expect(isDeviceRemembered(key, header(token), user, 7, issued + 7 * DAY - 1000)).toBe(true);
    expect(isDeviceRemembered(key, header(token), user, 7, issued + 7 * DAY)).toBe(false);
    expect(isDeviceRemembered(key, header(token), user, 3, issued + 4 * DAY)).toBe(false); // days lowered since
    expect(isDeviceRemembered(key, header(token), user, 0, issued)).toBe(false);
    expect(isDeviceRemembered(key, header(token), other, 7, issued)).toBe(false);
    expect(isDeviceRemembered(key, header(token), user, 7, issued - 60_000)).toBe(false); // issued in the future
  });

  it('holds only under the revocation stamp it was signed with; no stamp keeps earlier tokens valid', () => {
    const token = deviceToken(key, user, issued);
    expect(isDeviceRemembered(key, header(token), user, 7, issued + DAY, '')).toBe(true);
    expect(isDeviceRemembered(key, header(token), user, 7, issued + DAY, '1768046400000000')).toBe(false);
    const stamped = deviceToken(key, user, issued, '1768046400000000');
    expect(isDeviceRemembered(key, header(stamped), user, 7, issued + DAY, '1768046400000000')).toBe(true);
    expect(isDeviceRemembered(key, header(stamped), user, 7, issued + DAY, '1768046400000001')).toBe(false);
    expect(isDeviceRemembered(key, header(stamped), user, 7, issued + DAY, '')).toBe(false);
  });

  it('refuses tokens signed with another key, altered, or missing', () => {
    const token = deviceToken(key, user, issued);
    expect(isDeviceRemembered(randomBytes(32), header(token), user, 7, issued)).toBe(false);
    const later = deviceToken(key, user, issued + DAY);
    const spliced = later.slice(0, 44) + token.slice(44); // a newer issue time with the older signature
    expect(isDeviceRemembered(key, header(spliced), user, 7, issued + DAY)).toBe(false);
    expect(isDeviceRemembered(key, undefined, user, 7, issued)).toBe(false);
    expect(isDeviceRemembered(key, header('short'), user, 7, issued)).toBe(false);
  });

  it('is an HttpOnly, SameSite=Strict cookie scoped to the sign-in calls, Secure over https', () => {
    expect(deviceCookie({ protocol: 'https' }, key, user, 30, issued)).toMatch(
      /^portcullis_device=[0-9a-f]{44}[A-Za-z0-9_-]{43}; Path=\/account\/login; HttpOnly; SameSite=Strict; Max-Age=2592000; Secure$/,
    );
    expect(deviceCookie({ protocol: 'http' }, key, user, 0, issued)).toBe(
      'portcullis_device=; Path=/account/login; HttpOnly; SameSite=Strict; Max-Age=0',
    );
  });
});
