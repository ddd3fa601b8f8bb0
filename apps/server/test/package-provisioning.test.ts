import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Engine, TestActor } from '../src/testing/test-server';
import { parseOutboundAllowList } from '../src/engine/outbound/address-policy';
import { removeExpiredAssignments } from '../src/domains/access-packages/index';
import { useTestServer } from './use-test-server';
import { createTargetDatabase, eventually, sqlProviderBody } from './provisioning-fixtures';
import { accessPackageBody } from './access-package-kit';

type Row = Record<string, unknown>;

/**
 * Package grants provisioned (issue 26) on both databases, with the SQL provider writing a table of a
 * throw-away cluster database: assigning a package that holds an application served by a provision
 * service creates the account; removing the assignment disables it, unless the user also holds the
 * application directly; a request approved by its approver, a request whose approval flow finishes and
 * the expiry job provision the same way.
 */
describe.each(['pglite', 'postgres'] as Engine[])('package grants provisioned on %s', (engine) => {
  const s = useTestServer(engine, {
    outboundAllow: parseOutboundAllowList('127.0.0.0/8,::1'),
    jobTuning: { pollingIntervalSeconds: 0.25 },
  });
  let target: Awaited<ReturnType<typeof createTargetDatabase>>;
  beforeAll(async () => {
    target = await createTargetDatabase(inject('pgUrl'));
  });
  afterAll(async () => target?.drop());

  const post = <T = Row>(path: string, body: unknown = {}, cookie = s.admin) =>
    s.t.call<T>('POST', path, { cookie, body });
  const saved = async (path: string, body: Row, idField: string): Promise<string> => {
    const res = await post(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return String(res.body.Data![idField]);
  };
  let n = 0;
  let applicationId = '';
  let catalogId = '';

  beforeAll(async () => {
    const providerId = await saved(
      '/provisionProvider/save',
      sqlProviderBody(`pkg-sql-${engine}`, target.connectionString),
      'ProvisionProviderId',
    );
    applicationId = await saved(
      '/application/save',
      { Title: `Packaged ${engine}`, Name: `packaged-${engine}`, ApplicationType: 2, IsSso: true, IsEnabled: true },
      'ApplicationId',
    );
    await saved(
      '/provisionService/save',
      {
        Title: `pkg-service-${engine}`,
        Name: `pkg-service-${engine}`,
        ProvisionProviderId: providerId,
        ApplicationIds: [applicationId],
        IsEnabled: true,
      },
      'ProvisionServiceId',
    );
    catalogId = await saved(
      '/catalog/save',
      { Title: `Apps ${engine}`, Name: `apps-${engine}`, IsEnabled: true, OwnerIds: [] },
      'CatalogId',
    );
  });

  /** A package holding the application, with `policy` as its request policy. */
  async function packageOfApplication(policy: Row = {}): Promise<string> {
    const id = await saved(
      '/access-package/save',
      accessPackageBody({
        Title: `App package ${++n}`,
        Name: `app-package-${engine}-${n}`,
        CatalogId: catalogId,
        ...policy,
      }),
      'AccessPackageId',
    );
    expect((await post(`/access-package/${id}/applications/assign`, { ObjectIds: [applicationId] })).status).toBe(200);
    return id;
  }

  /** The target table's row of `who` once it reads `isEnabled`. */
  const targetRowOf = (who: TestActor, isEnabled: boolean) =>
    eventually(
      async () => {
        const [row] = await target.run<{ is_enabled: boolean }>(
          'SELECT is_enabled FROM app_accounts WHERE user_name = $1',
          [who.userName],
        );
        return row?.is_enabled === isEnabled ? row : undefined;
      },
      `${who.userName}'s account to be ${isEnabled ? 'enabled' : 'disabled'}`,
    );
  const assignmentOf = async (packageId: string, who: TestActor) =>
    (
      await s.t.server.db.query<{ id: string }>(
        'SELECT assignment_id::text AS id FROM access_package_assignments WHERE access_package_id = $1 AND user_id = $2',
        [packageId, who.userId],
      )
    )[0]!.id;
  const dbNow = async () => (await s.t.server.db.query<{ now: Date }>('SELECT now()'))[0]!.now;

  it('creates the account on assignment, disables it on removal, keeps it while a direct grant holds it', async () => {
    const pkg = await packageOfApplication();
    const [packaged, overlapping] = [await s.t.actor([]), await s.t.actor([])];
    // The second user holds the application directly before the package gives it too.
    const direct = await post('/application/user/save', {
      ApplicationId: applicationId,
      UserId: overlapping.userId,
      State: 1,
    });
    expect(direct.status, JSON.stringify(direct.body)).toBe(200);
    expect(
      (await post(`/access-package/${pkg}/assign`, { UserIds: [packaged.userId, overlapping.userId] })).status,
    ).toBe(200);
    await targetRowOf(packaged, true);
    await targetRowOf(overlapping, true);

    expect((await post(`/access-package/assignment/remove/${await assignmentOf(pkg, packaged)}`)).status).toBe(200);
    await targetRowOf(packaged, false);

    const beforeRemoval = await dbNow();
    expect((await post(`/access-package/assignment/remove/${await assignmentOf(pkg, overlapping)}`)).status).toBe(200);
    // The removal provisioned the account again (a job ran after it), and it stays enabled.
    const account = await eventually(async () => {
      const [row] = await s.t.server.db.query<{ state: string; provisioned_date: Date | null }>(
        `SELECT pa.state, pa.provisioned_date FROM provision_accounts pa
           JOIN provision_services ps ON ps.provision_service_id = pa.provision_service_id
          WHERE pa.user_id = $1 AND ps.application_ids @> jsonb_build_array($2::text)`,
        [overlapping.userId, applicationId],
      );
      return row?.provisioned_date && row.provisioned_date >= beforeRemoval ? row : undefined;
    }, 'the overlapping account to be provisioned again');
    expect(account.state).toBe('Provisioned');
    expect((await targetRowOf(overlapping, true)).is_enabled).toBe(true);
  });

  it('provisions a request approved by its approver, and disables the account when the assignment expires', async () => {
    const approver = await s.t.actor([]);
    const pkg = await packageOfApplication({ ApprovalStages: 1, FirstApproverIds: [approver.userId] });
    const requester = await s.t.actor([]);
    const request = await post('/userauthrequests/create', { AccessPackageId: pkg }, requester.cookie);
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const approved = await post(`/userauthrequests/${request.body.Data!.AccessRequestId}/approve`, {}, approver.cookie);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await targetRowOf(requester, true);

    await s.t.server.db.query(
      "UPDATE access_package_assignments SET expiration_date = now() - interval '1 minute' WHERE assignment_id = $1",
      [await assignmentOf(pkg, requester)],
    );
    expect(await removeExpiredAssignments(s.t.server)).toBe(1);
    await targetRowOf(requester, false);
  });

  it('provisions a request once its approval flow finishes', async () => {
    const approver = await s.t.actor([]);
    const flowId = await saved(
      '/flow/save',
      {
        Title: `Flow ${engine}`,
        Name: `pkg-flow-${engine}`,
        FormDefId: null,
        StageOrder: 0,
        Stages: [{ Title: 'One', Approvers: [{ Kind: 'User', Id: approver.userId }], Decision: 'AnyOf' }],
      },
      'FlowId',
    );
    const pkg = await packageOfApplication({ ApprovalStages: 3, FlowId: flowId });
    const requester = await s.t.actor([]);
    const request = await post('/userauthrequests/create', { AccessPackageId: pkg }, requester.cookie);
    expect(request.status, JSON.stringify(request.body)).toBe(200);
    const [item] = await s.t.server.db.query<{ id: string }>(
      'SELECT flow_item_id::text AS id FROM access_requests WHERE access_request_id = $1',
      [request.body.Data!.AccessRequestId],
    );
    const decided = await post(`/flow/items/${item!.id}/approve`, {}, approver.cookie);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    await targetRowOf(requester, true);
  });
});
