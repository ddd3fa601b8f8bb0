import {
  ACTIVE_SESSION_MINUTES,
  contract,
  type ExpiredKeyRow,
  type FailedSourceRow,
  type PagedRequest,
  type UserSummaryRow,
} from '@portcullis/api-client/contract';
import { createHash } from 'node:crypto';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { ListSpec } from '../../engine/lists/paging';
import type { Queryable } from '../../db/types';
import { isoOrNull, pagedQuery } from '../../engine/lists/list-query';
import { RECENTLY_ACTIVE_SESSION } from '../sessions/session-store';

/** Spec §2.2: "Total Active User" counts sessions active in the last 30 minutes. */
export { ACTIVE_SESSION_MINUTES };

type Card = 'locked' | 'mfa' | 'success' | 'failed';

const userCardWhere: Record<Card, { where: string; date: string }> = {
  locked: { where: 'u.locked_until > now()', date: 'u.locked_until' },
  mfa: { where: 'NOT u.is_mfa_enabled', date: 'u.created_date' },
  success: { where: 'u.last_login_date IS NOT NULL', date: 'u.last_login_date' },
  failed: { where: 'u.last_failed_login_date IS NOT NULL', date: 'u.last_failed_login_date' },
};

const userCardSpec = (card: Card): ListSpec => ({
  columns: {
    UserName: { sql: 'u.user_name', type: 'text' },
    DisplayName: { sql: 'u.display_name', type: 'text' },
    Email: { sql: 'u.email', type: 'text' },
    SourceTitle: { sql: 's.title', type: 'text' },
    Date: { sql: userCardWhere[card].date, type: 'date' },
  },
  defaultOrder: `${userCardWhere[card].date} DESC NULLS LAST, u.user_id`,
  tieBreaker: 'u.user_id',
});

interface UserRow {
  user_id: string;
  user_name: string;
  display_name: string | null;
  email: string | null;
  date: Date | null;
  source_title: string | null;
}
const toUserRow = (r: UserRow): UserSummaryRow => ({
  UserId: r.user_id,
  UserName: r.user_name,
  DisplayName: r.display_name,
  Email: r.email,
  Date: isoOrNull(r.date),
  SourceTitle: r.source_title,
});

export const userCard = (db: Queryable, card: Card, request: PagedRequest) =>
  pagedQuery<UserRow, UserSummaryRow>(
    db,
    request,
    userCardSpec(card),
    `u.user_id, u.user_name, u.display_name, u.email, ${userCardWhere[card].date} AS date, s.title AS source_title`,
    `users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id WHERE ${userCardWhere[card].where}`,
    toUserRow,
  );

const expiredKeysSpec: ListSpec = {
  columns: {
    ApplicationTitle: { sql: 'a.title', type: 'text' },
    KeyType: { sql: 'k.key_type', type: 'number' },
    ExpirationDate: { sql: 'k.expiration_date', type: 'date' },
  },
  defaultOrder: 'k.expiration_date DESC, k.application_key_id',
  tieBreaker: 'k.application_key_id',
};

/**
 * Keys past their expiration date. A key a rotation replaced ends by design (its end was chosen then),
 * so it is not an expired key that needs attention and is left out.
 */
export const expiredKeys = (db: Queryable, request: PagedRequest) =>
  pagedQuery<
    { application_key_id: string; application_id: string; title: string; key_type: number; expiration_date: Date },
    ExpiredKeyRow
  >(
    db,
    request,
    expiredKeysSpec,
    'k.application_key_id, k.application_id, a.title, k.key_type, k.expiration_date',
    'application_keys k JOIN applications a ON a.application_id = k.application_id WHERE k.expiration_date <= now() AND k.superseded_date IS NULL',
    (r) => ({
      ApplicationKeyId: r.application_key_id,
      ApplicationId: r.application_id,
      ApplicationTitle: r.title,
      KeyType: r.key_type,
      ExpirationDate: new Date(r.expiration_date).toISOString(),
    }),
  );

const failedSourcesSpec: ListSpec = {
  columns: {
    Title: { sql: 's.title', type: 'text' },
    Name: { sql: 's.name', type: 'text' },
    LastSyncUpdateDate: { sql: 's.last_sync_update_date', type: 'date' },
  },
  defaultOrder: 's.last_sync_update_date DESC NULLS LAST, s.user_source_id',
  tieBreaker: 's.user_source_id',
};

export const failedSources = (db: Queryable, request: PagedRequest) =>
  pagedQuery<
    { user_source_id: string; title: string; name: string; last_sync_update_date: Date | null },
    FailedSourceRow
  >(
    db,
    request,
    failedSourcesSpec,
    's.user_source_id, s.title, s.name, s.last_sync_update_date',
    'user_sources s WHERE s.is_last_sync_failed AND NOT s.is_removed',
    (r) => ({
      UserSourceId: r.user_source_id,
      Title: r.title,
      Name: r.name,
      LastSyncUpdateDate: isoOrNull(r.last_sync_update_date),
    }),
  );

/**
 * The eight counts and the top locations of the overview. Cached (ReadCache) until a counted table
 * changes or, with no write at all, until the oldest active session leaves the 30-minute window:
 * `validUntil` is that moment, measured on the database's clock and turned into this process's time.
 */
async function loadStatistics(db: Queryable) {
  const asked = Date.now();
  const [counts] = await db.query<{
    active: number;
    total_sessions: number;
    users: number;
    sources: number;
    groups: number;
    apps: number;
    source_agents: number;
    radius_agents: number;
    stale_in_ms: number | null;
  }>(
    `SELECT (SELECT count(*)::int FROM sso_sessions s WHERE ${RECENTLY_ACTIVE_SESSION}) AS active,
            (SELECT count(*)::int FROM sso_sessions) AS total_sessions,
            (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM user_sources WHERE NOT is_removed) AS sources,
            (SELECT count(*)::int FROM group_defs) AS groups,
            (SELECT count(*)::int FROM applications WHERE is_sso) AS apps,
            (SELECT count(*)::int FROM agents WHERE kind = 'source') AS source_agents,
            (SELECT count(*)::int FROM agents WHERE kind = 'radius') AS radius_agents,
            (SELECT floor(extract(epoch FROM min(least(s.last_activity_date + make_interval(mins => $1), s.expires_date)) - now()) * 1000)::float8
               FROM sso_sessions s WHERE ${RECENTLY_ACTIVE_SESSION}) AS stale_in_ms`,
    [ACTIVE_SESSION_MINUTES],
  );
  const locations = await db.query<{ country_code: string; n: number }>(
    `SELECT s.country_code, count(*)::int AS n FROM sso_sessions s
      WHERE s.country_code IS NOT NULL AND ${RECENTLY_ACTIVE_SESSION}
      GROUP BY s.country_code ORDER BY n DESC, s.country_code LIMIT 20`,
  );
  const c = counts!;
  const body = {
    ActiveSessionCount: c.active,
    TotalSessionCount: c.total_sessions,
    TotalUserCount: c.users,
    TotalUserSourceCount: c.sources,
    TotalGroupCount: c.groups,
    TotalApplicationCount: c.apps,
    TopLocations: locations.map((l) => ({ CountryCode: l.country_code.trim(), Count: l.n })),
    SourceAgentCount: c.source_agents,
    RadiusAgentCount: c.radius_agents,
  };
  return {
    body: { hash: createHash('sha1').update(JSON.stringify(body)).digest('hex'), ...body },
    validUntil: c.stale_in_ms === null ? Infinity : asked + Math.max(0, c.stale_in_ms),
  };
}

const FIRST_FIVE: PagedRequest = { CurrentPage: 1, ItemPerPage: 5 };

export const dashboardHandlers: DomainHandlers<typeof contract.dashboard> = {
  statistics: async ({ db, server }) => {
    const { body } = await server.cache.get(
      'dashboard-statistics',
      () => loadStatistics(db),
      (s) => s.validUntil,
    );
    return ok(body);
  },

  userStatistics: async ({ db }) => {
    const [locked, mfa, success, failed, keys, sources] = await Promise.all([
      userCard(db, 'locked', FIRST_FIVE),
      userCard(db, 'mfa', FIRST_FIVE),
      userCard(db, 'success', FIRST_FIVE),
      userCard(db, 'failed', FIRST_FIVE),
      expiredKeys(db, FIRST_FIVE),
      failedSources(db, FIRST_FIVE),
    ]);
    return ok({
      LockUsers: locked.Data,
      LockUserCount: locked.TotalItemCount,
      MFADisabledUsers: mfa.Data,
      MFADisabledUserCount: mfa.TotalItemCount,
      SuccessLoginUsers: success.Data,
      SuccessLoginUserCount: success.TotalItemCount,
      FailedLoginUsers: failed.Data,
      FailedLoginUserCount: failed.TotalItemCount,
      ExpiredApplicationKeys: keys.Data,
      ExpiredApplicationKeyCount: keys.TotalItemCount,
      FailedSyncSources: sources.Data,
      FailedSyncSourceCount: sources.TotalItemCount,
    });
  },

  lockedUsers: async ({ db, body }) => ok(await userCard(db, 'locked', body)),
  successedLoginUsers: async ({ db, body }) => ok(await userCard(db, 'success', body)),
  failedLoginUsers: async ({ db, body }) => ok(await userCard(db, 'failed', body)),
  mfaDisabledUsers: async ({ db, body }) => ok(await userCard(db, 'mfa', body)),
  expiredApplicationKeys: async ({ db, body }) => ok(await expiredKeys(db, body)),
  failedSyncSources: async ({ db, body }) => ok(await failedSources(db, body)),
};
