import {
  ownValue,
  type contract,
  type ObjectOwner,
  type ObjectSearchResult,
  type ObjectType,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { ListSpec } from '../../engine/lists/paging';
import { badRequest, notFound } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { pagedQuery } from '../../engine/lists/list-query';
import { containsPattern, iso, oneRow } from '../../engine/sql/query-helpers';
import { OBJECT_SOURCES, type ObjectSource } from '../../engine/objects/object-sources';

async function objectSource(
  db: Queryable,
  body: { ObjectTypeId?: string; ObjectTypeName?: string },
): Promise<ObjectSource> {
  let name = body.ObjectTypeName;
  if (!name && body.ObjectTypeId) {
    const [row] = await db.query<{ name: string }>('SELECT name FROM object_types WHERE object_type_id = $1', [
      body.ObjectTypeId,
    ]);
    name = row?.name;
  }
  const source = name ? ownValue(OBJECT_SOURCES, name.toLowerCase()) : undefined;
  if (!source)
    throw badRequest(
      name ? `Unknown object type "${name}".` : 'Choose an object type (ObjectTypeName or ObjectTypeId).',
      [{ Message: 'Unknown object type.', Field: 'ObjectTypeName' }],
    );
  return source;
}

const searchObjects = (
  db: Queryable,
  s: ObjectSource,
  text: string,
  limit: number,
  extra: { sql: string; params: unknown[] } = { sql: 'TRUE', params: [] },
) =>
  db.query<ObjectSearchResult>(
    `SELECT ${s.id}::text AS "ObjectId", ${s.title} AS "Title", ${s.name} AS "Name" FROM ${s.table}
      WHERE ${s.where ?? 'TRUE'} AND (lower(${s.title}) LIKE $1 OR lower(${s.name}) LIKE $1) AND ${extra.sql}
      ORDER BY 2 LIMIT ${limit}`,
    [containsPattern(text), ...extra.params],
  );

/** Spec §7 Object types: pickers search objects of a type (5 results), load them by ids, list the types. */
export const objectTypesHandlers: DomainHandlers<typeof contract.objectTypes> = {
  objectTypeList: async ({ db }) =>
    ok(
      await db.query<ObjectType>(
        'SELECT object_type_id AS "ObjectTypeId", name AS "Name", title AS "Title" FROM object_types ORDER BY title',
      ),
    ),

  objectTypeByName: async ({ db, params }) =>
    ok(
      await oneRow<ObjectType>(
        db,
        'SELECT object_type_id AS "ObjectTypeId", name AS "Name", title AS "Title" FROM object_types WHERE lower(name) = lower($1)',
        [params.name],
        `Object type "${params.name}"`,
      ),
    ),

  searchObjectsByObjectType: async ({ db, user, body }) => {
    const s = await objectSource(db, body);
    const conditions: string[] = [];
    const params: unknown[] = [];
    const bind = (v: unknown) => (params.push(v), `$${params.length + 1}`);
    if (body.ObjectIds?.length) conditions.push(`${s.id} = ANY(${bind(body.ObjectIds)}::uuid[])`);
    if (body.UserSourceId && s.table === 'users') conditions.push(`user_source_id = ${bind(body.UserSourceId)}::uuid`);
    if (body.SourceId && s.table === 'resource_def_types') conditions.push(`source_id = ${bind(body.SourceId)}::uuid`);
    if (body.CreatedDateRange && ['users', 'group_defs', 'applications', 'rules'].includes(s.table)) {
      const [from, to] = body.CreatedDateRange.map((d) => new Date(d));
      if (Number.isNaN(from!.getTime()) || Number.isNaN(to!.getTime()))
        throw badRequest('CreatedDateRange needs two dates.');
      conditions.push(`created_date BETWEEN ${bind(from)} AND ${bind(to)}`);
    }
    return ok(
      await searchObjects(db, s, body.SearchText, 5, {
        sql: conditions.length ? conditions.join(' AND ') : 'TRUE',
        params,
      }),
    );
  },

  objectsByObjectType: async ({ db, user, body }) => {
    const s = await objectSource(db, body);
    const rows = await db.query<{ id: string; label: string }>(
      `SELECT ${s.id}::text AS id, ${s.title} AS label FROM ${s.table} WHERE ${s.id} = ANY($1::uuid[]) ORDER BY 2`,
      [body.ObjectIds],
    );
    return ok(rows);
  },
};

const ownerSpec: ListSpec = {
  columns: {
    ObjectTypeName: { sql: 'o.object_type_name', type: 'text' },
    ObjectId: { sql: 'o.object_id::text', type: 'text' },
    // The owner save screen loads one assignment by its id (the §7 calls have no get).
    ObjectOwnerId: { sql: 'o.object_owner_id::text', type: 'text' },
    OwnerUserName: { sql: 'u.user_name', type: 'text' },
    OwnerType: { sql: 'o.owner_type', type: 'number' },
    CreatedDate: { sql: 'o.created_date', type: 'date' },
  },
  defaultOrder: 'o.created_date DESC, o.object_owner_id',
  tieBreaker: 'o.object_owner_id',
};

/** The title of the owned object, looked up in its own table. */
const OBJECT_TITLE = `coalesce(${Object.entries(OBJECT_SOURCES)
  .map(([, s]) => `(SELECT ${s.title} FROM ${s.table} x WHERE x.${s.id} = o.object_id)`)
  .join(', ')}, '- Unknown -')`;

interface OwnerRow {
  object_owner_id: string;
  object_type_name: string;
  object_id: string;
  object_title: string;
  owner_user_id: string;
  user_name: string;
  owner_type: number;
  created_date: Date;
}
const toOwner = (r: OwnerRow): ObjectOwner => ({
  ObjectOwnerId: r.object_owner_id,
  ObjectTypeName: r.object_type_name,
  ObjectId: r.object_id,
  ObjectTitle: r.object_title,
  OwnerUserId: r.owner_user_id,
  OwnerUserName: r.user_name,
  OwnerType: r.owner_type,
  CreatedDate: iso(r.created_date),
});
const SELECT_OWNER = `o.object_owner_id, o.object_type_name, o.object_id, ${OBJECT_TITLE} AS object_title, o.owner_user_id, u.user_name, o.owner_type, o.created_date`;
const FROM_OWNERS = 'object_owners o JOIN users u ON u.user_id = o.owner_user_id';

/** Spec §7 Object owners: who manages, directly manages or governs an object. */
export const objectOwnersHandlers: DomainHandlers<typeof contract.objectOwners> = {
  definitionList: async ({ db, body }) =>
    ok(await pagedQuery(db, body, ownerSpec, SELECT_OWNER, `${FROM_OWNERS} WHERE TRUE`, toOwner)),

  search: async ({ db, user, query }) => {
    const s = await objectSource(db, { ObjectTypeName: query.type });
    return ok(await searchObjects(db, s, query.search, 20));
  },

  save: async ({ db, user, body }) => {
    const s = await objectSource(db, body);
    const [object] = await db.query(`SELECT 1 FROM ${s.table} WHERE ${s.id} = $1`, [body.ObjectId]);
    if (!object)
      throw badRequest('The object does not exist.', [{ Message: 'The object does not exist.', Field: 'ObjectId' }]);
    const [owner] = await db.query('SELECT 1 FROM users WHERE user_id = $1', [body.OwnerUserId]);
    if (!owner)
      throw badRequest('The owner does not exist.', [{ Message: 'The owner does not exist.', Field: 'OwnerUserId' }]);
    const values = [body.ObjectTypeName, body.ObjectId, body.OwnerUserId, body.OwnerType];
    const [row] = body.ObjectOwnerId
      ? await db.query<{ object_owner_id: string }>(
          'UPDATE object_owners SET object_type_name = $2, object_id = $3, owner_user_id = $4, owner_type = $5 WHERE object_owner_id = $1 RETURNING object_owner_id',
          [body.ObjectOwnerId, ...values],
        )
      : await db.query<{ object_owner_id: string }>(
          'INSERT INTO object_owners (object_owner_id, object_type_name, object_id, owner_user_id, owner_type) VALUES (gen_random_uuid(), $1, $2, $3, $4) RETURNING object_owner_id',
          values,
        );
    if (!row) throw notFound('The owner assignment');
    const saved = toOwner(
      await oneRow<OwnerRow>(
        db,
        `SELECT ${SELECT_OWNER} FROM ${FROM_OWNERS} WHERE o.object_owner_id = $1`,
        [row.object_owner_id],
        'The owner assignment',
      ),
    );
    return ok(saved, {
      message: 'Owner saved.',
      audit: { targetType: body.ObjectTypeName, targetId: body.ObjectId, description: `owner ${saved.OwnerUserName}` },
    });
  },

  delete: async ({ db, params }) => {
    const row = await oneRow<{ object_type_name: string; object_id: string }>(
      db,
      'DELETE FROM object_owners WHERE object_owner_id = $1 RETURNING object_type_name, object_id',
      [params.id],
      'The owner assignment',
    );
    return ok(null, {
      message: 'Owner removed.',
      audit: { targetType: row.object_type_name, targetId: row.object_id, description: 'owner removed' },
    });
  },
};
