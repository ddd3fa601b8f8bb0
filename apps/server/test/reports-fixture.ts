import { seedTransaction } from '../src/engine/access/scope';
import { SEED_IDS } from '../src/seed/demo';
import type { TestServer } from '../src/testing/test-server';

/** What the report tests seed: a source of their own, so every number can be counted exactly. */
export interface ReportFixture {
  source: string;
  marker: string;
  users: Record<'active' | 'disabled' | 'locked' | 'never', string>;
  groups: Record<'empty' | 'disabledOnly' | 'held' | 'twin' | 'guarded', string>;
  heldRole: string;
  idleRole: string;
  idlePermission: string;
}

/**
 * Seeds, under `marker`: a source with four users (active and signed in, disabled, locked, never
 * signed in), groups (empty, only a disabled member, two with the same two enabled members, and one
 * conferring super-admin rights whose only member is disabled), roles, a permission,
 * an application reached through a group, three audit entries on two days and an agreement.
 */
export async function seedReportFixture(t: TestServer, marker: string): Promise<ReportFixture> {
  return seedTransaction(t.server.db, async (tx) => {
    const one = async (sql: string, params: unknown[] = []) => (await tx.query<{ id: string }>(sql, params))[0]!.id;
    const source = await one(
      `INSERT INTO user_sources (user_source_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING user_source_id AS id`,
      [marker],
    );
    const user = (name: string, enabled: boolean, locked: boolean, signedIn: boolean, created: string) =>
      one(
        `INSERT INTO users (user_id, user_name, user_source_id, is_enabled, locked_until, last_login_date, created_date)
         VALUES (gen_random_uuid(), $1, $2, $3, CASE WHEN $4 THEN now() + interval '1 day' END, CASE WHEN $5 THEN now() END, $6)
         RETURNING user_id AS id`,
        [`${marker}-${name}`, source, enabled, locked, signedIn, created],
      );
    const users = {
      active: await user('active', true, false, true, '2026-01-05T10:00:00Z'),
      disabled: await user('disabled', false, false, true, '2026-01-05T11:00:00Z'),
      locked: await user('locked', true, true, true, '2026-01-06T10:00:00Z'),
      never: await user('never', true, false, false, '2026-01-06T12:00:00Z'),
    };
    const group = (name: string, members: string[]) =>
      one(
        `WITH g AS (INSERT INTO group_defs (group_def_id, name, title, state) VALUES (gen_random_uuid(), $1, $1, 1) RETURNING group_def_id),
              m AS (INSERT INTO group_members (group_def_id, user_id) SELECT g.group_def_id, unnest($2::uuid[]) FROM g)
         SELECT group_def_id AS id FROM g`,
        [`${marker}-${name}`, members],
      );
    const guardedMember = await user('guarded', false, false, false, '2026-01-07T10:00:00Z');
    const groups = {
      empty: await group('empty', []),
      disabledOnly: await group('disabled-only', [users.disabled]),
      held: await group('held', [users.active, users.never]),
      twin: await group('twin', [users.active, users.never]),
      guarded: await group('guarded', [guardedMember]),
    };
    // The guarded group confers super-admin rights: removing it takes them from its (disabled) member.
    await tx.query('INSERT INTO group_roles (group_def_id, role_def_id) VALUES ($1, $2)', [
      groups.guarded,
      SEED_IDS.superAdminRole,
    ]);
    const role = (name: string) =>
      one(
        `INSERT INTO role_defs (role_def_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING role_def_id AS id`,
        [`${marker}-${name}`],
      );
    const heldRole = await role('held-role');
    const idleRole = await role('idle-role');
    await tx.query('INSERT INTO group_roles (group_def_id, role_def_id) VALUES ($1, $2)', [groups.held, heldRole]);
    const idlePermission = await one(
      `INSERT INTO permission_defs (permission_def_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING permission_def_id AS id`,
      [`${marker}.Idle`],
    );
    const application = await one(
      `INSERT INTO applications (application_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING application_id AS id`,
      [`${marker}-app`],
    );
    await tx.query('INSERT INTO group_applications (application_id, group_def_id) VALUES ($1, $2)', [
      application,
      groups.held,
    ]);
    await tx.query(
      `INSERT INTO audit_entries (audit_id, audit_type_id, description, created_date, actor_user_id, target_type, target_id)
       SELECT gen_random_uuid(), t.audit_type_id, 'report fixture', v.at::timestamptz, $2::uuid, $1, v.target
         FROM (VALUES ('ConsoleChange', '2026-02-01T08:00:00Z', 'a'), ('ConsoleChange', '2026-02-01T09:00:00Z', 'b'),
                      ('AccessRefused', '2026-02-02T08:00:00Z', 'c')) v(type, at, target)
         JOIN audit_types t ON t.name = v.type`,
      [`${marker}-target`, users.active],
    );
    await tx.query(
      `INSERT INTO user_agreements (agreement_id, user_id, title, accepted_date) VALUES (gen_random_uuid(), $1, $2, '2026-03-01T00:00:00Z')`,
      [users.active, `${marker} terms`],
    );
    return { source, marker, users, groups, heldRole, idleRole, idlePermission };
  });
}
