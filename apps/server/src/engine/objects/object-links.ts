import type { AssignedObject, PagedRequest } from '@portcullis/api-client/contract';
import { badRequest } from '../calls/errors';
import type { Queryable } from '../../db/types';
import { linkedPage, type LinkedList } from './linked-page';

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

/** The page of one owner's linked objects of a kind, as the shared linked-page reader reads it. */
const linkedListOf = (kind: ObjectLink, ownerColumn: string, assignedDate: string): LinkedList => ({
  from: `${kind.link} l JOIN ${kind.table} o ON o.${kind.key} = l.${kind.key}`,
  owner: `l.${ownerColumn}`,
  key: kind.id,
  defaultOrder: `${kind.title}, ${kind.id}`,
  fields: {
    ObjectId: { sql: kind.id, type: 'text', isSelectOnly: true },
    Name: { sql: kind.name, type: 'text' },
    Title: { sql: kind.title, type: 'text' },
    AssignedDate: { sql: assignedDate, type: 'date', isSelectOnly: true },
  },
});

/** Lists objects linked to `ownerId` through `link` (`owner` is the link table's owner column). */
export const linkedObjects = (
  db: Queryable,
  kind: ObjectLink,
  ownerColumn: string,
  ownerId: string,
  request: PagedRequest,
  assignedDate = 'NULL::timestamptz',
) => linkedPage<AssignedObject>(db, linkedListOf(kind, ownerColumn, assignedDate), ownerId, request);

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
