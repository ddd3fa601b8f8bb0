import { createHash, randomBytes } from 'node:crypto';
import { everyPermission, SESSION_COOKIE, type ColorModeChoice } from '@portcullis/api-client/contract';

/** What a super admin holds: every permission the product knows. */
const SUPER_ADMIN_PERMISSIONS = everyPermission();
import type { Queryable } from '../../db/types';

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  userId: string;
  userName: string;
  formattedName: string;
  profilePhotoUrl: string | null;
  isSuperAdmin: boolean;
  superAdminStartDate: string | null;
  permissions: ReadonlySet<string>;
  tenantName: string;
  /** The colour mode the user chose (user_preferences), or null. */
  colorMode: ColorModeChoice | null;
  tokenHash: string;
  /** The sign-in's session (spec §2.8): the console is an application, its sign-ins are sessions. */
  sessionId: string;
  /** When the session was last seen (moved on by the pipeline at most once a minute). */
  lastActivityMs: number;
}

/** Console sign-ins last 8 hours. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** Spec-independent hardening: 5 failures lock an account for 15 minutes. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MINUTES = 15;

/** How the effective permissions write "holds everything" (an active super-admin role, or the user flag). */
export const SUPER_ADMIN_GRANT = '*';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** Reads one cookie from a Cookie header without trusting anything else in it. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

// Short-lived cache of session look-ups: a read-heavy console asks for many calls per screen. Logout
// and expiry evict. Entries live at most CACHE_MS, so a session deleted elsewhere ends within that.
const CACHE_MS = 2000;
const cache = new Map<string, { user: SessionUser | null; until: number }>();

export function evictSession(tokenHash: string): void {
  cache.delete(tokenHash);
}

/** Forgets every cached session: after a write that changed who holds what, permissions apply at once. */
export function evictAllSessions(): void {
  cache.clear();
}

/** Forgets every cached session of these users, so a disable, delete or password change takes effect at once. */
export function evictUserSessions(userIds: Iterable<string>): void {
  const ids = new Set(userIds);
  for (const [hash, entry] of cache) if (entry.user && ids.has(entry.user.userId)) cache.delete(hash);
}

/**
 * The user behind a Cookie header, or null (no cookie, unknown, expired or disabled user). Permissions
 * are the user's effective permissions (migration 010: direct, roles', groups' and their ancestors').
 */
export async function resolveSessionUser(db: Queryable, cookieHeader: string | undefined): Promise<SessionUser | null> {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const cached = cache.get(tokenHash);
  const now = Date.now();
  if (cached && cached.until > now) return cached.user;
  const rows = await db.query<{
    session_id: string;
    last_activity_date: Date | string;
    user_id: string;
    user_name: string;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
    profile_photo_url: string | null;
    is_super_admin: boolean;
    super_admin_start_date: Date | string | null;
    permissions: string[] | null;
    tenant_name: string | null;
    color_mode: ColorModeChoice | null;
  }>(
    `SELECT s.session_id, (SELECT ss.last_activity_date FROM sso_sessions ss WHERE ss.session_id = s.session_id) AS last_activity_date,
            u.user_id, u.user_name, u.display_name, u.first_name, u.last_name, u.profile_photo_url, u.is_super_admin,
            u.super_admin_start_date,
            COALESCE((SELECT array_agg(g.name) FROM user_grants_of(ARRAY[u.user_id]) g), ARRAY[]::text[]) AS permissions,
            (SELECT name FROM tenants ORDER BY name LIMIT 1) AS tenant_name,
            (SELECT p.color_mode FROM user_preferences p WHERE p.user_id = u.user_id) AS color_mode
       FROM console_sessions s JOIN users u ON u.user_id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_date > now() AND u.is_enabled`,
    [tokenHash],
  );
  const row = rows[0];
  let user: SessionUser | null = null;
  if (row) {
    const isSuperAdmin = row.is_super_admin || (row.permissions ?? []).includes(SUPER_ADMIN_GRANT);
    user = {
      userId: row.user_id,
      userName: row.user_name,
      formattedName: formatName(row),
      profilePhotoUrl: row.profile_photo_url,
      isSuperAdmin,
      superAdminStartDate: row.super_admin_start_date ? new Date(row.super_admin_start_date).toISOString() : null,
      permissions: new Set(isSuperAdmin ? SUPER_ADMIN_PERMISSIONS : (row.permissions ?? [])),
      tenantName: row.tenant_name ?? 'default',
      colorMode: row.color_mode,
      tokenHash,
      sessionId: row.session_id,
      lastActivityMs: new Date(row.last_activity_date).getTime(),
    };
  }
  cache.set(tokenHash, { user, until: now + CACHE_MS });
  if (cache.size > 10_000) cache.clear();
  return user;
}

/** "First Last", else the display name, else the user name. */
export function formatName(u: {
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  user_name: string;
}): string {
  const full = [u.first_name, u.last_name]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
  return full || u.display_name || u.user_name;
}
