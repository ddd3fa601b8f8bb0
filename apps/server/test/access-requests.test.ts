import { describe, expect, it } from 'vitest';
import { Permissions as P, type AccessRequest, type PagedData } from '@portcullis/api-client/contract';
import type { Engine, TestActor, TestServer } from '../src/testing/test-server';
import { useTestServer } from './use-test-server';
import { eventually } from './provisioning-fixtures';
import { accessPackageBody } from './access-package-kit';

type Row = Record<string, unknown>;

const one = async (t: TestServer, sql: string, params: unknown[] = []) =>
  String(Object.values((await t.server.db.query<Row>(sql, params))[0]!)[0]);
const grantsOf = async (t: TestServer, userId: string) =>
  (await t.server.db.query<{ name: string }>('SELECT name FROM user_grants_of(ARRAY[$1::uuid])', [userId])).map(
    (r) => r.name,
  );

/**
 * Access requests (§2.5 /userauthrequests/list) on both databases: approval stage by stage by the
 * package's approvers only, delivery through the package grant code, and the lifecycle's refusals.
 */
describe.each(['pglite', 'postgres'] as Engine[])('access requests on %s', (engine) => {
  const s = useTestServer(engine, { seedUsers: 5 });
  const post = <T = Row>(path: string, body: unknown, cookie = s.admin) => s.t.call<T>('POST', path, { cookie, body });
  let n = 0;

  async function requestablePackage(policy: Row, ownerIds: string[] = []): Promise<string> {
    const cat = await post('/catalog/save', {
      Title: `Cat ${++n}`,
      Name: `cat-${n}`,
      IsEnabled: true,
      OwnerIds: ownerIds,
    });
    const pkg = await post(
      '/access-package/save',
      accessPackageBody({
        Title: `Requestable ${++n}`,
        Name: `requestable-${n}`,
        CatalogId: cat.body.Data!.CatalogId,
        ApprovalStages: 1,
        RequireJustification: true,
        ...policy,
      }),
    );
    expect(pkg.status, JSON.stringify(pkg.body)).toBe(200);
    const id = String(pkg.body.Data!.AccessPackageId);
    const permission = await one(s.t, 'SELECT permission_def_id::text FROM permission_defs WHERE name = $1', [
      P.ContentList,
    ]);
    expect((await post(`/access-package/${id}/permissions/assign`, { ObjectIds: [permission] })).status).toBe(200);
    return id;
  }
  const request = (who: TestActor, packageId: string, extra: Row = {}) =>
    post<AccessRequest>(
      '/userauthrequests/create',
      { AccessPackageId: packageId, Justification: 'For the quarterly report', ...extra },
      who.cookie,
    );
  const act = (who: TestActor, id: string, verb: 'approve' | 'deny' | 'cancel', body: Row = {}) =>
    post<AccessRequest>(`/userauthrequests/${id}/${verb}`, body, who.cookie);
  /** The bell titles of the user once one has arrived (deliveries are jobs). */
  const bellOf = (who: TestActor) =>
    eventually(async () => {
      const rows = await s.t.server.db.query<{ title: string }>(
        'SELECT title FROM notifications WHERE user_id = $1 ORDER BY send_date',
        [who.userId],
      );
      return rows.length ? rows.map((r) => r.title) : undefined;
    }, `the bell of ${who.userName}`);

  it('is approved stage by stage by its approvers only, then delivered', async () => {
    const [first, second, requester, stranger] = [
      await s.t.actor([]),
      await s.t.actor([]),
      await s.t.actor([]),
      await s.t.actor([]),
    ];
    const pkg = await requestablePackage({
      ApprovalStages: 2,
      FirstApproverIds: [first.userId],
      SecondApproverIds: [second.userId],
      Questions: ['Which project?'],
    });
    const offered = await post<PagedData<{ AccessPackageId: string }>>(
      '/userauthrequests/packages',
      { CurrentPage: 1, ItemPerPage: 100 },
      requester.cookie,
    );
    expect(offered.body.Data!.Data.map((p) => p.AccessPackageId)).toContain(pkg);
    expect((await request(requester, pkg)).status).toBe(400); // the question is unanswered
    const created = await request(requester, pkg, { Answers: ['Atlas'] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.Data!.AccessRequestId;
    expect(created.body.Data).toMatchObject({
      State: 'PendingApproval',
      CurrentStage: 1,
      ApproverIds: [first.userId],
      CanCancel: true,
      CanDecide: false,
      Answers: [{ Question: 'Which project?', Answer: 'Atlas' }],
    });

    // The stage's approver hears of it in the bell without any notification rule; the next one not yet.
    const wording = `${created.body.Data!.RequesterName} requests access to ${created.body.Data!.AccessPackageTitle}`;
    expect(await bellOf(first)).toEqual([wording]);

    for (const who of [second, stranger]) {
      const refused = await act(who, id, 'approve');
      expect(refused.status).toBe(403);
      expect(refused.body.Message).toBe('Only the approvers of this stage can decide this request.');
    }
    expect((await act(requester, id, 'approve')).status).toBe(403);
    expect((await s.t.call('GET', `/userauthrequests/get/${id}`, { cookie: stranger.cookie })).status).toBe(404);

    const toApprove = await post<PagedData<AccessRequest>>(
      '/userauthrequests/list',
      { CurrentPage: 1, ItemPerPage: 10, View: 'ToApprove' },
      first.cookie,
    );
    expect(toApprove.body.Data!.Data.map((r) => r.AccessRequestId)).toEqual([id]);
    const staged = await act(first, id, 'approve', { Justification: 'Fine' });
    expect(staged.body.Data).toMatchObject({ State: 'PendingApproval', CurrentStage: 2, ApproverIds: [second.userId] });
    expect(await bellOf(second)).toEqual([wording]);
    expect((await act(first, id, 'approve')).status).toBe(403);
    expect(await grantsOf(s.t, requester.userId)).not.toContain(P.ContentList);

    const delivered = await act(second, id, 'approve');
    expect(delivered.body.Data).toMatchObject({ State: 'Delivered', CurrentStage: 0 });
    expect(delivered.body.Data!.Decisions.map((d) => [d.Stage, d.ApproverId, d.IsApproved])).toEqual([
      [1, first.userId, true],
      [2, second.userId, true],
    ]);
    expect(await grantsOf(s.t, requester.userId)).toContain(P.ContentList);
    expect(
      await one(s.t, 'SELECT access_request_id::text FROM access_package_assignments WHERE user_id = $1', [
        requester.userId,
      ]),
    ).toBe(id);
    const audited = await s.t.server.db.query<Row>(
      `SELECT e.action, t.name AS type FROM audit_entries e JOIN audit_types t ON t.audit_type_id = e.audit_type_id
        WHERE e.target_type = 'AccessRequest' AND e.target_id = $1 ORDER BY e.created_date`,
      [id],
    );
    expect(audited.filter((a) => a.type !== 'AccessRefused').map((a) => a.action)).toEqual([
      'accessRequests.create',
      'accessRequests.approve',
      'accessRequests.approve',
    ]);
    // The four refused decisions are audited as refusals.
    expect(audited.filter((a) => a.type === 'AccessRefused')).toHaveLength(4);

    // Illegal transitions of a delivered request, and a second request of what the requester holds.
    const again = await act(second, id, 'approve');
    expect(again.status).toBe(400);
    expect(again.body.Message).toBe(
      'Approve is not possible: the request is Delivered. It is possible when the request is Pending approval.',
    );
    expect((await act(requester, id, 'cancel')).status).toBe(400);
    expect((await request(requester, pkg, { Answers: ['Atlas'] })).status).toBe(409);
  });

  it('is denied with a justification, and then neither approved nor cancelled', async () => {
    const [approver, requester] = [await s.t.actor([]), await s.t.actor([])];
    const pkg = await requestablePackage({ FirstApproverIds: [approver.userId] });
    const id = (await request(requester, pkg)).body.Data!.AccessRequestId;
    const denied = await act(approver, id, 'deny', { Justification: 'Not needed' });
    expect(denied.body.Data).toMatchObject({ State: 'Denied', Reason: 'Not needed' });
    expect((await act(approver, id, 'approve')).status).toBe(400);
    expect((await act(requester, id, 'cancel')).status).toBe(400);
    expect(await grantsOf(s.t, requester.userId)).not.toContain(P.ContentList);
  });

  it('is cancelled by its requester only', async () => {
    const [approver, requester] = [await s.t.actor([]), await s.t.actor([])];
    const pkg = await requestablePackage({ FirstApproverIds: [approver.userId] });
    const id = (await request(requester, pkg)).body.Data!.AccessRequestId;
    const refused = await act(approver, id, 'cancel');
    expect(refused.status).toBe(403);
    expect((await act(requester, id, 'cancel')).body.Data).toMatchObject({ State: 'Cancelled' });
    expect((await act(approver, id, 'approve')).status).toBe(400);
  });

  it('falls back to the catalog owners, then to the fallback approvers, never to the requester', async () => {
    const [owner, fallback, requester] = [await s.t.actor([]), await s.t.actor([]), await s.t.actor([])];
    const byOwner = await requestablePackage({ FallbackApproverIds: [fallback.userId] }, [owner.userId]);
    const first = (await request(requester, byOwner)).body.Data!;
    expect(first.ApproverIds).toEqual([owner.userId]);
    const byFallback = await requestablePackage({ FallbackApproverIds: [fallback.userId] }, [requester.userId]);
    const second = (await request(requester, byFallback)).body.Data!;
    expect(second.ApproverIds).toEqual([fallback.userId]);
    expect((await act(fallback, second.AccessRequestId, 'approve')).body.Data!.State).toBe('Delivered');
  });

  it('delivers a package without approval at once, and fails delivery of one that became unavailable', async () => {
    const requester = await s.t.actor([]);
    const open = await requestablePackage({ ApprovalStages: 0, RequireJustification: false });
    const delivered = await post<AccessRequest>(
      '/userauthrequests/create',
      { AccessPackageId: open },
      requester.cookie,
    );
    expect(delivered.body.Data).toMatchObject({ State: 'Delivered' });

    const approver = await s.t.actor([]);
    const other = await s.t.actor([]);
    const pkg = await requestablePackage({ FirstApproverIds: [approver.userId] });
    const id = (await request(other, pkg)).body.Data!.AccessRequestId;
    await s.t.server.db.query('UPDATE access_packages SET state = 0 WHERE access_package_id = $1', [pkg]);
    const failed = await act(approver, id, 'approve');
    expect(failed.body.Data).toMatchObject({ State: 'DeliveryFailed' });
    expect(failed.body.Data!.Reason).toContain('is disabled');
    expect(await grantsOf(s.t, other.userId)).not.toContain(P.ContentList);
  });

  it('refuses requests the policy does not allow, with clear envelope errors', async () => {
    const requester = await s.t.actor([]);
    const adminsOnly = await requestablePackage({ RequestableBy: 0 });
    expect((await request(requester, adminsOnly)).status).toBe(400);
    const groupOnly = await requestablePackage({
      RequestableBy: 2,
      RequestorGroupIds: [await one(s.t, 'SELECT group_def_id::text FROM group_defs ORDER BY title LIMIT 1')],
    });
    expect((await request(requester, groupOnly)).body.Message).toBe('You cannot request this access package.');
    const justified = await requestablePackage({});
    const missing = await request(requester, justified, { Justification: '' });
    expect([missing.status, missing.body.Message]).toEqual([400, 'Justification is required.']);
    expect((await post('/userauthrequests/create', { AccessPackageId: 'nope' }, requester.cookie)).status).toBe(400);
    const all = await post('/userauthrequests/list', { CurrentPage: 1, ItemPerPage: 5, View: 'All' }, requester.cookie);
    expect(all.status).toBe(403);
  });
});
