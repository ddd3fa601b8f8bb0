import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readCookie } from '../../engine/auth/session-user';

/**
 * The remembered-device cookie (MfaRememberDeviceDays, as Entra ID's "remember multifactor
 * authentication on trusted devices"): after a second factor succeeds, the browser keeps a token that
 * names the user and when it was issued, signed with a key derived from the server key. Nothing is
 * stored on the server. It is HttpOnly, SameSite=Strict and scoped to the sign-in calls' path, so no
 * other call (nor script) ever sees it. The days are read from the setting at each sign-in: lowering
 * them (0 included) shortens or ends every device's grace at once. Revoking one user's devices
 * (device-revocation.ts) changes that user's revocation stamp, which the signature covers: every token
 * signed before no longer verifies, and tokens signed after (with the new stamp) do, whatever the clock.
 */
export const DEVICE_COOKIE = 'portcullis_device';
/** The sign-in calls (/account/login and /account/login/verify) are the only ones that receive it. */
const DEVICE_COOKIE_PATH = '/account/login';

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_HEX = 32;
const ISSUED_HEX = 12;

const macKey = (serverKey: Buffer) =>
  createHmac('sha256', serverKey).update('portcullis remembered device v1').digest();
/** `revocation` '' (never revoked) signs as before revocations existed, so earlier cookies still hold. */
const mac = (serverKey: Buffer, payload: string, revocation: string) =>
  createHmac('sha256', macKey(serverKey))
    .update(revocation ? `${payload}.${revocation}` : payload)
    .digest('base64url');

/**
 * The token for this user issued at `issuedMs`: user id (hex), issue time (seconds, hex), HMAC over
 * both and the user's revocation stamp (`revocation`, '' when never revoked).
 */
export function deviceToken(serverKey: Buffer, userId: string, issuedMs: number, revocation = ''): string {
  const payload =
    userId.replace(/-/g, '').toLowerCase() +
    Math.floor(issuedMs / 1000)
      .toString(16)
      .padStart(ISSUED_HEX, '0');
  return payload + mac(serverKey, payload, revocation);
}

/**
 * Whether the Cookie header holds a genuine token of this user, signed with the user's current
 * revocation stamp, issued less than `days` days before `nowMs` (and not in the future). With `days` 0
 * no device is remembered.
 */
export function isDeviceRemembered(
  serverKey: Buffer,
  cookieHeader: string | undefined,
  userId: string,
  days: number,
  nowMs: number,
  revocation = '',
): boolean {
  if (days <= 0) return false;
  const token = readCookie(cookieHeader, DEVICE_COOKIE);
  if (!token || token.length <= USER_HEX + ISSUED_HEX) return false;
  const payload = token.slice(0, USER_HEX + ISSUED_HEX);
  const given = Buffer.from(token.slice(USER_HEX + ISSUED_HEX));
  const expected = Buffer.from(mac(serverKey, payload, revocation));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (payload.slice(0, USER_HEX) !== userId.replace(/-/g, '').toLowerCase()) return false;
  const issuedMs = parseInt(payload.slice(USER_HEX), 16) * 1000;
  return issuedMs <= nowMs && nowMs - issuedMs < days * DAY_MS;
}

/** The Set-Cookie value remembering this device for `days` days (0: clears it); `revocation` as deviceToken's. */
export function deviceCookie(
  request: Pick<FastifyRequest, 'protocol'>,
  serverKey: Buffer,
  userId: string,
  days: number,
  nowMs: number,
  revocation = '',
): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = days > 0 ? deviceToken(serverKey, userId, nowMs, revocation) : '';
  const maxAge = days > 0 ? Math.round((days * DAY_MS) / 1000) : 0;
  return `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`;
}
