import { beforeAll, describe, expect, it } from 'vitest';
import { ExportState, Permissions, type ExportJob, type PagedData } from '@portcullis/api-client/contract';
import type { Engine } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';
import { seedReportFixture, type ReportFixture } from './reports-fixture';

const CLEANER = [Permissions.ReportOrphanGroups, Permissions.GroupDefEdit];

/** Orphan groups' clean-up (issue 29): through the grant rules, audited, refused when it would escalate. */
describe.each(['pglite', 'postgres'] as Engine[])('orphan group clean-up on %s', (engine) => {
  const s = useTestServer(engine);
  let f: ReportFixture;
  beforeAll(async () => {
    // The guarded group confers super-admin rights on its only (disabled) member.
    f = await seedReportFixture(s.t, `clean-${engine}`);
  });
  const remove = (cookie: string, ids: string[]) =>
    s.t.call<{ Removed: number }>('POST', '/Report/orphan-groups/Remove', { cookie, body: { GroupDefIds: ids } });
  const exists = async (id: string) =>
    (await s.t.server.db.query('SELECT 1 FROM group_defs WHERE group_def_id = $1', [id])).length === 1;

  it('exports an orphan report through /excel/export/orphan under that report permission', async () => {
    const filters = [{ Column: 'Name', Value: f.marker }];
    const total = (
      await s.t.call<{ TotalItemCount: number }>('POST', '/Report/orphan-groups/Rows', {
        cookie: s.admin,
        body: { CurrentPage: 1, ItemPerPage: 5, Filters: filters },
      })
    ).body.Data!.TotalItemCount;
    const reader = await s.t.signInWith([Permissions.ReportOrphanGroups, Permissions.ReportExports]);
    const body = {
      ExcelTableName: 'OrphanGroupsReport',
      SelectedColumns: ['Title', 'Reason'],
      Scope: 2,
      Filters: filters,
    };
    const started = await s.t.call<{ ExportId: string }>('POST', '/excel/export/orphan', { cookie: reader, body });
    expect(started.status, started.text).toBe(200);
    let job: ExportJob | undefined;
    for (let i = 0; i < 400 && !job; i++) {
      const list = await s.t.call<PagedData<ExportJob>>('POST', '/Export/List', {
        cookie: reader,
        body: { CurrentPage: 1, ItemPerPage: 10 },
      });
      const found = list.body.Data!.Data.find((j) => j.ExportId === started.body.Data!.ExportId);
      if (found && found.State >= ExportState.Completed) job = found;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(job).toMatchObject({ State: ExportState.Completed, RowCount: total });
    const accountsOnly = await s.t.signInWith([Permissions.ReportOrphanAccounts]);
    expect((await s.t.call('POST', '/excel/export/orphan', { cookie: accountsOnly, body })).status).toBe(403);
  });

  it('removes orphan groups in bulk and writes one audit entry naming them', async () => {
    const cleaner = await s.t.actor(CLEANER);
    const res = await remove(cleaner.cookie, [f.groups.empty, f.groups.disabledOnly]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.Data).toEqual({ Removed: 2 });
    expect(await exists(f.groups.empty)).toBe(false);
    expect(await exists(f.groups.disabledOnly)).toBe(false);
    const audit = await s.t.server.db.query<{ description: string; target_type: string }>(
      `SELECT e.description, e.target_type FROM audit_entries e WHERE e.actor_user_id = $1 AND e.action = 'reports.removeOrphanGroups'`,
      [cleaner.userId],
    );
    expect(audit).toEqual([
      { description: `Orphan groups removed: ${f.marker}-disabled-only, ${f.marker}-empty`, target_type: 'GroupDef' },
    ]);
  });

  it('refuses a group with enabled members (409), the caller without GroupDef.Edit (403), and escalation (403, audited)', async () => {
    const cleaner = await s.t.actor(CLEANER);
    const held = await remove(cleaner.cookie, [f.groups.held]);
    expect(held.status).toBe(409);
    expect(held.body.Message).toContain(`"${f.marker}-held" has enabled members now`);
    expect(await exists(f.groups.held)).toBe(true);

    const reportOnly = await s.t.signInWith([Permissions.ReportOrphanGroups]);
    const refused = await remove(reportOnly, [f.groups.guarded]);
    expect(refused.status).toBe(403);
    expect((refused.body.Data as unknown as { MissingPermissions: string[] }).MissingPermissions).toEqual([
      Permissions.GroupDefEdit,
    ]);

    const escalation = await remove(cleaner.cookie, [f.groups.guarded]);
    expect(escalation.status, escalation.text).toBe(403);
    expect(escalation.body.Message).toMatch(/super admin/);
    expect(await exists(f.groups.guarded)).toBe(true);
    const [refusal] = await s.t.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id
        WHERE t.name = 'AccessRefused' AND e.actor_user_id = $1`,
      [cleaner.userId],
    );
    expect(refusal!.n).toBe(1);
    // A super admin may remove it.
    expect((await remove(s.admin, [f.groups.guarded])).status).toBe(200);
  });
});
