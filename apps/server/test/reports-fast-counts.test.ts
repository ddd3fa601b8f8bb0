import { describe, expect, it } from 'vitest';
import type { PagedData } from '@portcullis/api-client/contract';
import type { ReportRow } from '@portcullis/api-client/reports';
import type { Engine } from '../src/testing/test-server';
import { seedTransaction } from '../src/engine/access/scope';
import { useTestServer, writeElsewhere as writeElsewhereFrom } from './use-test-server';

/**
 * The reports' shortened counts and pages (issue 29: counts without joins that cannot change them, users
 * per source kept by triggers, totals from the list-count cache) answer exactly what the plain question
 * answers: each is compared here with reference SQL written the long way (every join, GROUP BY over
 * users), before and after writes by another connection, which reach the cache only through the
 * notify triggers of migrations 042 and 126.
 */
const REFERENCE = {
  'identity-matrix': {
    from: `(SELECT l.user_id, 'Application' AS kind, l.application_id AS object_id,
              CASE WHEN p.user_id IS NULL THEN 'Direct' ELSE 'Package' END AS how, NULL::uuid AS via_id
         FROM user_applications l LEFT JOIN package_only_links p ON p.user_id = l.user_id AND p.kind = 'applications' AND p.object_id = l.application_id
       UNION ALL SELECT m.user_id, 'Application', l.application_id, 'Group', g.group_def_id
         FROM group_members m JOIN group_applications l USING (group_def_id) JOIN group_defs g USING (group_def_id)
       UNION ALL SELECT l.user_id, 'Group', l.group_def_id, CASE WHEN p.user_id IS NULL THEN 'Direct' ELSE 'Package' END, NULL
         FROM group_members l LEFT JOIN package_only_links p ON p.user_id = l.user_id AND p.kind = 'groups' AND p.object_id = l.group_def_id
       UNION ALL SELECT l.user_id, 'Role', l.role_def_id, CASE WHEN p.user_id IS NULL THEN 'Direct' ELSE 'Package' END, NULL
         FROM user_roles l LEFT JOIN package_only_links p ON p.user_id = l.user_id AND p.kind = 'roles' AND p.object_id = l.role_def_id
       UNION ALL SELECT m.user_id, 'Role', l.role_def_id, 'Group', g.group_def_id
         FROM group_members m JOIN group_roles l USING (group_def_id) JOIN group_defs g USING (group_def_id)) x
      JOIN users u ON u.user_id = x.user_id`,
    key: `x.kind || ':' || x.user_id || ':' || x.object_id || ':' || x.how || ':' || COALESCE(x.via_id::text, '')`,
    order: `u.user_name, 1`,
  },
  audit: {
    from: 'audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id',
    key: 'e.audit_id::text',
    order: 'e.created_date DESC, e.audit_id DESC',
  },
  user: { from: 'users u', key: 'u.user_id::text', order: 'u.created_date DESC, u.user_id DESC' },
  session: {
    from: 'sso_sessions s JOIN users u ON u.user_id = s.user_id',
    key: 's.session_id::text',
    order: 's.created_date DESC, s.session_id DESC',
  },
  enrollment: {
    from: 'users u LEFT JOIN mfa_enrolments m ON m.user_id = u.user_id',
    key: 'COALESCE(m.enrolment_id, u.user_id)::text',
    order: 'u.user_name, COALESCE(m.enrolment_id, u.user_id)',
  },
  agreement: {
    from: 'user_agreements g JOIN users u ON u.user_id = g.user_id',
    key: 'g.agreement_id::text',
    order: 'g.accepted_date DESC, g.agreement_id DESC',
  },
  Automation: {
    from: 'rule_runs x LEFT JOIN rules r ON r.rule_id = x.rule_id',
    key: 'x.run_id::text',
    order: 'x.started_at DESC, x.run_id DESC',
  },
} as const;
type Checked = keyof typeof REFERENCE;
const ROW_KEY: Record<Checked, string> = {
  'identity-matrix': 'RowId',
  audit: 'AuditId',
  user: 'UserId',
  session: 'SessionId',
  enrollment: 'RowId',
  agreement: 'AgreementId',
  Automation: 'RunId',
};

describe.each(['pglite', 'postgres'] as Engine[])('report counts and first pages on %s', (engine) => {
  const s = useTestServer(engine);
  const writeElsewhere = (sql: string) => writeElsewhereFrom(s.t, sql);
  /** A membership write, inside the grant scope the access tables demand (migration 010), on another connection. */
  const writeMembership = (sql: string) =>
    s.t.server.db.kind === 'pglite'
      ? seedTransaction(s.t.server.db, (tx) => tx.query(sql)).then(() => undefined)
      : writeElsewhere(`BEGIN; SELECT set_config('portcullis.grant_scope', 'seed', true); ${sql}; COMMIT;`);
  const firstPage = async (name: string) => {
    const res = await s.t.call<PagedData<ReportRow>>('POST', `/Report/${name}/Rows`, {
      cookie: s.admin,
      body: { CurrentPage: 1, ItemPerPage: 25, Filters: [] },
    });
    expect(res.status, res.text).toBe(200);
    return res.body.Data!;
  };
  /** The report's total and first page's keys, and the reference's. */
  const both = async (name: Checked) => {
    const r = REFERENCE[name];
    const [count] = await s.t.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${r.from}`);
    const keys = await s.t.server.db.query<{ k: string }>(
      `SELECT ${r.key} AS k FROM ${r.from} ORDER BY ${r.order} LIMIT 25`,
    );
    const page = await firstPage(name);
    return {
      api: { total: page.TotalItemCount, keys: page.Data.map((row) => row[ROW_KEY[name]]) },
      exact: { total: count!.n, keys: keys.map((k) => k.k) },
    };
  };
  const expectExact = async (name: Checked) =>
    expect
      .poll(async () => {
        const { api, exact } = await both(name);
        return api.total === exact.total && JSON.stringify(api.keys) === JSON.stringify(exact.keys)
          ? 'equal'
          : JSON.stringify({ api, exact });
      })
      .toBe('equal');
  const usersPerSource = async () => {
    const exact = await s.t.server.db.query<{ id: string; users: number; disabled: number }>(
      `SELECT s.user_source_id::text AS id, count(u.user_id)::int AS users, (count(u.user_id) FILTER (WHERE NOT u.is_enabled))::int AS disabled
         FROM user_sources s LEFT JOIN users u ON u.user_source_id = s.user_source_id WHERE NOT s.is_removed
        GROUP BY s.user_source_id ORDER BY 1`,
    );
    const rows = (await firstPage('usersource')).Data;
    const api = rows
      .map((r) => ({ id: r.UserSourceId, users: r.UserCount, disabled: r.DisabledUserCount }))
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
    return JSON.stringify(api) === JSON.stringify(exact) ? 'equal' : JSON.stringify({ api, exact });
  };

  /** Members per group as kept by migration 131's triggers, against a GROUP BY over the memberships. */
  const membersPerGroup = async () => {
    const [diff] = await s.t.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT group_def_id, members FROM group_member_counts WHERE members <> 0
         EXCEPT SELECT group_def_id, count(*) FROM group_members GROUP BY 1) x`,
    );
    const [missing] = await s.t.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT group_def_id, count(*) AS members FROM group_members GROUP BY 1
         EXCEPT SELECT group_def_id, members FROM group_member_counts) x`,
    );
    return diff!.n + missing!.n;
  };

  /** The enrolment figures kept by migration 132's triggers, against counting the enrolments. */
  const enrolmentTotals = async () => {
    const [kept] = await s.t.server.db.query(
      'SELECT enrolments::int AS e, enrolled_users::int AS u FROM mfa_enrolment_totals',
    );
    const [exact] = await s.t.server.db.query(
      'SELECT count(*)::int AS e, count(DISTINCT user_id)::int AS u FROM mfa_enrolments',
    );
    return JSON.stringify(kept) === JSON.stringify(exact) ? 'equal' : JSON.stringify({ kept, exact });
  };

  it('answers what the long reference SQL answers, for every shortened report', async () => {
    expect(await membersPerGroup()).toBe(0);
    expect(await enrolmentTotals()).toBe('equal');
    for (const name of Object.keys(REFERENCE) as Checked[]) await expectExact(name);
    expect(await usersPerSource()).toBe('equal');
    const { exact } = await both('identity-matrix');
    expect(exact.total).toBeGreaterThan(25); // the page is a real first page of a longer list
  });

  it('keeps a total in the cache, and the triggers clear it on another connection’s write', async () => {
    const before = (await firstPage('identity-matrix')).TotalItemCount;
    const [pair] = await s.t.server.db.query<{ user_id: string; group_def_id: string }>(
      `SELECT u.user_id, g.group_def_id FROM users u CROSS JOIN group_defs g
        WHERE NOT EXISTS (SELECT 1 FROM group_members m WHERE m.user_id = u.user_id AND m.group_def_id = g.group_def_id)
        ORDER BY u.user_name, g.name LIMIT 1`,
    );
    const insert = `INSERT INTO group_members (group_def_id, user_id) VALUES ('${pair!.group_def_id}', '${pair!.user_id}')`;
    // The membership's insert also clears a package mark (a statement on package_only_links): both kept quiet.
    const quiet = async (how: 'DISABLE' | 'ENABLE') => {
      await s.t.server.db.query(`ALTER TABLE group_members ${how} TRIGGER group_members_notify_lists`);
      await s.t.server.db.query(`ALTER TABLE package_only_links ${how} TRIGGER package_only_links_notify_lists`);
    };
    await quiet('DISABLE');
    try {
      await writeMembership(insert);
      expect((await firstPage('identity-matrix')).TotalItemCount).toBe(before); // read from the cache
    } finally {
      await quiet('ENABLE');
    }
    await writeMembership(
      `DELETE FROM group_members WHERE group_def_id = '${pair!.group_def_id}' AND user_id = '${pair!.user_id}'`,
    );
    await expectExact('identity-matrix');
    await writeMembership(insert);
    await expectExact('identity-matrix');
  });

  it('stays exact after inserts, updates and deletes by another connection', async () => {
    const sources = await s.t.server.db.query<{ id: string }>(
      'SELECT user_source_id::text AS id FROM user_sources WHERE NOT is_removed ORDER BY name LIMIT 2',
    );
    const [a, b] = [sources[0]!.id, (sources[1] ?? sources[0])!.id];
    await writeElsewhere(
      `INSERT INTO users (user_id, user_name, user_source_id, is_enabled, created_date)
       SELECT gen_random_uuid(), 'fast-count-' || i, '${a}', i % 2 = 0, now() FROM generate_series(1, 7) i`,
    );
    await writeMembership(
      `INSERT INTO group_members (group_def_id, user_id)
       SELECT (SELECT group_def_id FROM group_defs ORDER BY name LIMIT 1), user_id FROM users WHERE user_name LIKE 'fast-count-%'`,
    );
    await writeElsewhere(
      `INSERT INTO user_agreements (agreement_id, user_id, title, accepted_date)
       SELECT gen_random_uuid(), user_id, 'Fast terms', now() FROM users WHERE user_name LIKE 'fast-count-%'`,
    );
    await writeElsewhere(
      `INSERT INTO mfa_enrolments (user_id, authenticator_id, label)
       SELECT u.user_id, (SELECT authenticator_id FROM authenticators ORDER BY 1 LIMIT 1), 'fast' FROM users u
        WHERE u.user_name IN ('fast-count-1', 'fast-count-2') AND EXISTS (SELECT 1 FROM authenticators)`,
    );
    await writeElsewhere(
      `WITH r AS (INSERT INTO rules (rule_id, name, title, tree, rule_hash)
         VALUES (gen_random_uuid(), 'fast-count-rule', 'Fast count rule', '{"combinator":"and","rules":[]}', 'x') RETURNING rule_id)
       INSERT INTO rule_runs (run_id, rule_id, trigger, started_at, users_in)
       SELECT gen_random_uuid(), r.rule_id, 'Manual', now() + (i || ' seconds')::interval, i FROM r CROSS JOIN generate_series(1, 3) i`,
    );
    await writeElsewhere(
      `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date)
       SELECT gen_random_uuid(), (SELECT audit_type_id FROM audit_types ORDER BY name LIMIT 1), 'fast count', now() + interval '1 day'`,
    );
    for (const name of Object.keys(REFERENCE) as Checked[]) await expectExact(name);
    await expect.poll(usersPerSource).toBe('equal');
    // A second enrolment of an enrolled user, then one moved to a user with none: the kept figures follow.
    await writeElsewhere(
      `INSERT INTO mfa_enrolments (user_id, authenticator_id, label)
       SELECT u.user_id, (SELECT authenticator_id FROM authenticators ORDER BY 1 LIMIT 1), 'second' FROM users u
        WHERE u.user_name = 'fast-count-1' AND EXISTS (SELECT 1 FROM authenticators)`,
    );
    expect(await enrolmentTotals()).toBe('equal');
    await writeElsewhere(
      `UPDATE mfa_enrolments SET user_id = (SELECT user_id FROM users WHERE user_name = 'fast-count-3')
        WHERE label = 'second'`,
    );
    expect(await enrolmentTotals()).toBe('equal');
    await expectExact('enrollment');

    await writeElsewhere(
      `UPDATE users SET user_source_id = '${b}', is_enabled = NOT is_enabled WHERE user_name IN ('fast-count-1', 'fast-count-4')`,
    );
    await expect.poll(usersPerSource).toBe('equal');
    expect(await membersPerGroup()).toBe(0);
    await writeElsewhere(`DELETE FROM rules WHERE name = 'fast-count-rule'`); // its runs cascade
    await expectExact('Automation');
    await writeMembership(`DELETE FROM users WHERE user_name LIKE 'fast-count-%'`);
    await expect.poll(usersPerSource).toBe('equal');
    expect(await enrolmentTotals()).toBe('equal'); // their enrolments went with them (a cascade)
    expect(await membersPerGroup()).toBe(0);
    // A group with members, an application and a role goes: its memberships cascade, the matrix loses its pairs.
    await writeMembership(
      `WITH g AS (INSERT INTO group_defs (group_def_id, name, title) VALUES (gen_random_uuid(), 'fast-count-group', 'Fast count group') RETURNING group_def_id)
       INSERT INTO group_members (group_def_id, user_id) SELECT g.group_def_id, u.user_id FROM g CROSS JOIN (SELECT user_id FROM users ORDER BY user_name LIMIT 3) u`,
    );
    await writeMembership(
      `INSERT INTO group_applications (application_id, group_def_id)
       SELECT (SELECT application_id FROM applications ORDER BY 1 LIMIT 1), group_def_id FROM group_defs WHERE name = 'fast-count-group'`,
    );
    await writeMembership(
      `INSERT INTO group_roles (group_def_id, role_def_id)
       SELECT group_def_id, (SELECT role_def_id FROM role_defs ORDER BY 1 LIMIT 1) FROM group_defs WHERE name = 'fast-count-group'`,
    );
    expect(await membersPerGroup()).toBe(0);
    await expectExact('identity-matrix');
    await writeMembership(`DELETE FROM group_defs WHERE name = 'fast-count-group'`);
    expect(await membersPerGroup()).toBe(0);
    await expectExact('identity-matrix');
    for (const name of Object.keys(REFERENCE) as Checked[]) await expectExact(name);
  });
});
