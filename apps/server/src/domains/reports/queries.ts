import type { ReportName } from '@portcullis/api-client/reports';
import { LIVE_SESSION, SESSIONS_FROM } from '../sessions/session-store';

/**
 * How the server answers one report (the report's definition, in @portcullis/api-client/reports, says
 * what it shows). Every fragment is trusted SQL written here; requests reach it only through the
 * allow-listed `columns` (filters, sorts) with bound values.
 */
export interface ReportQuery {
  /** FROM and JOINs (a derived table where the report aggregates). */
  from: string;
  /** The report's base condition (who is an orphan …). */
  where: string;
  /** SQL of each column of the definition, by column name. */
  columns: Readonly<Record<string, string>>;
  /** A unique expression: the tie-breaker of every order and the keyset of exports. */
  key: string;
  /** What the chart counts: rows grouped by `x` (and `series`), counted, or `value` summed. */
  chart?: { x: string; series: string | null; value?: string };
  /**
   * A table the report reads that another part of the product creates (Automation's rule_runs, from the
   * automation issue's migrations): while it does not exist the report answers no rows and says its
   * source is not there yet, instead of failing.
   */
  requiresTable?: string;
  /**
   * The report's base table(s) alone (`from` without the joins that cannot change its rows: left joins to
   * unique keys), which the list engine uses for the count and the page's keys while no filter or sort
   * names one of `joinedColumns`, so PostgreSQL answers both from indexes.
   */
  keysFrom?: string;
  /** Fewer tables still answering the count (see PagedQueryOptions.countFrom), under the same rule. */
  countFrom?: string;
  /**
   * The total while no filter applies (`n`), from counts kept by triggers; only for a report whose `where`
   * is TRUE (see PagedQueryOptions.unfilteredTotal).
   */
  unfilteredTotal?: string;
  /** Columns `keysFrom` / `countFrom` cannot answer (they come from a dropped join). */
  joinedColumns?: readonly string[];
  /**
   * Whether the report's totals are kept in the server's list-count cache: only when every table its
   * count reads notifies its changes (migrations 042, 126), so a kept total is never stale.
   */
  isCountCached?: boolean;
}

/** The UTC day of a moment, as the chart's time axis reads it (YYYY-MM-DD). */
export const dayOf = (sql: string) => `to_char((${sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const SOURCE_JOIN = 'LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id';
const USER_STATE = `CASE WHEN NOT u.is_enabled THEN 'Disabled' WHEN u.locked_until > now() THEN 'Locked' ELSE 'Active' END`;
const SESSION_STATE = `CASE WHEN ${LIVE_SESSION} THEN 'Active' ELSE 'Expired' END`;

/**
 * Links a user holds; `how` is Package when only an access package made the link (package_only_links).
 * `owner` binds the holder (the lateral user of the page), or is TRUE for every holder (the count).
 */
const heldLinks = (table: string, column: string, kind: string, packageKind: string, owner: string) =>
  `SELECT l.user_id, '${kind}' AS kind, l.${column} AS object_id,
          CASE WHEN p.user_id IS NULL THEN 'Direct' ELSE 'Package' END AS how, NULL::text AS via, NULL::uuid AS via_id
     FROM ${table} l LEFT JOIN package_only_links p
       ON p.user_id = l.user_id AND p.kind = '${packageKind}' AND p.object_id = l.${column}
    WHERE ${owner.replaceAll('$user', 'l.user_id')}`;
/** Links held through a group; `withVia` reads the group's title (the count needs none of it). */
const throughGroups = (table: string, column: string, kind: string, owner: string, withVia = true) =>
  `SELECT m.user_id, '${kind}', l.${column}, 'Group', ${withVia ? 'g.title' : 'NULL::text'}, m.group_def_id
     FROM group_members m JOIN ${table} l ON l.group_def_id = m.group_def_id
     ${withVia ? 'JOIN group_defs g ON g.group_def_id = m.group_def_id' : ''}
    WHERE ${owner.replaceAll('$user', 'm.user_id')}`;

/** The five sources of the matrix's pairs (user, kind, object, how, via, via_id). */
const matrixPairs = (owner: string, withVia = true) =>
  [
    heldLinks('user_applications', 'application_id', 'Application', 'applications', owner),
    throughGroups('group_applications', 'application_id', 'Application', owner, withVia),
    heldLinks('group_members', 'group_def_id', 'Group', 'groups', owner),
    heldLinks('user_roles', 'role_def_id', 'Role', 'roles', owner),
    throughGroups('group_roles', 'role_def_id', 'Role', owner, withVia),
  ].join('\n UNION ALL ');
const MATRIX_KEY = `x.kind || ':' || x.user_id || ':' || x.object_id || ':' || x.how || ':' || COALESCE(x.via_id::text, '')`;

const ENABLED_HOLDER = (link: string, on: string) =>
  `EXISTS (SELECT 1 FROM ${link} JOIN users hu ON hu.user_id = l.user_id AND hu.is_enabled WHERE ${on})`;

/** A group no enabled user is a member of (alias g). */
export const ORPHAN_GROUP = `NOT EXISTS (SELECT 1 FROM group_members om JOIN users ou ON ou.user_id = om.user_id AND ou.is_enabled
  WHERE om.group_def_id = g.group_def_id)`;
/** A source account (alias sa) no directory user of its source matches by name. */
export const ORPHAN_SOURCE_ACCOUNT = `NOT EXISTS (SELECT 1 FROM users ou
  WHERE ou.user_source_id = sa.user_source_id AND lower(ou.user_name) = lower(sa.user_name))`;
const ORPHAN_REASON = `CASE WHEN EXISTS (SELECT 1 FROM group_members om WHERE om.group_def_id = g.group_def_id)
  THEN 'Only disabled members' ELSE 'No members' END`;

/**
 * Decision (issue 29): the Similar Groups report counts pairs on request only while no run has completed
 * and the directory holds at most this many memberships (the pairwise count then takes well under a
 * second); past it, the report shows the pairs of the last run of the similar-groups job.
 */
export const SIMILAR_GROUPS_LIVE_MEMBERSHIPS = 20_000;
/** The last completed similar-groups run (its pairs are what the report shows). */
const LATEST_SIMILAR_RUN = `(SELECT run_id FROM similar_group_runs WHERE state = 'Completed' ORDER BY finished_date DESC LIMIT 1)`;
/** Whether the report counts pairs on request: no completed run, and few memberships (migration 121). */
export const SIMILAR_GROUPS_ARE_LIVE = `similar_groups_are_live(${SIMILAR_GROUPS_LIVE_MEMBERSHIPS})`;

/** The SQL of every report (a report without one does not compile). */
export const REPORT_QUERIES: Readonly<Record<ReportName, ReportQuery>> = {
  'identity-matrix': {
    // Users in page order, each with their pairs (a lateral read of five indexed look-ups), so the first
    // page reads its users' pairs only; the count reads the pairs alone (countFrom).
    from: `users u ${SOURCE_JOIN} CROSS JOIN LATERAL (${matrixPairs('$user = u.user_id')}) x
      LEFT JOIN applications ap ON x.kind = 'Application' AND ap.application_id = x.object_id
      LEFT JOIN group_defs og ON x.kind = 'Group' AND og.group_def_id = x.object_id
      LEFT JOIN role_defs ro ON x.kind = 'Role' AND ro.role_def_id = x.object_id`,
    where: 'TRUE',
    columns: {
      RowId: MATRIX_KEY,
      UserName: 'u.user_name',
      SourceTitle: 's.title',
      ObjectKind: 'x.kind',
      ObjectTitle: 'COALESCE(ap.title, og.title, ro.title)',
      GrantedBy: 'x.how',
      Via: 'x.via',
    },
    key: MATRIX_KEY,
    chart: { x: 'x.how', series: 'x.kind' },
    // Every pair has one user (NOT NULL foreign keys) and at most one title (joins to primary keys), and
    // the group behind a pair through a group exists (foreign key): the count needs none of those joins.
    countFrom: `(${matrixPairs('TRUE', false)}) x`,
    // One pair per direct link, per membership, and per membership of a group holding an application or
    // a role: the memberships summed per group (migration 131) instead of scanned.
    unfilteredTotal: `SELECT ((SELECT count(*) FROM user_applications) + (SELECT count(*) FROM user_roles)
      + (SELECT COALESCE(sum(members), 0) FROM group_member_counts)
      + (SELECT COALESCE(sum(c.members), 0) FROM group_applications l JOIN group_member_counts c USING (group_def_id))
      + (SELECT COALESCE(sum(c.members), 0) FROM group_roles l JOIN group_member_counts c USING (group_def_id)))::int AS n`,
    joinedColumns: ['UserName', 'SourceTitle', 'ObjectTitle', 'Via'],
    isCountCached: true,
  },
  audit: {
    from: `audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id
      LEFT JOIN users u ON u.user_id = e.actor_user_id`,
    where: 'TRUE',
    columns: {
      AuditId: 'e.audit_id::text',
      CreatedDate: 'e.created_date',
      Type: 't.name',
      InformationType: 't.information_type',
      Description: 'e.description',
      ActorUserName: 'u.user_name',
      TargetType: 'e.target_type',
      TargetId: 'e.target_id',
    },
    key: 'e.audit_id',
    chart: { x: dayOf('e.created_date'), series: 't.name' },
    // audit_type_id is a NOT NULL foreign key: the inner join to audit_types keeps every entry once.
    keysFrom: 'audit_entries e',
    joinedColumns: ['Type', 'InformationType', 'ActorUserName'],
    isCountCached: true,
  },
  enrollment: {
    from: `users u ${SOURCE_JOIN} LEFT JOIN mfa_enrolments m ON m.user_id = u.user_id
      LEFT JOIN authenticators a ON a.authenticator_id = m.authenticator_id`,
    where: 'TRUE',
    columns: {
      RowId: 'COALESCE(m.enrolment_id, u.user_id)::text',
      UserName: 'u.user_name',
      SourceTitle: 's.title',
      AuthenticatorType: 'a.authenticator_type',
      Authenticator: 'a.title',
      State: `CASE WHEN m.enrolment_id IS NULL THEN 'None' WHEN m.state = 1 THEN 'Active' ELSE 'Pending' END`,
      EnrolledDate: 'COALESCE(m.confirmed_date, m.created_date)',
    },
    key: 'COALESCE(m.enrolment_id, u.user_id)',
    chart: { x: dayOf('COALESCE(m.confirmed_date, m.created_date)'), series: 'a.authenticator_type' },
    keysFrom: 'users u LEFT JOIN mfa_enrolments m ON m.user_id = u.user_id',
    // A user is one row per enrolment, or one row without any: users + enrolments − enrolled users, the
    // last two kept by migration 132, instead of joining every user to every enrolment (4.1 s → 1.0 s
    // with three counts at a million, then the users' count alone).
    unfilteredTotal: `SELECT ((SELECT count(*) FROM users)
      + (SELECT enrolments - enrolled_users FROM mfa_enrolment_totals))::int AS n`,
    joinedColumns: ['SourceTitle', 'AuthenticatorType', 'Authenticator'],
    isCountCached: true,
  },
  user: {
    from: `users u ${SOURCE_JOIN}`,
    where: 'TRUE',
    columns: {
      UserId: 'u.user_id::text',
      UserName: 'u.user_name',
      DisplayName: 'u.display_name',
      SourceTitle: 's.title',
      UserType: 'u.user_type',
      State: USER_STATE,
      HasNeverSignedIn: '(u.last_login_date IS NULL)',
      CreatedDate: 'u.created_date',
      LastLoginDate: 'u.last_login_date',
    },
    key: 'u.user_id',
    chart: { x: dayOf('u.created_date'), series: USER_STATE },
    keysFrom: 'users u',
    joinedColumns: ['SourceTitle'],
    isCountCached: true,
  },
  usersource: {
    // Users per source are kept by migration 126's triggers on users, not grouped per request.
    from: `user_sources s LEFT JOIN LATERAL (
        SELECT COALESCE(sum(k.users), 0)::int AS users, COALESCE(sum(k.disabled), 0)::int AS disabled
          FROM user_source_counts k WHERE k.user_source_id = s.user_source_id) c ON true`,
    where: 'NOT s.is_removed',
    columns: {
      UserSourceId: 's.user_source_id::text',
      Title: 's.title',
      Name: 's.name',
      UserCount: 'c.users',
      DisabledUserCount: 'c.disabled',
      LastSyncUpdateDate: 's.last_sync_update_date',
      IsLastSyncFailed: 's.is_last_sync_failed',
    },
    key: 's.user_source_id',
    chart: { x: 's.title', series: null, value: 'sum(c.users)' },
    countFrom: 'user_sources s',
    joinedColumns: ['UserCount', 'DisabledUserCount'],
    isCountCached: true,
  },
  session: {
    from: SESSIONS_FROM,
    where: 'TRUE',
    columns: {
      SessionId: 's.session_id::text',
      UserName: 'u.user_name',
      ApplicationId: 's.application_id::text',
      ApplicationTitle: 'a.title',
      CountryCode: 's.country_code',
      State: SESSION_STATE,
      CreatedDate: 's.created_date',
      LastActivityDate: 's.last_activity_date',
    },
    key: 's.session_id',
    chart: { x: dayOf('s.created_date'), series: SESSION_STATE },
    // user_id is a NOT NULL foreign key: the join to users keeps every session once. Not cached: sessions
    // are touched every minute, and sso_sessions does not notify.
    keysFrom: 'sso_sessions s',
    joinedColumns: ['UserName', 'ApplicationTitle'],
  },
  applicationsession: {
    from: `(SELECT s.application_id, COALESCE(a.title, '') AS title, COALESCE(s.country_code, '') AS country, ${SESSION_STATE} AS state,
              count(*)::int AS sessions, max(s.last_activity_date) AS last_activity
         FROM sso_sessions s LEFT JOIN applications a ON a.application_id = s.application_id
        GROUP BY 1, 2, 3, 4) r`,
    where: 'TRUE',
    columns: {
      RowId: `concat_ws(':', r.application_id, r.country, r.state)`,
      ApplicationTitle: 'r.title',
      CountryCode: 'r.country',
      State: 'r.state',
      SessionCount: 'r.sessions',
      LastActivityDate: 'r.last_activity',
    },
    key: `concat_ws(':', r.application_id, r.country, r.state)`,
    chart: { x: 'r.title', series: 'r.state', value: 'sum(r.sessions)' },
  },
  agreement: {
    from: `user_agreements g JOIN users u ON u.user_id = g.user_id ${SOURCE_JOIN}`,
    where: 'TRUE',
    columns: {
      AgreementId: 'g.agreement_id::text',
      Agreement: 'g.title',
      UserName: 'u.user_name',
      SourceTitle: 's.title',
      AcceptedDate: 'g.accepted_date',
    },
    key: 'g.agreement_id',
    chart: { x: dayOf('g.accepted_date'), series: 'g.title' },
    // user_id is a NOT NULL foreign key: the inner join to users keeps every acceptance once.
    keysFrom: 'user_agreements g',
    joinedColumns: ['UserName', 'SourceTitle'],
    isCountCached: true,
  },
  Automation: {
    from: 'rule_runs x LEFT JOIN rules r ON r.rule_id = x.rule_id',
    where: 'TRUE',
    columns: {
      RunId: 'x.run_id::text',
      RuleTitle: 'COALESCE(r.title, x.rule_id::text)',
      Trigger: 'x.trigger::text',
      StartedDate: 'x.started_at',
      FinishedDate: 'x.finished_at',
      UsersIn: 'x.users_in',
      UsersOut: 'x.users_out',
      Errors: 'x.errors',
      ErrorText: 'x.error_text',
    },
    key: 'x.run_id',
    chart: { x: dayOf('x.started_at'), series: 'COALESCE(r.title, x.rule_id::text)' },
    requiresTable: 'rule_runs',
    // rule_id is a NOT NULL foreign key: the left join to rules keeps every run once (migration 133 orders
    // the runs by start and makes both tables notify).
    keysFrom: 'rule_runs x',
    joinedColumns: ['RuleTitle'],
    isCountCached: true,
  },
  similargroup: {
    // The pairs the last completed run kept (similar-groups-job.ts); before any run, a small directory's
    // pairs counted on request. Both in the database: memberships are never loaded into Node.
    from: `(SELECT r.group_a AS ga, r.group_b AS gb, r.members_a AS na, r.members_b AS nb, r.shared_members AS shared,
                   r.similarity
              FROM similar_group_pairs r WHERE r.run_id = ${LATEST_SIMILAR_RUN}
            UNION ALL
            SELECT * FROM similar_group_live_pairs(${SIMILAR_GROUPS_LIVE_MEMBERSHIPS})) p
      JOIN group_defs g1 ON g1.group_def_id = p.ga JOIN group_defs g2 ON g2.group_def_id = p.gb`,
    where: 'TRUE',
    columns: {
      PairId: `p.ga || ':' || p.gb`,
      GroupA: 'g1.title',
      GroupB: 'g2.title',
      MembersA: 'p.na',
      MembersB: 'p.nb',
      SharedMembers: 'p.shared',
      Similarity: 'p.similarity',
    },
    key: `p.ga || ':' || p.gb`,
    isCountCached: true,
  },
  'orphan-accounts': {
    from: `(SELECT 'app:' || ua.application_user_id AS row_id, 'Application account' AS kind,
              COALESCE(ua.account_name, u.user_name) AS user_name, u.display_name, ap.title AS holder, 'User disabled' AS reason
         FROM user_applications ua JOIN users u ON u.user_id = ua.user_id AND NOT u.is_enabled
         JOIN applications ap ON ap.application_id = ua.application_id
       UNION ALL
       SELECT 'source:' || sa.user_source_id || ':' || sa.source_user_id, 'Source account', sa.user_name, sa.display_name,
              st.title, 'No directory user'
         FROM source_accounts sa JOIN user_sources st ON st.user_source_id = sa.user_source_id
        WHERE ${ORPHAN_SOURCE_ACCOUNT}) r`,
    where: 'TRUE',
    columns: {
      RowId: 'r.row_id',
      Kind: 'r.kind',
      UserName: 'r.user_name',
      DisplayName: 'r.display_name',
      Holder: 'r.holder',
      Reason: 'r.reason',
    },
    key: 'r.row_id',
    isCountCached: true,
    chart: { x: 'r.holder', series: 'r.kind' },
  },
  'orphan-roles': {
    from: 'role_defs r',
    where: `NOT ${ENABLED_HOLDER('user_roles l', 'l.role_def_id = r.role_def_id')}
      AND NOT ${ENABLED_HOLDER('group_roles gr JOIN group_members l ON l.group_def_id = gr.group_def_id', 'gr.role_def_id = r.role_def_id')}`,
    columns: {
      RoleDefId: 'r.role_def_id::text',
      Title: 'r.title',
      Name: 'r.name',
      PermissionCount: '(SELECT count(*)::int FROM role_permissions rp WHERE rp.role_def_id = r.role_def_id)',
      CreatedDate: 'r.created_date',
    },
    key: 'r.role_def_id',
    isCountCached: true,
  },
  'orphan-permissions': {
    from: 'permission_defs p',
    where: `NOT EXISTS (SELECT 1 FROM role_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM group_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM user_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM access_package_permissions x WHERE x.permission_def_id = p.permission_def_id)`,
    columns: {
      PermissionDefId: 'p.permission_def_id::text',
      Title: 'p.title',
      Name: 'p.name',
      CreatedDate: 'p.created_date',
    },
    key: 'p.permission_def_id',
    isCountCached: true,
  },
  'orphan-groups': {
    // The condition reads one enabled member per group at most; the counts are read for the page's rows only.
    from: 'group_defs g',
    where: ORPHAN_GROUP,
    columns: {
      GroupDefId: 'g.group_def_id::text',
      Title: 'g.title',
      Name: 'g.name',
      Reason: ORPHAN_REASON,
      MemberCount: '(SELECT count(*)::int FROM group_members m WHERE m.group_def_id = g.group_def_id)',
      CreatedDate: 'g.created_date',
    },
    key: 'g.group_def_id',
    isCountCached: true,
    chart: { x: ORPHAN_REASON, series: null },
  },
};
