import type { AccessPackageAssignment, contract } from '@portcullis/api-client/contract';
import { countOf } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { ListSpec } from '../../engine/lists/paging';
import { badRequest, notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { isoOrNull, pagedQuery } from '../../engine/lists/list-query';
import { iso } from '../../engine/sql/query-helpers';
import { loadUser } from '../users/user-records';
import { deliverPackage, loadPackage, revokeAssignment } from './grants';

const assignmentSpec: ListSpec = {
  columns: {
    UserName: { sql: 'u.user_name', type: 'text' },
    AccessPackageTitle: { sql: 'p.title', type: 'text' },
    AssignedDate: { sql: 'a.assigned_date', type: 'date' },
    ExpirationDate: { sql: 'a.expiration_date', type: 'date' },
  },
  defaultOrder: 'a.assigned_date DESC, a.assignment_id',
  tieBreaker: 'a.assignment_id',
};

interface AssignmentRow {
  assignment_id: string;
  access_package_id: string;
  title: string;
  user_id: string;
  user_name: string;
  assigned_date: Date;
  expiration_date: Date | null;
  access_request_id: string | null;
}
const SELECT = `a.assignment_id, a.access_package_id, p.title, a.user_id, u.user_name, a.assigned_date, a.expiration_date, a.access_request_id`;
const FROM =
  'access_package_assignments a JOIN access_packages p ON p.access_package_id = a.access_package_id JOIN users u ON u.user_id = a.user_id';
const toAssignment = (r: AssignmentRow): AccessPackageAssignment => ({
  AssignmentId: r.assignment_id,
  AccessPackageId: r.access_package_id,
  AccessPackageTitle: r.title,
  UserId: r.user_id,
  UserName: r.user_name,
  AssignedDate: iso(r.assigned_date),
  ExpirationDate: isoOrNull(r.expiration_date),
  AccessRequestId: r.access_request_id,
});

const listWhere = (db: Queryable, column: string, id: string, body: Parameters<typeof pagedQuery>[1]) =>
  pagedQuery(db, body, assignmentSpec, SELECT, `${FROM} WHERE ${column} = $1`, toAssignment, [id]);

/**
 * Assigning access packages to users and removing assignments (designed calls, §2.4). Both declare
 * `grants`: the pipeline's guard refuses an assignment that gives anyone a permission the caller does
 * not hold (no-escalation), whatever the package holds.
 */
export const accessAssignmentsHandlers: DomainHandlers<typeof contract.accessAssignments> = {
  list: async ({ db, params, body }) => {
    if (!(await loadPackage(db, params.id))) throw notFound('The access package');
    return ok(await listWhere(db, 'a.access_package_id', params.id, body));
  },

  userAssignments: async ({ db, params, body }) => {
    await loadUser(db, params.id);
    return ok(await listWhere(db, 'a.user_id', params.id, body));
  },

  assign: async (ctx) => {
    const { db, params, body, user } = ctx;
    const pkg = await loadPackage(db, params.id);
    if (!pkg) throw notFound('The access package');
    const userIds = [...new Set(body.UserIds)];
    const [found] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE user_id = ANY($1::uuid[])',
      [userIds],
    );
    if (found!.n !== userIds.length)
      throw badRequest('Some users do not exist.', [{ Message: 'Some users do not exist.', Field: 'UserIds' }]);
    if (body.ExpirationDate && new Date(body.ExpirationDate) <= new Date())
      throw badRequest('You should select future date.', [
        { Message: 'You should select future date.', Field: 'ExpirationDate' },
      ]);
    for (const userId of userIds)
      await deliverPackage(ctx, {
        packageId: params.id,
        userId,
        expirationDate: body.ExpirationDate ?? null,
        assignedBy: user!.userId,
      });
    return ok(
      { AssignedCount: userIds.length },
      {
        message: `${countOf(userIds.length, 'user')} assigned.`,
        audit: {
          targetType: 'AccessPackage',
          targetId: params.id,
          description: `${pkg.title}: assigned +${userIds.length}`,
        },
      },
    );
  },

  remove: async (ctx) => {
    const { db, params, guard } = ctx;
    const [owner] = await db.query<{ user_id: string }>(
      'SELECT user_id FROM access_package_assignments WHERE assignment_id = $1',
      [params.id],
    );
    if (!owner) throw notFound('The assignment');
    await guard!.manageUsers([owner.user_id]);
    const removed = await revokeAssignment(ctx, params.id);
    if (!removed) throw notFound('The assignment');
    return ok(null, {
      message: 'Assignment removed.',
      audit: {
        targetType: 'User',
        targetId: removed.userId,
        description: `access package ${removed.packageTitle} removed`,
      },
    });
  },
};
