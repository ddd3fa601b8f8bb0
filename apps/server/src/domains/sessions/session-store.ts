import {
  ACTIVE_SESSION_MINUTES,
  CONSOLE_APPLICATION,
  type SessionRow,
  type SessionState,
} from '@portcullis/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';
import type { ListSpec } from '../../engine/lists/paging';
import { evictSession, type SessionUser } from '../../engine/auth/session-user';

/**
 * Sessions (spec §2.8) as stored: `sso_sessions` holds every session of every application, the
 * console's own sign-ins among them (application CONSOLE_APPLICATION); `console_sessions` holds the
 * console's cookie tokens (their SHA-256), each tied to its session. A session is live while it has
 * not ended and has not expired. Ending a console session deletes its token (the next request is
 * refused, no cache in between) — a trigger also ends the session whenever a token is deleted by any
 * other path (sign-out, password change).
 */

/** The live condition of a session (alias `s`): what the sessions list, the dashboard and Live Tracking share. */
export const LIVE_SESSION = 's.ended_date IS NULL AND s.expires_date > now()';

/**
 * Live and active within the dashboard's window (spec §2.2 Total Active User, Live Tracking): one
 * condition for the overview, the locations map and Live Tracking.
 */
export const RECENTLY_ACTIVE_SESSION = `${LIVE_SESSION} AND s.last_activity_date > now() - make_interval(mins => ${ACTIVE_SESSION_MINUTES})`;

/** Browser and platform: the first match of the User-Agent in priority order (System → browsers, platforms). */
const matchOf = (table: string) =>
  `(SELECT m.title FROM ${table} m WHERE s.user_agent IS NOT NULL AND m.user_agent_match <> ''
      AND position(lower(m.user_agent_match) IN lower(s.user_agent)) > 0 ORDER BY m.priority, m.title LIMIT 1)`;
export const BROWSER_SQL = matchOf('browsers');
export const PLATFORM_SQL = matchOf('platforms');

export const SESSIONS_FROM =
  'sso_sessions s JOIN users u ON u.user_id = s.user_id LEFT JOIN applications a ON a.application_id = s.application_id';

/** The columns of a session row (the list's allow-list; the detail adds its own). */
export const sessionListSpec: ListSpec = {
  columns: {
    UserId: { sql: 's.user_id::text', type: 'text', sortable: false },
    ApplicationId: { sql: 's.application_id::text', type: 'text', sortable: false },
    UserName: { sql: 'u.user_name', type: 'text' },
    DisplayName: { sql: 'u.display_name', type: 'text' },
    ApplicationTitle: { sql: 'a.title', type: 'text' },
    IpAddress: { sql: 's.ip_address', type: 'text' },
    CountryCode: { sql: 's.country_code', type: 'text' },
    Browser: { sql: BROWSER_SQL, type: 'text' },
    Platform: { sql: PLATFORM_SQL, type: 'text' },
    CreatedDate: { sql: 's.created_date', type: 'date' },
    LastActivityDate: { sql: 's.last_activity_date', type: 'date' },
    ExpiresDate: { sql: 's.expires_date', type: 'date' },
  },
  defaultOrder: 's.last_activity_date DESC, s.session_id',
  tieBreaker: 's.session_id',
};

/** The select list of a session row. */
export const SESSION_SELECT = `s.session_id, s.user_id, u.user_name, u.display_name, s.application_id, a.title AS application_title,
  s.ip_address, s.country_code, ${BROWSER_SQL} AS browser, ${PLATFORM_SQL} AS platform,
  s.created_date, s.last_activity_date, s.expires_date`;

export interface SessionDbRow {
  session_id: string;
  user_id: string;
  user_name: string;
  display_name: string | null;
  application_id: string | null;
  application_title: string | null;
  ip_address: string | null;
  country_code: string | null;
  browser: string | null;
  platform: string | null;
  created_date: Date;
  last_activity_date: Date;
  expires_date: Date;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** A session row as the API shows it; `currentId` is the caller's own session (IsCurrent). */
export const toSessionRow = (r: SessionDbRow, currentId: string | null): SessionRow => ({
  SessionId: r.session_id,
  UserId: r.user_id,
  UserName: r.user_name,
  DisplayName: r.display_name,
  ApplicationId: r.application_id,
  ApplicationTitle: r.application_title,
  IpAddress: r.ip_address,
  CountryCode: r.country_code?.trim() || null,
  Browser: r.browser,
  Platform: r.platform,
  CreatedDate: iso(r.created_date),
  LastActivityDate: iso(r.last_activity_date),
  ExpiresDate: iso(r.expires_date),
  IsConsole: r.application_id === CONSOLE_APPLICATION.ApplicationId,
  IsCurrent: r.session_id === currentId,
});

/** Where a session stands now. */
export const sessionState = (s: { ended_date: Date | null; expires_date: Date }): SessionState =>
  s.ended_date ? 'Ended' : new Date(s.expires_date).getTime() <= Date.now() ? 'Expired' : 'Active';

/** A session's last seen moves on at most this often (one UPDATE a minute per active console session). */
const TOUCH_EVERY_MS = 60_000;
const touched = new Map<string, number>();

/** Moves a console session's last seen to now when it is a minute old or more (spec §2.8 "last seen"). */
export async function touchSession(db: Queryable, user: SessionUser): Promise<void> {
  const now = Date.now();
  if (now - Math.max(user.lastActivityMs, touched.get(user.sessionId) ?? 0) < TOUCH_EVERY_MS) return;
  if (touched.size > 10_000) touched.clear();
  touched.set(user.sessionId, now);
  await db.query(
    `UPDATE sso_sessions SET last_activity_date = now()
      WHERE session_id = $1 AND ended_date IS NULL AND last_activity_date < now() - make_interval(secs => $2)`,
    [user.sessionId, TOUCH_EVERY_MS / 1000],
  );
}

/** What a sign-in knows of its client: address, User-Agent (bounded) and, behind a trusted proxy, the country. */
export interface ClientFacts {
  ip: string | null;
  userAgent: string | null;
  countryCode: string | null;
}

/**
 * The client of a request. The country comes only from a proxy the server trusts (PORTCULLIS_TRUST_PROXY)
 * that names it in CF-IPCountry, CloudFront-Viewer-Country or X-Country-Code; the server has no
 * address-to-country database of its own, so without one the country is unknown.
 */
export function clientFacts(request: FastifyRequest, trustProxy: unknown): ClientFacts {
  // A trusted proxy relayed this request when the client address came from its X-Forwarded-For.
  const isProxyTrusted = Boolean(trustProxy) && request.ip !== request.socket.remoteAddress;
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const country = isProxyTrusted
    ? [header('cf-ipcountry'), header('cloudfront-viewer-country'), header('x-country-code')]
        .map((c) => c?.trim().toUpperCase())
        .find((c) => c && /^[A-Z]{2}$/.test(c) && c !== 'XX' && c !== 'T1')
    : undefined;
  const agent = header('user-agent')
    ?.replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim();
  return { ip: request.ip || null, userAgent: agent ? agent.slice(0, 512) : null, countryCode: country ?? null };
}

/** Starts a console session: a session of the console application and its cookie token, in one transaction. */
export async function openConsoleSession(
  tx: Queryable,
  options: { userId: string; tokenHash: string; ttlMs: number; client: ClientFacts },
): Promise<string> {
  const [session] = await tx.query<{ session_id: string }>(
    `INSERT INTO sso_sessions (session_id, user_id, application_id, country_code, ip_address, user_agent,
                               created_date, last_activity_date, expires_date)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, now(), now(), now() + make_interval(secs => $6))
     RETURNING session_id`,
    [
      options.userId,
      CONSOLE_APPLICATION.ApplicationId,
      options.client.countryCode,
      options.client.ip,
      options.client.userAgent,
      options.ttlMs / 1000,
    ],
  );
  await tx.query(
    `INSERT INTO console_sessions (token_hash, user_id, session_id, expires_date)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [options.tokenHash, options.userId, session!.session_id, options.ttlMs / 1000],
  );
  return session!.session_id;
}

export interface LiveSession {
  sessionId: string;
  userId: string;
}

/** The live sessions matching `where` (a trusted condition on the sessions list's tables; values in `params`). */
export async function liveSessionsWhere(
  db: Queryable,
  where: string,
  params: readonly unknown[],
): Promise<LiveSession[]> {
  const rows = await db.query<{ session_id: string; user_id: string }>(
    `SELECT s.session_id, s.user_id FROM ${SESSIONS_FROM} WHERE ${LIVE_SESSION} AND (${where})`,
    params,
  );
  return rows.map((r) => ({ sessionId: r.session_id, userId: r.user_id }));
}

/**
 * Ends these sessions: marks them ended with a reason and who ended them, and deletes the console
 * tokens among them so those sign-ins are refused from the next request on (their cached look-ups are
 * evicted too). Returns the ones it ended (a session that ended meanwhile is left as it was).
 */
export async function endSessions(
  tx: Queryable,
  sessions: readonly LiveSession[],
  reason: string,
  endedBy: string | null,
): Promise<LiveSession[]> {
  if (!sessions.length) return [];
  const ended = await tx.query<{ session_id: string; user_id: string }>(
    `UPDATE sso_sessions s SET ended_date = now(), end_reason = $2, ended_by_user_id = $3
      WHERE s.session_id = ANY($1::uuid[]) AND ${LIVE_SESSION}
      RETURNING s.session_id, s.user_id`,
    [sessions.map((x) => x.sessionId), reason, endedBy],
  );
  if (ended.length) {
    const tokens = await tx.query<{ token_hash: string }>(
      'DELETE FROM console_sessions WHERE session_id = ANY($1::uuid[]) RETURNING token_hash',
      [ended.map((e) => e.session_id)],
    );
    for (const t of tokens) evictSession(t.token_hash);
  }
  return ended.map((e) => ({ sessionId: e.session_id, userId: e.user_id }));
}
