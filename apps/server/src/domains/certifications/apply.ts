import {
  accessCertificationResource as campaignDef,
  ItemApplyResult,
  ItemReviewResult,
} from '@portcullis/api-client/contract';
import { unlinkObjects, type ObjectLink } from '../../engine/objects/object-links';
import { moveState } from '../../engine/resources/lifecycle-sql';
import type { ActionContext } from '../../engine/resources/behaviour';

/**
 * Where each reviewed kind of access is held, as the console's own unassign calls remove it: the same
 * link tables through the same `unlinkObjects`, inside the apply call's grant scope, so the guard of
 * whoever applies (issue 11: protected accounts, super-admin rights, the last super admin) holds.
 */
const HELD_IN: Record<string, { link: ObjectLink; owner: string; objects: string; objectKey: string }> = {
  Group: { link: userLink('group_members'), owner: 'group_def_id', objects: 'group_defs', objectKey: 'group_def_id' },
  Role: { link: userLink('user_roles'), owner: 'role_def_id', objects: 'role_defs', objectKey: 'role_def_id' },
  Application: {
    link: userLink('user_applications'),
    owner: 'application_id',
    objects: 'applications',
    objectKey: 'application_id',
  },
  Permission: {
    link: userLink('user_permissions'),
    owner: 'permission_def_id',
    objects: 'permission_defs',
    objectKey: 'permission_def_id',
  },
};

function userLink(table: string): ObjectLink {
  return { link: table, key: 'user_id', table: 'users', id: 'o.user_id', name: 'o.user_name', title: 'o.user_name' };
}

interface Rejected {
  item_id: string;
  user_id: string;
  object_type: string;
  object_id: string;
}

/**
 * Applies a completed campaign (the layer moved it to Pending Action): removes every rejected access
 * not yet applied, records a result per item (Applied; Object not found when the object or the user is
 * gone; Failed with the reason), then moves the campaign to Applied. The caller's guard first checks
 * every affected account (a protected one refuses the whole apply, nothing changed).
 */
export async function applyDecisions(
  ctx: Pick<ActionContext, 'db' | 'guard'>,
  campaignId: string,
): Promise<{ message: string }> {
  const { db } = ctx;
  const rejected = await db.query<Rejected>(
    `SELECT item_id, user_id::text, object_type, object_id::text FROM access_certification_items
      WHERE access_certification_id = $1 AND result = $2 AND apply_result = $3`,
    [campaignId, ItemReviewResult.Rejected, ItemApplyResult.NotApplied],
  );
  await ctx.guard?.manageUsers([...new Set(rejected.map((r) => r.user_id))]);
  const byObject = new Map<string, Rejected[]>();
  for (const r of rejected) {
    const key = `${r.object_type}:${r.object_id}`;
    const same = byObject.get(key);
    if (same) same.push(r);
    else byObject.set(key, [r]);
  }
  let removed = 0;
  for (const items of byObject.values()) {
    const { object_type: type, object_id: objectId } = items[0]!;
    const held = HELD_IN[type];
    const ids = items.map((i) => i.item_id);
    if (!held) {
      await setResult(ctx, ids, ItemApplyResult.Failed, `Unknown access type ${type}.`);
      continue;
    }
    const [exists] = await db.query(`SELECT 1 FROM ${held.objects} WHERE ${held.objectKey} = $1`, [objectId]);
    if (!exists) {
      await setResult(ctx, ids, ItemApplyResult.ObjectNotFound, 'The access no longer exists.');
      continue;
    }
    removed += await unlinkObjects(
      db,
      held.link,
      held.owner,
      objectId,
      items.map((i) => i.user_id),
    );
    await setResult(ctx, ids, ItemApplyResult.Applied, 'Access removed.');
  }
  await db.query(
    `UPDATE access_certification_items SET apply_result = $2, apply_message = 'User not found.'
      WHERE access_certification_id = $1 AND result = $3 AND apply_result = $4
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = access_certification_items.user_id)`,
    [campaignId, ItemApplyResult.ObjectNotFound, ItemReviewResult.Rejected, ItemApplyResult.Applied],
  );
  await moveState(db, campaignDef, campaignId, 'Applied', { sets: ['applied_date = now()'] });
  return { message: `Decisions applied: ${removed} ${removed === 1 ? 'access' : 'accesses'} removed.` };
}

async function setResult(
  ctx: Pick<ActionContext, 'db'>,
  ids: string[],
  result: number,
  message: string,
): Promise<void> {
  await ctx.db.query(
    'UPDATE access_certification_items SET apply_result = $2, apply_message = $3 WHERE item_id = ANY($1::uuid[])',
    [ids, result, message],
  );
}
