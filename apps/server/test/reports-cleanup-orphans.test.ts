import { beforeAll, describe, expect, it } from 'vitest';
import { Permissions as P } from '@portcullis/api-client/contract';
import type { Engine, TestServer } from '../src/testing/test-server';
import { seedTransaction } from '../src/engine/access/scope';
import { SEED_IDS } from '../src/seed/demo';
import { useTestServer } from './use-test-server';

/** What the orphan clean-ups of accounts, roles and permissions act on, seeded under `marker`. */
interface OrphanFixture {
  source: string;
  /** Application accounts: of a disabled user, of an enabled one, of a disabled super admin. */
  accounts: Record<'disabled' | 'enabled' | 'superAdmin', string>;
  roles: Record<'idle' | 'held' | 'strong', string>;
  permissions: Record<'disabled' | 'enabled' | 'held', string>;
}

async function seedOrphans(t: TestServer, marker: string): Promise<OrphanFixture> {
  return seedTransaction(t.server.db, async (tx) => {
    const one = async (sql: string, params: unknown[] = []) => (await tx.query<{ id: string }>(sql, params))[0]!.id;
    const source = await one(
      'INSERT INTO user_sources (user_source_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING user_source_id AS id',
      [marker],
    );
    const app = await one(
      'INSERT INTO applications (application_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING application_id AS id',
      [`${marker}-app`],
    );
    const account = async (name: string, enabled: boolean) => {
      const user = await one(
        'INSERT INTO users (user_id, user_name, user_source_id, is_enabled) VALUES (gen_random_uuid(), $1, $2, $3) RETURNING user_id AS id',
        [`${marker}-${name}`, source, enabled],
      );
      const id = await one(
        'INSERT INTO user_applications (user_id, application_id) VALUES ($1, $2) RETURNING application_user_id AS id',
        [user, app],
      );
      return { user, id };
    };
    const superAdmin = await account('root', false);
    await tx.query('INSERT INTO user_roles (user_id, role_def_id) VALUES ($1, $2)', [
      superAdmin.user,
      SEED_IDS.superAdminRole,
    ]);
    // Source accounts: one no directory user matches, one matching the enabled user.
    await tx.query(
      `INSERT INTO source_accounts (user_source_id, source_user_id, user_name) VALUES ($1, 'gone-1', $2), ($1, 'kept-1', $3)`,
      [source, `${marker}-gone`, `${marker}-enabled`],
    );
    const role = (name: string) =>
      one(
        'INSERT INTO role_defs (role_def_id, name, title) VALUES (gen_random_uuid(), $1, $1) RETURNING role_def_id AS id',
        [`${marker}-${name}`],
      );
    const permission = (name: string, state: number) =>
      one(
        'INSERT INTO permission_defs (permission_def_id, name, title, state) VALUES (gen_random_uuid(), $1, $1, $2) RETURNING permission_def_id AS id',
        [`${marker}.${name}`, state],
      );
    const roles = { idle: await role('idle'), held: await role('held'), strong: await role('strong') };
    const enabled = await account('enabled', true);
    await tx.query('INSERT INTO user_roles (user_id, role_def_id) VALUES ($1, $2)', [enabled.user, roles.held]);
    // The strong role confers a permission the cleaners lack (its only holder is disabled).
    await tx.query(
      'INSERT INTO role_permissions (role_def_id, permission_def_id) SELECT $1, permission_def_id FROM permission_defs WHERE name = $2',
      [roles.strong, P.AuditList],
    );
    const permissions = {
      disabled: await permission('Disabled', 0),
      enabled: await permission('Enabled', 1),
      held: await permission('Held', 1),
    };
    await tx.query('INSERT INTO role_permissions (role_def_id, permission_def_id) VALUES ($1, $2)', [
      roles.held,
      permissions.held,
    ]);
    return {
      source,
      accounts: { disabled: (await account('disabled', false)).id, enabled: enabled.id, superAdmin: superAdmin.id },
      roles,
      permissions,
    };
  });
}

/** Orphan accounts, roles and permissions clean-ups (issue 29): the removal rules by hand, audited, no escalation. */
describe.each(['pglite', 'postgres'] as Engine[])(
  'orphan clean-ups of accounts, roles and permissions on %s',
  (engine) => {
    const s = useTestServer(engine);
    let f: OrphanFixture;
    const marker = `orphans-${engine}`;
    beforeAll(async () => {
      f = await seedOrphans(s.t, marker);
    });
    const post = (cookie: string, path: string, body: unknown) =>
      s.t.call<{ Removed: number }>('POST', path, { cookie, body });
    const count = async (sql: string, params: unknown[]) =>
      (await s.t.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;
    const auditOf = (actor: string, action: string) =>
      s.t.server.db.query<{ description: string; type: string }>(
        `SELECT e.description, t.name AS type FROM audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id
        WHERE e.actor_user_id = $1 AND e.action = $2 ORDER BY e.created_date`,
        [actor, action],
      );
    const rows = async (name: string) =>
      (
        await s.t.call<{ Data: Record<string, string>[] }>('POST', `/Report/${name}/Rows`, {
          cookie: s.admin,
          body: {
            CurrentPage: 1,
            ItemPerPage: 50,
            Filters: [{ Column: name === 'orphan-accounts' ? 'UserName' : 'Name', Value: marker }],
          },
        })
      ).body.Data!.Data;

    it('exports each of the three orphan reports through /excel/export/orphan under its own permission only', async () => {
      for (const [table, column, permission, other] of [
        ['OrphanAccountsReport', 'UserName', P.ReportOrphanAccounts, P.ReportOrphanRoles],
        ['OrphanRolesReport', 'Name', P.ReportOrphanRoles, P.ReportOrphanPermissions],
        ['OrphanPermissionsReport', 'Name', P.ReportOrphanPermissions, P.ReportOrphanAccounts],
      ] as const) {
        const body = { ExcelTableName: table, SelectedColumns: [column], Scope: 0 };
        const allowed = await s.t.signInWith([permission]);
        const started = await s.t.call('POST', '/excel/export/orphan', { cookie: allowed, body });
        expect([table, started.status], started.text).toEqual([table, 200]);
        const refused = await s.t.call('POST', '/excel/export/orphan', { cookie: await s.t.signInWith([other]), body });
        expect([table, refused.status]).toEqual([table, 403]);
      }
    });

    it('removes orphan application and source accounts, refuses enabled users (409) and protected accounts (403)', async () => {
      const listed = (await rows('orphan-accounts')).map((r) => r.RowId).sort();
      expect(listed).toEqual(
        [`app:${f.accounts.disabled}`, `app:${f.accounts.superAdmin}`, `source:${f.source}:gone-1`].sort(),
      );
      const cleaner = await s.t.actor([P.ReportOrphanAccounts, P.ApplicationEdit, P.UserSourceEdit]);
      const held = await post(cleaner.cookie, '/Report/orphan-accounts/Remove', {
        RowIds: [`app:${f.accounts.disabled}`, `app:${f.accounts.enabled}`],
      });
      expect(held.status).toBe(409);
      expect(held.body.Message).toContain(`"${marker}-enabled at ${marker}-app" has an enabled user now`);

      const appOnly = await s.t.signInWith([P.ReportOrphanAccounts, P.ApplicationEdit]);
      const needsSource = await post(appOnly, '/Report/orphan-accounts/Remove', {
        RowIds: [`source:${f.source}:gone-1`],
      });
      expect(needsSource.status).toBe(403);
      expect((needsSource.body.Data as unknown as { MissingPermissions: string[] }).MissingPermissions).toEqual([
        P.UserSourceEdit,
      ]);

      const escalation = await post(cleaner.cookie, '/Report/orphan-accounts/Remove', {
        RowIds: [`app:${f.accounts.superAdmin}`, `app:${f.accounts.disabled}`],
      });
      expect(escalation.status, escalation.text).toBe(403);
      expect(escalation.body.Message).toMatch(/super admin|protected account/);
      expect(await count('user_applications WHERE application_user_id = $1', [f.accounts.disabled])).toBe(1);

      const done = await post(cleaner.cookie, '/Report/orphan-accounts/Remove', {
        RowIds: [`app:${f.accounts.disabled}`, `source:${f.source}:gone-1`],
      });
      expect(done.status, done.text).toBe(200);
      expect(done.body.Data).toEqual({ Removed: 2 });
      expect(await count('user_applications WHERE application_user_id = $1', [f.accounts.disabled])).toBe(0);
      expect(await count('source_accounts WHERE user_source_id = $1', [f.source])).toBe(1);
      expect(await auditOf(cleaner.userId, 'reports.removeOrphanAccounts')).toEqual([
        { type: 'AccessRefused', description: escalation.body.Message },
        {
          type: 'ConsoleChange',
          description: `Orphan accounts removed: ${marker}-disabled at ${marker}-app, ${marker}-gone at ${marker}`,
        },
      ]);
      expect((await rows('orphan-accounts')).map((r) => r.RowId)).toEqual([`app:${f.accounts.superAdmin}`]);
    });

    it('removes orphan roles through the role rules: a held role is refused (409), a stronger one too (403)', async () => {
      expect((await rows('orphan-roles')).map((r) => r.Title).sort()).toEqual([`${marker}-idle`, `${marker}-strong`]);
      const cleaner = await s.t.actor([P.ReportOrphanRoles, P.RoleDefEdit]);
      const held = await post(cleaner.cookie, '/Report/orphan-roles/Remove', {
        RoleDefIds: [f.roles.idle, f.roles.held],
      });
      expect(held.status).toBe(409);
      const escalation = await post(cleaner.cookie, '/Report/orphan-roles/Remove', {
        RoleDefIds: [f.roles.idle, f.roles.strong],
      });
      expect(escalation.status, escalation.text).toBe(403);
      expect(escalation.body.Message).toBe(
        `You cannot change the ${marker}-strong role: it confers ${P.AuditList}, and you do not hold it.`,
      );
      expect(await count('role_defs WHERE role_def_id = ANY($1::uuid[])', [[f.roles.idle, f.roles.strong]])).toBe(2);
      const done = await post(cleaner.cookie, '/Report/orphan-roles/Remove', { RoleDefIds: [f.roles.idle] });
      expect(done.status, done.text).toBe(200);
      expect(await auditOf(cleaner.userId, 'reports.removeOrphanRoles')).toEqual([
        { type: 'AccessRefused', description: escalation.body.Message },
        { type: 'ConsoleChange', description: `Orphan roles removed: ${marker}-idle` },
      ]);
      expect((await post(s.admin, '/Report/orphan-roles/Remove', { RoleDefIds: [f.roles.strong] })).status).toBe(200);
      expect(await rows('orphan-roles')).toEqual([]);
    });

    it('removes orphan permissions: a disabled one by a cleaner, an enabled one the cleaner lacks only by a super admin', async () => {
      const cleaner = await s.t.actor([P.ReportOrphanPermissions, P.PermissionDefEdit]);
      const held = await post(cleaner.cookie, '/Report/orphan-permissions/Remove', {
        PermissionDefIds: [f.permissions.held],
      });
      expect(held.status).toBe(409);
      const escalation = await post(cleaner.cookie, '/Report/orphan-permissions/Remove', {
        PermissionDefIds: [f.permissions.enabled, f.permissions.disabled],
      });
      expect(escalation.status, escalation.text).toBe(403);
      expect(escalation.body.Message).toBe(`You cannot change the permission ${marker}.Enabled: you do not hold it.`);
      const done = await post(cleaner.cookie, '/Report/orphan-permissions/Remove', {
        PermissionDefIds: [f.permissions.disabled],
      });
      expect(done.status, done.text).toBe(200);
      expect(
        (await post(s.admin, '/Report/orphan-permissions/Remove', { PermissionDefIds: [f.permissions.enabled] }))
          .status,
      ).toBe(200);
      expect(await rows('orphan-permissions')).toEqual([]);
      const unknown = await post(s.admin, '/Report/orphan-permissions/Remove', {
        PermissionDefIds: [f.permissions.enabled],
      });
      expect(unknown.status).toBe(404);
      const bad = await post(s.admin, '/Report/orphan-accounts/Remove', { RowIds: ['user:1'] });
      expect(bad.status).toBe(400);
    });
  },
);
