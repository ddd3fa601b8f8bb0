import { seedTransaction } from '../src/engine/access/scope';
import type { TestServer } from '../src/testing/test-server';
import { permission } from '@portcullis/api-client/contract';

type Row = Record<string, unknown>;
/** The permissions of someone who runs campaigns. */
export const EDIT = [permission('AccessCertificationDef.List'), permission('AccessCertificationDef.Edit')];

/** A group with these members, each managed by `managerId` (a DirectManager owner, §4 type 10). */
export async function groupOf(
  t: TestServer,
  name: string,
  memberIds: string[],
  managerId: string | null,
): Promise<string> {
  return seedTransaction(t.server.db, async (tx) => {
    const [g] = await tx.query<{ id: string }>(
      `INSERT INTO group_defs (group_def_id, name, title, state) VALUES (gen_random_uuid(), $1, $1, 1) RETURNING group_def_id AS id`,
      [name],
    );
    for (const userId of memberIds) {
      await tx.query('INSERT INTO group_members (group_def_id, user_id) VALUES ($1, $2)', [g!.id, userId]);
      if (managerId)
        await tx.query(
          `INSERT INTO object_owners (object_owner_id, object_type_name, object_id, owner_user_id, owner_type)
           VALUES (gen_random_uuid(), 'User', $1, $2, 10) ON CONFLICT DO NOTHING`,
          [userId, managerId],
        );
    }
    return g!.id;
  });
}

export const campaignInput = (name: string, groupId: string, extra: Row = {}) => ({
  Title: name,
  Name: name.toLowerCase().replace(/\s+/g, '-'),
  Perspective: 3,
  ScopeKind: 1,
  ScopeGroupIds: [groupId],
  ReviewerType: 1,
  DurationDays: 7,
  EndBehaviour: 0,
  JustificationOnApprove: false,
  JustificationOnReject: true,
  AllowSelfReview: false,
  AutoApply: false,
  ...extra,
});
