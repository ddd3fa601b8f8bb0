import type { TestServer } from '../src/testing/test-server';

type Sample = () => Promise<{ status: number; body?: unknown }>;

/**
 * One successful request per access-package write (issue 26): the package the resource samples saved
 * (`made.accessPackage`) is made requestable with the admin as its one approver — by SQL, so the set-up
 * leaves no audit entry of its own — then requested and withdrawn by the admin, requests of two demo
 * users approved and denied by the admin, and the approved user's assignment renewed and removed (so the
 * package can be removed after).
 */
export function packageSamples(t: TestServer, admin: string, made: Record<string, string>): Record<string, Sample> {
  const post = (path: string, body: unknown = {}) => t.call('POST', path, { cookie: admin, body });
  const one = async (sql: string, params: unknown[] = []) =>
    String(Object.values((await t.server.db.query<Record<string, unknown>>(sql, params))[0]!)[0]);
  const userId = (name: string) => one('SELECT user_id::text FROM users WHERE user_name = $1', [name]);
  const requestablePackage = async () => {
    const packageId = made.accessPackage!;
    await t.server.db.query(
      'UPDATE catalogs SET is_enabled = true WHERE catalog_id = (SELECT catalog_id FROM access_packages WHERE access_package_id = $1)',
      [packageId],
    );
    await t.server.db.query(
      `UPDATE access_packages SET state = 1, valid_from = NULL, valid_until = NULL, requestable_by = 1,
              approval_stages = 1, first_approver_ids = jsonb_build_array($2::text), require_justification = false,
              questions = '[]'::jsonb
        WHERE access_package_id = $1`,
      [packageId, await userId('admin')],
    );
    return packageId;
  };
  /** A demo user's request waiting for the admin, as the create call leaves one. */
  const pendingRequestOf = async (userName: string) =>
    one(
      `INSERT INTO access_requests (access_request_id, access_package_id, requester_id, state, current_stage, approval_stages)
       VALUES (gen_random_uuid(), $1, $2, 'PendingApproval', 1, 1) RETURNING access_request_id::text`,
      [await requestablePackage(), await userId(userName)],
    );
  return {
    'accessRequests.create': async () =>
      post('/userauthrequests/create', { AccessPackageId: await requestablePackage() }),
    'accessRequests.cancel': async () =>
      post(
        `/userauthrequests/${await one(
          `SELECT access_request_id::text FROM access_requests r JOIN users u ON u.user_id = r.requester_id
            WHERE u.user_name = 'admin' AND r.state IN ('Submitted', 'PendingApproval') ORDER BY r.created_date DESC LIMIT 1`,
        )}/cancel`,
      ),
    'accessRequests.approve': async () => post(`/userauthrequests/${await pendingRequestOf('user0000001')}/approve`),
    'accessRequests.deny': async () => post(`/userauthrequests/${await pendingRequestOf('user0000002')}/deny`),
    'accessAssignments.assign': async () =>
      post(`/access-package/${await requestablePackage()}/assign`, { UserIds: [await userId('user0000001')] }),
    'accessAssignments.remove': async () =>
      post(
        `/access-package/assignment/remove/${await one(
          'SELECT assignment_id::text FROM access_package_assignments WHERE access_package_id = $1 AND user_id = $2',
          [made.accessPackage, await userId('user0000001')],
        )}`,
      ),
  };
}
