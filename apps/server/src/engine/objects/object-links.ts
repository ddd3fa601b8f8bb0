import type { AssignedObject } from '@portcullis/api-client/contract';
import type { ListSpec } from '../lists/paging';
import { badRequest } from '../calls/errors';
import type { Queryable } from '../../db/types';
import { isoOrNull, pagedQuery } from '../lists/list-query';

/**
 * How an owner (a user, a group) is linked to objects of one kind: its link table, the joined object
 * table and how an object reads. Written in code; requests only name the kind.
 */
export interface ObjectLink {
  /** Link table, its object column, the object table and how an object reads (trusted SQL). */
  link: string;
  key: string;
  table: string;
  id: string;
  name: string;
  title: string;
}

const objectSpec = (kind: ObjectLink): ListSpec => ({
  columns: { Name: { sql: kind.name, type: 'text' }, Title: { sql: kind.title, type: 'text' } },
  defaultOrder: `${kind.title}, ${kind.id}`,
  tieBreaker: kind.id,
});

/** Lists objects linked to `ownerId` through `link` (`owner` is the link table's owner column). */
export const linkedObjects = (
  db: Queryable,
  kind: ObjectLink,
  ownerColumn: string,
  ownerId: string,
  request: Parameters<typeof pagedQuery>[1],
  assignedDate = 'NULL::timestamptz',
) =>
  pagedQuery<{ object_id: string; name: string; title: string; assigned_date: Date | null }, AssignedObject>(
    db,
    request,
    objectSpec(kind),
    `${kind.id} AS object_id, ${kind.name} AS name, ${kind.title} AS title, ${assignedDate} AS assigned_date`,
    `${kind.link} l JOIN ${kind.table} o ON o.${kind.key} = l.${kind.key} WHERE l.${ownerColumn} = $1`,
    (r) => ({ ObjectId: r.object_id, Name: r.name, Title: r.title, AssignedDate: isoOrNull(r.assigned_date) }),
    [ownerId],
  );

/** Links objects (skipping ones already linked); ids that name no object are refused, nothing is written. */
export async function linkObjects(
  db: Queryable,
  kind: ObjectLink,
  ownerColumn: string,
  ownerId: string,
  ids: string[],
): Promise<number> {
  const unique = [...new Set(ids)];
  const [found] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${kind.table} WHERE ${kind.key} = ANY($1::uuid[])`,
    [unique],
  );
  if (found!.n !== unique.length)
    throw badRequest(`${unique.length - found!.n} of the chosen objects do not exist.`, [
      { Message: 'Some objects do not exist.', Field: 'ObjectIds' },
    ]);
  const rows = await db.query(
    `INSERT INTO ${kind.link} (${ownerColumn}, ${kind.key}) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING RETURNING 1`,
    [ownerId, unique],
  );
  return rows.length;
}

export async function unlinkObjects(
  db: Queryable,
  kind: ObjectLink,
  ownerColumn: string,
  ownerId: string,
  ids: string[],
): Promise<number> {
  const rows = await db.query(
    `DELETE FROM ${kind.link} WHERE ${ownerColumn} = $1 AND ${kind.key} = ANY($2::uuid[]) RETURNING 1`,
    [ownerId, [...new Set(ids)]],
  );
  return rows.length;
}
