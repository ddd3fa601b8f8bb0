import { insertPasswordPolicies, insertProductPermissions } from './security';
import { seedLanguageValues } from './language-values';
import type { Db, Queryable } from '../db/types';
import { SEED_IDS } from '../db/seed-ids';
import { hashPassword } from '../engine/auth/passwords';
import { insertDirectoryExtras } from './directory';
import { seedTransaction } from '../engine/access/scope';
import { insertApplicationExtras, insertApplications } from './applications';
import { seedResourceDemos } from '../engine/resources/seed';
import { linkDemoHoldings } from './resources';
import { nameKey } from '../engine/names/name-rules';
import { insertAutomationDemo } from './automation';
import { seedNameKeyParts } from '../engine/names/user-name-skeletons';

/** Seeded users are named `user0000001`, `user0000002`, … */
const SEED_USER_PREFIX = 'user';

export { SEED_IDS };

export const AUDIT_TYPES: ReadonlyArray<{ name: string; description: string; informationType: 1 | 2 | 3 | 4 }> = [
  { name: 'ConsoleChange', description: 'Console change', informationType: 1 },
  { name: 'UserCreated', description: 'User created', informationType: 1 },
  { name: 'ConfigurationChanged', description: 'Configuration changed', informationType: 1 },
  { name: 'LoginSuccess', description: 'Login Success', informationType: 2 },
  { name: 'LoginSuccessProvider', description: 'Login Success (Provider)', informationType: 2 },
  { name: 'SyncCompleted', description: 'Source synchronised', informationType: 2 },
  { name: 'AccountLocked', description: 'Account locked', informationType: 3 },
  { name: 'PasswordExpired', description: 'Password expired', informationType: 3 },
  { name: 'LoginFailed', description: 'Login Failed', informationType: 4 },
  // A sign-in whose password was right and whose zone asks for a second factor (migration 015 adds it).
  { name: 'MfaChallenge', description: 'Second factor requested', informationType: 1 },
  { name: 'CredentialErrorProvider', description: 'Credential Error (Provider)', informationType: 4 },
  { name: 'SyncFailed', description: 'Source synchronisation failed', informationType: 4 },
  // A refused escalation or change to a protected account (issue 11); migration 010 adds it to older databases.
  { name: 'AccessRefused', description: 'Access change refused', informationType: 4 },
];

/** User-Agents of the demo sessions (Chrome on Windows, Safari on macOS and iOS, Firefox on Linux, Edge, Chrome on Android). */
const DEMO_USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
];

const FIRST_NAMES = [
  'Ada',
  'Alan',
  'Grace',
  'Linus',
  'Margaret',
  'Dennis',
  'Barbara',
  'Ken',
  'Frances',
  'Edsger',
  'Radia',
  'Tim',
  'Katherine',
  'Donald',
  'Hedy',
  'John',
  'Shafi',
  'Leslie',
  'Sophie',
  'Niklaus',
];
const LAST_NAMES = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Thompson',
  'Allen',
  'Dijkstra',
  'Perlman',
  'Berners',
  'Johnson',
  'Knuth',
  'Lamarr',
  'McCarthy',
  'Goldwasser',
  'Lamport',
  'Wilson',
  'Wirth',
];
const COUNTRIES = ['US', 'DE', 'TR', 'GB', 'FR', 'NL', 'BR', 'IN', 'JP', 'CA', 'AU', 'ES', 'IT', 'SE', 'PL'];
const SOURCES = [
  { name: 'corporate-ad', title: 'Corporate Active Directory', failed: false },
  { name: 'hr-database', title: 'HR Database', failed: true },
  { name: 'partner-ldap', title: 'Partner LDAP', failed: true },
  { name: 'local', title: 'Local Users', failed: false },
];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export interface SeedOptions {
  users: number;
  adminUser: string;
  /** Without one no administrator is seeded: the first is created on Setup (domains/operations/setup.ts). */
  adminPassword: string | undefined;
  /** Seals the secrets of demo records (resource definitions' `demo`). */
  secretKey: Buffer;
}

/** True once the demo tenant exists (seeding happens on first start only). */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Seeds the demo tenant `default`: deterministic (ids and names derive from a counter through md5),
 * set-based SQL so 100 000 users take seconds on PGlite and 1 000 000 are practical on PostgreSQL.
 * Times are relative to the moment of seeding so the dashboard shows live-looking activity.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const adminHash = options.adminPassword === undefined ? null : await hashPassword(options.adminPassword);
  await seedTransaction(db, async (tx) => {
    await tx.query(
      `INSERT INTO tenants (tenant_id, name, expiration_date) VALUES ($1, 'default', now() + interval '60 days')`,
      [SEED_IDS.tenant],
    );
    await tx.query(
      `INSERT INTO licenses (license_id, message, expiration_utc, server_ping_date) VALUES ($1, NULL, now() + interval '365 days', now() - interval '2 hours')`,
      [SEED_IDS.license],
    );
    await tx.query(`INSERT INTO configuration (key, value) VALUES ('CsvSeparator', ';'), ('DefaultLanguage', 'en')`);
    await tx.query(
      `INSERT INTO language_values (language, key, value) VALUES ('en', 'Dashboard', 'Dashboard'), ('en', 'Directory', 'Directory'), ('en', 'Users', 'Users'), ('en', 'Applications', 'Applications'), ('en', 'Welcome', 'Welcome')`,
    );
    await seedLanguageValues(tx);
    await tx.query(
      `INSERT INTO feature_flags (name, title, description, is_enabled) VALUES
         ('PAGE_DASHBOARD_SECURITY', 'Security dashboard', 'The Security page of the dashboard (§2.2).', true),
         ('ANOMALY_DETECTION', 'Anomaly detection', 'The Anomaly Detection panel of the overview (§2.2).', true)`,
    );
    await insertProductPermissions(tx);
    await tx.query(
      `INSERT INTO role_defs (role_def_id, name, title, is_super_admin, defined_by, description)
       VALUES ($1, 'super-admin', 'Super Admin', true, 1, 'Holds every permission, including granting super-admin rights.')`,
      [SEED_IDS.superAdminRole],
    );
    await tx.query(
      `INSERT INTO role_defs (role_def_id, name, title, description) VALUES
         (md5('role-helpdesk')::uuid, 'helpdesk', 'Helpdesk', 'Looks after user accounts.'),
         (md5('role-auditor')::uuid, 'auditor', 'Auditor', 'Reads the dashboard and the audit log.')`,
    );
    await tx.query(
      `INSERT INTO role_permissions (role_def_id, permission_def_id)
       SELECT md5('role-helpdesk')::uuid, permission_def_id FROM permission_defs WHERE name = ANY($1::text[])`,
      [
        [
          'System.Management.Dashboard',
          'System.Management.User.List',
          'System.Management.User.View',
          'System.Management.User.Edit',
        ],
      ],
    );
    await tx.query(
      `INSERT INTO role_permissions (role_def_id, permission_def_id)
       SELECT md5('role-auditor')::uuid, permission_def_id FROM permission_defs WHERE name = ANY($1::text[])`,
      [['System.Management.Dashboard', 'System.Management.Audit.List']],
    );
    for (const s of SOURCES) {
      await tx.query(
        `INSERT INTO user_sources (user_source_id, name, title, last_sync_update_date, is_last_sync_failed)
         VALUES (md5('source-' || $1)::uuid, $1, $2, now() - interval '3 hours', $3)`,
        [s.name, s.title, s.failed],
      );
    }
    await insertPasswordPolicies(tx);
    if (adminHash) await insertAdmin(tx, options.adminUser, adminHash);
    await insertUsers(tx, 1, options.users);
    await insertApplications(tx);
    await insertOrganisation(tx, options.users);
    await insertDirectoryExtras(tx, options.users);
    await insertApplicationExtras(tx, options.secretKey);
    await seedResourceDemos(tx, options.secretKey);
    await insertMfaEnrolments(tx, 1, options.users);
    await linkDemoHoldings(tx);
    await insertAutomationDemo(tx, options.users);
  });
  // Fresh statistics and visibility map after the bulk insert: the planner then uses the trigram and
  // sort indexes, and counts read the indexes only (the embedded database has no autovacuum).
  await db.exec('VACUUM ANALYZE');
}

/** The seeded super admin (first start with PORTCULLIS_ADMIN_PASSWORD). */
async function insertAdmin(tx: Queryable, adminUser: string, adminHash: string): Promise<void> {
  await tx.query(
    `INSERT INTO users (user_id, user_name, display_name, first_name, last_name, email, user_source_id, is_super_admin, super_admin_start_date, password_hash, created_date, last_login_date, user_name_skeleton)
       VALUES (md5('user-admin')::uuid, $1, 'Administrator', 'Portcullis', 'Administrator', NULL, md5('source-local')::uuid, true, now() - interval '3 days', $2, now() - interval '3 days', NULL, $3)`,
    [adminUser, adminHash, nameKey(adminUser)],
  );
  await tx.query(`INSERT INTO user_roles (user_id, role_def_id) VALUES (md5('user-admin')::uuid, $1)`, [
    SEED_IDS.superAdminRole,
  ]);
}

/**
 * Users `from..to` (1-based counters). Every 97th is locked (each until its own moment, 30 minutes to
 * two days after seeding), every 13th failed last (MFA: insertMfaEnrolments).
 */
export async function insertUsers(tx: Queryable, from: number, to: number): Promise<void> {
  if (to < from) return;
  const seedKey = seedNameKeyParts(SEED_USER_PREFIX);
  await tx.query(
    `INSERT INTO users (user_id, user_name, display_name, first_name, last_name, email, user_source_id, user_type,
                        is_enabled, failed_login_count, locked_until, last_login_date, last_failed_login_date, created_date,
                        user_name_skeleton)
     SELECT md5('user-' || i)::uuid,
            '${SEED_USER_PREFIX}' || lpad(i::text, 7, '0'),
            fn || ' ' || ln, fn, ln,
            lower(fn || '.' || ln || '.' || i) || '@example.com',
            md5('source-' || (${sqlArray(SOURCES.map((s) => s.name))})[1 + i % ${SOURCES.length}])::uuid,
            CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END,
            i % 41 <> 0,
            CASE WHEN i % 97 = 0 THEN 5 ELSE 0 END,
            CASE WHEN i % 97 = 0 THEN now() + make_interval(mins => 30 + (i * 37) % 2880) END,
            CASE WHEN i % 3 = 0 THEN now() - make_interval(mins => i % 5000) END,
            CASE WHEN i % 13 = 0 THEN now() - make_interval(mins => i % 3000) END,
            now() - make_interval(days => i % 730, mins => i % 1440),
            $3::text || translate(lpad(i::text, 7, '0'), '0123456789', $4::text)
     FROM generate_series($1::int, $2::int) AS i,
          LATERAL (SELECT (${sqlArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] AS fn,
                          (${sqlArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS ln) AS names`,
    [from, to, seedKey.prefixKey, seedKey.digitKeys],
  );
}

/**
 * MFA enrolments of demo users `from..to` (set-based): every user but each 7th has e-mail codes, every
 * 3rd of them SMS codes too (a demo phone number). Users' MFA state follows (migration 015 triggers).
 * Authenticator-app enrolments carry real secrets and are made in the console.
 */
export async function insertMfaEnrolments(tx: Queryable, from: number, to: number): Promise<void> {
  if (to < from) return;
  await tx.query(
    `INSERT INTO mfa_enrolments (user_id, authenticator_id, state, label, email, confirmed_date, created_date)
     SELECT u.user_id, a.authenticator_id, 1, u.email, u.email, u.created_date, u.created_date
       FROM generate_series($1::int, $2::int) AS i
       JOIN users u ON u.user_id = md5('user-' || i)::uuid
       JOIN authenticators a ON a.name = 'email-code'
      WHERE i % 7 <> 0 AND u.email IS NOT NULL`,
    [from, to],
  );
  await tx.query(
    `INSERT INTO mfa_enrolments (user_id, authenticator_id, state, label, phone_number, confirmed_date, created_date)
     SELECT u.user_id, a.authenticator_id, 1, 'Phone ending ' || lpad((i % 10000)::text, 4, '0'),
            '+1555' || lpad((i % 10000000)::text, 7, '0'), u.created_date, u.created_date
       FROM generate_series($1::int, $2::int) AS i
       JOIN users u ON u.user_id = md5('user-' || i)::uuid
       JOIN authenticators a ON a.name = 'sms-code'
      WHERE i % 7 <> 0 AND i % 3 = 0`,
    [from, to],
  );
}

async function insertOrganisation(tx: Queryable, userCount: number): Promise<void> {
  await tx.query(
    `INSERT INTO group_defs (group_def_id, name, title)
     SELECT md5('group-' || g)::uuid, g, initcap(replace(g, '-', ' '))
     FROM unnest(ARRAY['engineering','sales','finance','human-resources','support','marketing','legal','operations','contractors','executives']) AS g`,
  );
  await tx.query(
    `INSERT INTO group_members (group_def_id, user_id)
     SELECT md5('group-' || (ARRAY['engineering','sales','finance','human-resources','support','marketing','legal','operations','contractors','executives'])[1 + i % 10])::uuid,
            md5('user-' || i)::uuid
     FROM generate_series(1, LEAST($1::int, 20000)) AS i`,
    [userCount],
  );
  await tx.query(
    // Addresses from the documentation ranges (RFC 5737); User-Agents the demo browsers and platforms match.
    `INSERT INTO sso_sessions (session_id, user_id, application_id, country_code, created_date, last_activity_date,
                               ip_address, user_agent)
     SELECT md5('session-' || i)::uuid, md5('user-' || (1 + i % GREATEST($1::int, 1)))::uuid,
            md5('app-' || (ARRAY['payroll','crm','wiki','mail','vpn','ticketing','expenses'])[1 + i % 7])::uuid,
            (${sqlArray(COUNTRIES)})[1 + (i * i) % ${COUNTRIES.length}],
            now() - make_interval(mins => 40 + i % 20000),
            CASE WHEN i % 4 = 0 THEN now() - make_interval(mins => i % 25) ELSE now() - make_interval(mins => 35 + i % 20000) END,
            (ARRAY['203.0.113.', '198.51.100.', '192.0.2.'])[1 + i % 3] || (1 + i % 254),
            ($2::text[])[1 + i % cardinality($2::text[])]
     FROM generate_series(1, LEAST($1::int * 2, 6000)) AS i`,
    [userCount, DEMO_USER_AGENTS],
  );
  // A session is a sign-in: a user's last login is never older than their newest session (issue 22:
  // users with active sessions read 'Last login: Never').
  await tx.query(
    `UPDATE users u SET last_login_date = s.latest
     FROM (SELECT user_id, max(created_date) AS latest FROM sso_sessions GROUP BY user_id) s
     WHERE u.user_id = s.user_id AND (u.last_login_date IS NULL OR u.last_login_date < s.latest)`,
  );
  await tx.query(
    `INSERT INTO agents (agent_id, kind, name, is_healthy, last_seen_date) VALUES
       (md5('agent-s1')::uuid, 'source', 'DC-01 sync agent', true, now() - interval '1 minute'),
       (md5('agent-s2')::uuid, 'source', 'DC-02 sync agent', true, now() - interval '2 minutes'),
       (md5('agent-r1')::uuid, 'radius', 'VPN RADIUS agent', true, now() - interval '1 minute')`,
  );
  await tx.query(
    `INSERT INTO audit_types (audit_type_id, name, description, information_type)
     SELECT md5('audit-type-' || t.name)::uuid, t.name, t.description, t.information_type
     FROM json_to_recordset($1::json) AS t(name text, description text, information_type smallint)
     ON CONFLICT (name) DO NOTHING`,
    [
      JSON.stringify(
        AUDIT_TYPES.map((t) => ({ name: t.name, description: t.description, information_type: t.informationType })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date, actor_user_id, application_id, action, target_type, target_id)
     SELECT md5('audit-' || i)::uuid,
            md5('audit-type-' || (${sqlArray(AUDIT_TYPES.map((t) => t.name))})[1 + i % ${AUDIT_TYPES.length}])::uuid,
            CASE WHEN i % 3 = 0 THEN NULL ELSE 'Seeded event #' || i END,
            now() - make_interval(mins => i * 17),
            md5('user-' || (1 + i % GREATEST($1::int, 1)))::uuid,
            CASE WHEN i % 2 = 0 THEN md5('app-' || (ARRAY['payroll','crm','wiki','mail'])[1 + i % 4])::uuid END,
            'seed', 'User', md5('user-' || (1 + i % GREATEST($1::int, 1)))::uuid::text
     FROM generate_series(1, 220) AS i`,
    [userCount],
  );
}

/**
 * Creates a signed-in-capable user holding exactly `permissions` (through a role of its own).
 * Used by tests and by the demo's limited user.
 */
export async function createUserWithPermissions(
  db: Db,
  userName: string,
  password: string,
  permissions: readonly string[],
): Promise<string> {
  const hash = await hashPassword(password);
  return seedTransaction(db, async (tx) => {
    const [user] = await tx.query<{ user_id: string }>(
      `INSERT INTO users (user_id, user_name, display_name, first_name, last_name, password_hash, user_source_id, user_name_skeleton)
       VALUES (gen_random_uuid(), $1, $1, $1, '', $2, md5('source-local')::uuid, $3) RETURNING user_id`,
      [userName, hash, nameKey(userName)],
    );
    const [role] = await tx.query<{ role_def_id: string }>(
      `INSERT INTO role_defs (role_def_id, name, title) VALUES (gen_random_uuid(), 'role-' || $1, 'Role of ' || $1) RETURNING role_def_id`,
      [userName],
    );
    await tx.query(
      `INSERT INTO role_permissions (role_def_id, permission_def_id) SELECT $1, permission_def_id FROM permission_defs WHERE name = ANY($2::text[])`,
      [role!.role_def_id, [...permissions]],
    );
    await tx.query('INSERT INTO user_roles (user_id, role_def_id) VALUES ($1, $2)', [user!.user_id, role!.role_def_id]);
    return user!.user_id;
  });
}
