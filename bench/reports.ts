import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createServer, seedTransaction, type PortcullisServer } from '@portcullis/server';
import { addBaselineRoute, startThrowawayPostgres } from '@portcullis/server/testing';
import { REPORTS, type ReportName } from '@portcullis/api-client/reports';
import { BENCH_ADMIN_PASSWORD, adminHeaders } from './session';
import { alternate, fmt, machineConditions, measure, printVerdict } from './stats';
import { benchSimilarGroupsJob, SIMILAR_PAIRS_BASELINE } from './similar-groups-job';

const PAGE = 25;

/**
 * The hand-written baseline of each report: the same question (its total and first page in the
 * report's default order, the same columns) as plain SQL. Like for like: it is served by the same running
 * server through a bench-only route (`addBaselineRoute`: the same session check, the same pool, the same
 * envelope writer, the same hooks) and asked by the same HTTP client, so both sides differ only in the
 * report engine's SQL (and its allow-list).
 */
const BASELINES: Partial<Record<ReportName, { count: string; page: string }>> = {
  audit: {
    count: 'SELECT count(*)::int FROM audit_entries',
    page: `SELECT e.audit_id, e.created_date, t.name, t.information_type, e.description, u.user_name, e.target_type, e.target_id
      FROM audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id LEFT JOIN users u ON u.user_id = e.actor_user_id
      ORDER BY e.created_date DESC, e.audit_id DESC LIMIT ${PAGE}`,
  },
  user: {
    count: 'SELECT count(*)::int FROM users',
    page: `SELECT u.user_id, u.user_name, u.display_name, s.title, u.user_type, u.is_enabled, u.locked_until, u.last_login_date, u.created_date
      FROM users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id ORDER BY u.created_date DESC, u.user_id DESC LIMIT ${PAGE}`,
  },
  usersource: {
    count: 'SELECT count(*)::int FROM user_sources WHERE NOT is_removed',
    page: `SELECT s.user_source_id, s.title, s.name, count(u.user_id) AS users, count(u.user_id) FILTER (WHERE NOT u.is_enabled) AS disabled,
        s.last_sync_update_date, s.is_last_sync_failed
      FROM user_sources s LEFT JOIN users u ON u.user_source_id = s.user_source_id
      WHERE NOT s.is_removed GROUP BY s.user_source_id ORDER BY users DESC, s.user_source_id DESC LIMIT ${PAGE}`,
  },
  enrollment: {
    // The fastest exact count we know by hand (as the report's): enrolments + users − enrolled users.
    count: `SELECT ((SELECT count(*) FROM mfa_enrolments) + (SELECT count(*) FROM users)
      - (SELECT count(*) FROM (SELECT DISTINCT user_id FROM mfa_enrolments) d))::int`,
    page: `SELECT COALESCE(m.enrolment_id, u.user_id) AS row_id, u.user_name, s.title, a.authenticator_type, a.title,
        CASE WHEN m.enrolment_id IS NULL THEN 'None' WHEN m.state = 1 THEN 'Active' ELSE 'Pending' END, COALESCE(m.confirmed_date, m.created_date)
      FROM users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id LEFT JOIN mfa_enrolments m ON m.user_id = u.user_id
      LEFT JOIN authenticators a ON a.authenticator_id = m.authenticator_id ORDER BY u.user_name, COALESCE(m.enrolment_id, u.user_id) LIMIT ${PAGE}`,
  },
  session: {
    count: 'SELECT count(*)::int FROM sso_sessions',
    page: `SELECT s.session_id, u.user_name, a.title FROM sso_sessions s JOIN users u ON u.user_id = s.user_id
      LEFT JOIN applications a ON a.application_id = s.application_id ORDER BY s.created_date DESC, s.session_id DESC LIMIT ${PAGE}`,
  },
  applicationsession: {
    count: `SELECT count(*)::int FROM (SELECT 1 FROM sso_sessions s LEFT JOIN applications a ON a.application_id = s.application_id
      GROUP BY s.application_id, COALESCE(a.title, ''), COALESCE(s.country_code, ''), s.ended_date IS NULL AND s.expires_date > now()) x`,
    page: `SELECT * FROM (SELECT s.application_id, COALESCE(a.title, '') AS title, COALESCE(s.country_code, '') AS country,
          CASE WHEN s.ended_date IS NULL AND s.expires_date > now() THEN 'Active' ELSE 'Expired' END AS state,
          count(*) AS n, max(s.last_activity_date) AS last_activity
        FROM sso_sessions s LEFT JOIN applications a ON a.application_id = s.application_id GROUP BY 1, 2, 3, 4) r
      ORDER BY r.n DESC, concat_ws(':', r.application_id, r.country, r.state) DESC LIMIT ${PAGE}`,
  },
  agreement: {
    count: 'SELECT count(*)::int FROM user_agreements',
    page: `SELECT g.agreement_id, g.title, u.user_name, s.title, g.accepted_date FROM user_agreements g JOIN users u ON u.user_id = g.user_id
      LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id ORDER BY g.accepted_date DESC, g.agreement_id DESC LIMIT ${PAGE}`,
  },
  // The report's question: every (user, object, how) pair of the five grant sources, users' sources and
  // objects' titles, first page by user name. Counted per source (the joins to users and titles cannot
  // change the count); the page walks users by name, reading each one's pairs through the indexes.
  'identity-matrix': {
    count: `SELECT (SELECT count(*) FROM user_applications) + (SELECT count(*) FROM group_members m JOIN group_applications l USING (group_def_id))
      + (SELECT count(*) FROM group_members) + (SELECT count(*) FROM user_roles)
      + (SELECT count(*) FROM group_members m JOIN group_roles l USING (group_def_id)) AS n`,
    page: `SELECT x.kind || ':' || u.user_id || ':' || x.object_id || ':' || x.how || ':' || COALESCE(x.via_id::text, '') AS row_id,
        u.user_name, s.title, x.kind, COALESCE(ap.title, og.title, ro.title), x.how, x.via
      FROM users u LEFT JOIN user_sources s ON s.user_source_id = u.user_source_id CROSS JOIN LATERAL (
        SELECT 'Application' AS kind, l.application_id AS object_id, CASE WHEN p.user_id IS NULL THEN 'Direct' ELSE 'Package' END AS how,
               NULL::text AS via, NULL::uuid AS via_id
          FROM user_applications l LEFT JOIN package_only_links p ON p.user_id = l.user_id AND p.kind = 'applications' AND p.object_id = l.application_id
         WHERE l.user_id = u.user_id
        UNION ALL SELECT 'Application', l.application_id, 'Group', g.title, g.group_def_id
          FROM group_members m JOIN group_applications l USING (group_def_id) JOIN group_defs g USING (group_def_id) WHERE m.user_id = u.user_id
        UNION ALL SELECT 'Group', l.group_def_id, CASE WHEN p.user_id IS NULL THEN 'Direct' ELSE 'Package' END, NULL, NULL
          FROM group_members l LEFT JOIN package_only_links p ON p.user_id = l.user_id AND p.kind = 'groups' AND p.object_id = l.group_def_id
         WHERE l.user_id = u.user_id
        UNION ALL SELECT 'Role', l.role_def_id, CASE WHEN p.user_id IS NULL THEN 'Direct' ELSE 'Package' END, NULL, NULL
          FROM user_roles l LEFT JOIN package_only_links p ON p.user_id = l.user_id AND p.kind = 'roles' AND p.object_id = l.role_def_id
         WHERE l.user_id = u.user_id
        UNION ALL SELECT 'Role', l.role_def_id, 'Group', g.title, g.group_def_id
          FROM group_members m JOIN group_roles l USING (group_def_id) JOIN group_defs g USING (group_def_id) WHERE m.user_id = u.user_id) x
      LEFT JOIN applications ap ON x.kind = 'Application' AND ap.application_id = x.object_id
      LEFT JOIN group_defs og ON x.kind = 'Group' AND og.group_def_id = x.object_id
      LEFT JOIN role_defs ro ON x.kind = 'Role' AND ro.role_def_id = x.object_id
      ORDER BY u.user_name, row_id LIMIT ${PAGE}`,
  },
  // The pairs the similar-groups job kept (it runs first, below): what the report reads past the live limit.
  similargroup: SIMILAR_PAIRS_BASELINE,
  'orphan-accounts': {
    count: `SELECT (SELECT count(*) FROM user_applications ua JOIN users u ON u.user_id = ua.user_id WHERE NOT u.is_enabled)
      + (SELECT count(*) FROM source_accounts sa WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_source_id = sa.user_source_id AND lower(u.user_name) = lower(sa.user_name)))`,
    page: `SELECT * FROM (
        SELECT 'app:' || ua.application_user_id AS row_id, 'Application account' AS kind, COALESCE(ua.account_name, u.user_name) AS user_name,
               u.display_name, ap.title AS holder, 'User disabled' AS reason
          FROM user_applications ua JOIN users u ON u.user_id = ua.user_id AND NOT u.is_enabled JOIN applications ap USING (application_id)
        UNION ALL
        SELECT 'source:' || sa.user_source_id || ':' || sa.source_user_id, 'Source account', sa.user_name, sa.display_name, st.title, 'No directory user'
          FROM source_accounts sa JOIN user_sources st USING (user_source_id)
         WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_source_id = sa.user_source_id AND lower(u.user_name) = lower(sa.user_name))) r
      ORDER BY r.user_name, r.row_id LIMIT ${PAGE}`,
  },
  'orphan-roles': {
    count: `SELECT count(*)::int FROM role_defs r WHERE NOT EXISTS (SELECT 1 FROM user_roles x JOIN users u USING (user_id) WHERE x.role_def_id = r.role_def_id AND u.is_enabled)
      AND NOT EXISTS (SELECT 1 FROM group_roles g JOIN group_members m USING (group_def_id) JOIN users u USING (user_id) WHERE g.role_def_id = r.role_def_id AND u.is_enabled)`,
    page: `SELECT r.role_def_id, r.title, r.name, (SELECT count(*) FROM role_permissions rp WHERE rp.role_def_id = r.role_def_id), r.created_date
      FROM role_defs r WHERE NOT EXISTS (SELECT 1 FROM user_roles x JOIN users u USING (user_id) WHERE x.role_def_id = r.role_def_id AND u.is_enabled)
      AND NOT EXISTS (SELECT 1 FROM group_roles g JOIN group_members m USING (group_def_id) JOIN users u USING (user_id) WHERE g.role_def_id = r.role_def_id AND u.is_enabled)
      ORDER BY r.title, r.role_def_id LIMIT ${PAGE}`,
  },
  'orphan-permissions': {
    count: `SELECT count(*)::int FROM permission_defs p WHERE NOT EXISTS (SELECT 1 FROM role_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM group_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM user_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM access_package_permissions x WHERE x.permission_def_id = p.permission_def_id)`,
    page: `SELECT p.permission_def_id, p.title, p.name, p.created_date FROM permission_defs p
      WHERE NOT EXISTS (SELECT 1 FROM role_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM group_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM user_permissions x WHERE x.permission_def_id = p.permission_def_id)
      AND NOT EXISTS (SELECT 1 FROM access_package_permissions x WHERE x.permission_def_id = p.permission_def_id)
      ORDER BY p.name, p.permission_def_id LIMIT ${PAGE}`,
  },
  Automation: {
    count: 'SELECT count(*)::int FROM rule_runs',
    page: `SELECT x.run_id, COALESCE(r.title, x.rule_id::text), x.trigger, x.started_at, x.finished_at, x.users_in, x.users_out,
        x.errors, x.error_text
      FROM rule_runs x LEFT JOIN rules r ON r.rule_id = x.rule_id ORDER BY x.started_at DESC, x.run_id DESC LIMIT ${PAGE}`,
  },
  'orphan-groups': {
    count: `SELECT count(*)::int FROM group_defs g WHERE NOT EXISTS (SELECT 1 FROM group_members m JOIN users u USING (user_id)
      WHERE m.group_def_id = g.group_def_id AND u.is_enabled)`,
    page: `SELECT g.group_def_id, g.title, g.name,
        CASE WHEN EXISTS (SELECT 1 FROM group_members m WHERE m.group_def_id = g.group_def_id) THEN 'Only disabled members' ELSE 'No members' END,
        (SELECT count(*) FROM group_members m WHERE m.group_def_id = g.group_def_id), g.created_date
      FROM group_defs g WHERE NOT EXISTS (SELECT 1 FROM group_members m JOIN users u USING (user_id)
      WHERE m.group_def_id = g.group_def_id AND u.is_enabled) ORDER BY g.title, g.group_def_id LIMIT ${PAGE}`,
  },
};

/** A data directory per kept database (its secret key file), so every bench run on it starts with one key. */
const keptDataDir = (databaseUrl: string) =>
  path.join(tmpdir(), `portcullis-bench-${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 12)}`);

/**
 * Automation runs: `runs` runs of 50 bench rules, one a minute back from now, as the rule runner writes them
 * (users in and out, an error now and then).
 */
async function seedRuleRuns(server: PortcullisServer, runs: number) {
  await server.db.query(
    `INSERT INTO rules (rule_id, name, title, tree, rule_hash)
     SELECT gen_random_uuid(), 'bench-rule-' || i, 'Bench rule ' || i, '{"combinator":"and","rules":[]}', 'bench'
       FROM generate_series(1, 50) i`,
  );
  await server.db.query(
    `WITH r AS (SELECT array_agg(rule_id ORDER BY name) AS ids FROM rules WHERE name LIKE 'bench-rule-%')
     INSERT INTO rule_runs (run_id, rule_id, trigger, started_at, finished_at, users_in, users_out, errors, error_text)
     SELECT gen_random_uuid(), r.ids[1 + i % 50], (ARRAY['Schedule', 'UserChange', 'Manual'])[1 + i % 3],
            now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval + interval '2 seconds',
            i % 17, i % 5, CASE WHEN i % 97 = 0 THEN 1 ELSE 0 END, CASE WHEN i % 97 = 0 THEN 'bench failure' END
       FROM generate_series(1, $1) i CROSS JOIN r`,
    [runs],
  );
  await server.db.query('ANALYZE rule_runs');
}

/** Groups and memberships (each user in `perUser` of `groups` groups, spread by hash), and audit entries. */
async function seedScale(server: PortcullisServer, groups: number, perUser: number, audits: number) {
  await seedTransaction(server.db, async (tx) => {
    await tx.query(
      `INSERT INTO group_defs (group_def_id, name, title) SELECT gen_random_uuid(), 'bench-group-' || i, 'Bench group ' || i
         FROM generate_series(1, $1) i`,
      [groups],
    );
    await tx.query(
      `WITH g AS (SELECT array_agg(group_def_id ORDER BY name) AS ids FROM group_defs WHERE name LIKE 'bench-group-%')
       INSERT INTO group_members (group_def_id, user_id)
       SELECT g.ids[1 + ((hashtext(u.user_id::text || k) & 2147483647) % array_length(g.ids, 1))], u.user_id
         FROM users u CROSS JOIN generate_series(1, $1) k CROSS JOIN g ON CONFLICT DO NOTHING`,
      [perUser],
    );
  });
  await server.db.query(
    `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date, target_type, target_id)
     SELECT gen_random_uuid(), (SELECT audit_type_id FROM audit_types ORDER BY name LIMIT 1), 'bench', now() - (i || ' minutes')::interval, 'Bench', i::text
       FROM generate_series(1, $1) i`,
    [audits],
  );
  await server.db.query('ANALYZE');
}

/**
 * `pnpm bench reports`: each report's first page (its total and 25 rows, default order and filters) on
 * PostgreSQL at `users` users with `perUser` group memberships each over `groups` groups (defaults:
 * 1 000 000 × 5 = 5M memberships over 10 000 groups, 1M audit entries, 100 000 automation runs), through the API against the
 * hand-written SQL for the same question, alternating in the same run. Goals: ≤ 1.5× the baseline and
 * ≤ 1 s. `only=audit,user` runs some reports; `databaseUrl=` uses a database already seeded;
 * `databaseUrl=… seed=1` seeds an empty given database first (kept for later runs).
 */
export async function benchReports({
  users = 1_000_000,
  groups = 10_000,
  perUser = 5,
  audits = 1_000_000,
  runs = 100_000,
  samples = 5,
  rounds = 2,
  only = '',
  databaseUrl = '',
  seed = 0,
} = {}) {
  console.log(
    `\nReports: first page of each report over ${users.toLocaleString('en')} users, ${(users * perUser).toLocaleString('en')} memberships in ${groups.toLocaleString('en')} groups, on PostgreSQL`,
  );
  console.log(`  ${machineConditions()}`);
  const cluster = databaseUrl ? null : await startThrowawayPostgres();
  const url = databaseUrl || cluster!.urlFor('bench_reports');
  let server: PortcullisServer | undefined;
  try {
    if (cluster) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE bench_reports');
      await admin.end();
    }
    const t0 = performance.now();
    server = await createServer({
      port: 0,
      seedUsers: users,
      adminPassword: BENCH_ADMIN_PASSWORD,
      databaseUrl: url,
      // A kept database remembers its first server's secret key: later runs read the key file kept for it.
      ...(databaseUrl ? { dataDir: keptDataDir(databaseUrl) } : {}),
      listen: false,
    });
    addBaselineRoute(server.app, server.db, '/Bench/Baseline/:name', async (db, params) => {
      const baseline = BASELINES[params.name as ReportName]!;
      const [count] = await db.query<{ n: number }>(baseline.count);
      return { Data: await db.query(baseline.page), TotalItemCount: Number(count?.n ?? 0) };
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const serverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    if (!databaseUrl || seed) await seedScale(server, groups, perUser, audits);
    // A kept database seeded before the Automation baseline existed gets its runs now, once.
    const [{ n: runsThere }] = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rule_runs')) as [
      { n: number },
    ];
    if (runsThere === 0) await seedRuleRuns(server, runs);
    console.log(`  seeded and started in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const headers = await adminHeaders(serverUrl);
    const names = (only ? String(only).split(',') : Object.keys(REPORTS)) as ReportName[];
    // Similar groups at this size are a job: run it to the end first, so the report reads its pairs.
    if (names.includes('similargroup')) await benchSimilarGroupsJob(serverUrl, headers);
    for (const name of names) {
      const baseline = BASELINES[name];
      if (!baseline) {
        console.log(`  ${name.padEnd(20)} no baseline (its source table is not there yet): skipped`);
        continue;
      }
      const definition = REPORTS[name];
      const filters = definition.parameters
        .filter((p) => p.initial !== undefined)
        .map((p) => ({ Column: p.column, Value: p.initial!, Operator: 8 }));
      const ask = async (path: string) => {
        const res = await fetch(`${serverUrl}${path}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ CurrentPage: 1, ItemPerPage: PAGE, Filters: filters }),
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      };
      const api = () => ask(`/Report/${encodeURIComponent(name)}/Rows`);
      const hand = () => ask(`/Bench/Baseline/${encodeURIComponent(name)}`);
      const memory0 = process.memoryUsage().rss;
      // The first call of a report after the server started finds no total in the list-count cache: what
      // a first visit after a write costs. The samples below then read cached totals until a write.
      const t1 = performance.now();
      await api();
      const firstApiMs = performance.now() - t1;
      const result = await alternate(
        { api: () => measure(samples, 1, api), hand: () => measure(samples, 1, hand) },
        rounds,
      );
      const ratio = result.api.p50 / result.hand.p50;
      printVerdict(
        `${name}: API p50 ${fmt(result.api.p50, 1)} ms / SQL p50 ${fmt(result.hand.p50, 1)} ms`,
        ratio,
        '≤ 1.5× and ≤ 1000 ms',
        ratio <= 1.5 && result.api.p50 <= 1000,
        '×',
      );
      console.log(
        `    first (uncached) API call ${fmt(firstApiMs, 1)} ms; rss ${fmt((process.memoryUsage().rss - memory0) / 1048576, 1)} MB more after the samples`,
      );
    }
  } finally {
    await server?.close();
    await cluster?.stop();
  }
}
