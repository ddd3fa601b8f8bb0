import type { Queryable } from '../../db/types';
import { conflict, notFound } from '../../engine/calls/errors';
import { ORPHAN_GROUP, REPORT_QUERIES } from './queries';

/**
 * Removes orphan groups picked on the Orphan Groups report. Each must still be an orphan (no enabled
 * member) when the call runs: one that gained a member since the page was read is refused (409) and
 * nothing is removed. Child groups move up a level, as removing a group from the group screens does
 * with deleteChildren=false. The call declares `grants` (contract/reports.ts), so the server's
 * no-escalation rules apply: removing a group whose disabled members the caller may not manage (a super
 * admin, an account holding what the caller lacks) is refused with 403 and audited as AccessRefused.
 */
export async function removeOrphanGroups(db: Queryable, groupIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(groupIds.map((id) => id.toLowerCase()))];
  const q = REPORT_QUERIES['orphan-groups'];
  const rows = await db.query<{ group_def_id: string; title: string; parent_id: string | null; is_orphan: boolean }>(
    `SELECT g.group_def_id::text AS group_def_id, g.title, g.parent_id::text AS parent_id, (${ORPHAN_GROUP}) AS is_orphan
       FROM ${q.from} WHERE g.group_def_id = ANY($1::uuid[]) ORDER BY g.title FOR UPDATE OF g`,
    [ids],
  );
  if (rows.length < ids.length) throw notFound(`${ids.length - rows.length} of the selected groups`);
  const held = rows.filter((r) => !r.is_orphan);
  if (held.length)
    throw conflict(
      `Not removed: ${held.map((r) => `"${r.title}"`).join(', ')} ${held.length === 1 ? 'has' : 'have'} enabled members now. Reload the report.`,
    );
  // Children of a removed group move up to its parent (or the top), never removed with it.
  await db.query(
    `UPDATE group_defs c SET parent_id = p.parent_id FROM group_defs p
      WHERE c.parent_id = p.group_def_id AND p.group_def_id = ANY($1::uuid[]) AND NOT (c.group_def_id = ANY($1::uuid[]))`,
    [ids],
  );
  await db.query('UPDATE group_defs SET parent_id = NULL WHERE group_def_id = ANY($1::uuid[])', [ids]);
  await db.query('DELETE FROM group_defs WHERE group_def_id = ANY($1::uuid[])', [ids]);
  return rows.map((r) => r.title);
}
