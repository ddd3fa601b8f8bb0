import { describe, expect, it } from 'vitest';
import { Permissions as P } from '@portcullis/api-client/contract';
import type { Engine, TestActor } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';

type Row = Record<string, unknown>;
const PACKAGE_EDIT = 'System.Management.AccessPackageDef.Edit';

/**
 * Choosing who approves an access package's requests is choosing who may hand out what it gives (the
 * system delivers an approved request), so it needs what changing the package's contents needs:
 * holding everything the package gives. Refused (403, nothing changed) for a package's approvers and
 * flow, and for the stages of a flow a package uses; allowed to whoever holds the contents.
 */
describe.each(['pglite', 'postgres'] as Engine[])('who approves a package, on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 3 });
  const post = <T = Row>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  const user = (who: TestActor) => ({ Kind: 'User', Id: who.userId });
  let n = 0;

  /** A saved flow, as the body that saves it again (its writable fields and its id). */
  async function flow(approver: TestActor): Promise<Row> {
    const input = {
      Title: `Guarded flow ${++n}`,
      Name: `guarded-flow-${n}`,
      FormDefId: null,
      StageOrder: 0,
      Stages: [{ Title: 'Lead', Approvers: [user(approver)], Decision: 'AnyOf' }],
    };
    const saved = await post('/flow/save', input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return { ...input, FlowId: saved.body.Data!.FlowId };
  }

  /** A package giving Audit.List, approved as `policy` says, as the body that saves it again. */
  async function auditPackage(policy: Row): Promise<Row> {
    const cat = await post('/catalog/save', { Title: `Cat ${++n}`, Name: `cat-${n}`, IsEnabled: true, OwnerIds: [] });
    const input = {
      Title: `Audit package ${++n}`,
      Name: `audit-package-${n}`,
      CatalogId: cat.body.Data!.CatalogId,
      State: 1,
      RequestableBy: 1,
      RequestorGroupIds: [],
      FirstApproverIds: [],
      SecondApproverIds: [],
      FallbackApproverIds: [],
      RequireJustification: false,
      Questions: [],
      ...policy,
    };
    const saved = await post('/access-package/save', input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const pkg = { ...input, AccessPackageId: saved.body.Data!.AccessPackageId };
    const [audit] = await s.t.server.db.query<{ id: string }>(
      'SELECT permission_def_id::text AS id FROM permission_defs WHERE name = $1',
      [P.AuditList],
    );
    const filled = await post(`/access-package/${String(pkg.AccessPackageId)}/permissions/assign`, {
      ObjectIds: [audit!.id],
    });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    return pkg;
  }

  it("refuses a package's approvers to an editor who does not hold what it gives, and allows one who does", async () => {
    const approver = await s.t.actor([]);
    const pkg = await auditPackage({ ApprovalStages: 1, FirstApproverIds: [approver.userId] });
    const weaker = await s.t.actor([P.AccessPackageDefList, PACKAGE_EDIT, P.CatalogList]);
    const refused = await post('/access-package/save', { ...pkg, FirstApproverIds: [weaker.userId] }, weaker.cookie);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(refused.body.Message).toContain('you do not hold what it gives');
    const [stored] = await s.t.server.db.query<{ ids: string[] }>(
      'SELECT first_approver_ids AS ids FROM access_packages WHERE access_package_id = $1',
      [pkg.AccessPackageId],
    );
    expect(stored!.ids).toEqual([approver.userId]);
    // Another change (the title) by the same editor is not about approvers: it goes through.
    const retitled = await post(
      '/access-package/save',
      { ...pkg, Title: `${String(pkg.Title)} renamed` },
      weaker.cookie,
    );
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);

    const holder = await s.t.actor([P.AccessPackageDefList, PACKAGE_EDIT, P.CatalogList, P.AuditList]);
    const allowed = await post('/access-package/save', { ...pkg, FirstApproverIds: [holder.userId] }, holder.cookie);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });

  it('refuses new stages of a flow a package uses to a workflow editor who does not hold what it gives', async () => {
    const approver = await s.t.actor([]);
    const used = await flow(approver);
    await auditPackage({ ApprovalStages: 3, FlowId: used.FlowId });
    const weaker = await s.t.actor([P.WorkflowList]);
    const takeover = { ...used, Stages: [{ Title: 'Lead', Approvers: [user(weaker)], Decision: 'AnyOf' }] };
    const refused = await post('/flow/save', takeover, weaker.cookie);
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    const [stored] = await s.t.server.db.query<{ stages: Array<{ Approvers: Array<{ Id: string }> }> }>(
      'SELECT stages FROM flows WHERE flow_id = $1',
      [used.FlowId],
    );
    expect(stored!.stages[0]!.Approvers.map((a) => a.Id)).toEqual([approver.userId]);
    // The same stages sent back unchanged, and a flow no package uses, stay open to the editor.
    expect((await post('/flow/save', { ...used, Title: 'Renamed flow' }, weaker.cookie)).status).toBe(200);
    const unused = await flow(approver);
    const free = { ...unused, Stages: [{ Title: 'Lead', Approvers: [user(weaker)], Decision: 'AnyOf' }] };
    expect((await post('/flow/save', free, weaker.cookie)).status).toBe(200);

    const holder = await s.t.actor([P.WorkflowList, P.AuditList]);
    const byHolder = { ...used, Stages: [{ Title: 'Lead', Approvers: [user(holder)], Decision: 'AnyOf' }] };
    expect((await post('/flow/save', byHolder, holder.cookie)).status).toBe(200);
  });
});
