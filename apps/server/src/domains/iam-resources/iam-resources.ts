import {
  resourceDefResource,
  resourceDefTypeResource,
  type contract,
  type ResourceDefType,
  type ResourceHolder,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { loadRecord, resourceHandlers } from '../../engine/resources/crud';
import { fromOf, selectOf, toRecord } from '../../engine/resources/store-sql';
import { linkedPage, type LinkedList } from '../../engine/objects/linked-page';
import { containsPattern } from '../../engine/sql/query-helpers';

type Row = Record<string, unknown>;
/** The users holding a resource of one definition, with the state and date of their holding. */
const RESOURCE_HOLDERS: LinkedList = {
  from: 'user_resources ur JOIN users u ON u.user_id = ur.user_id',
  owner: 'ur.resource_def_id',
  key: 'ur.resource_id',
  defaultOrder: 'ur.date DESC, ur.resource_id',
  fields: {
    ResourceId: { sql: 'ur.resource_id', type: 'text', isSelectOnly: true },
    UserId: { sql: 'ur.user_id', type: 'text', isSelectOnly: true },
    UserName: { sql: 'u.user_name', type: 'text' },
    DisplayName: { sql: 'u.display_name', type: 'text' },
    State: { sql: 'ur.state', type: 'text' },
    Date: { sql: 'ur.date', type: 'date' },
  },
};

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const typesWhere = async (db: Parameters<typeof loadRecord>[0], where: string, params: unknown[]) =>
  (
    await db.query<Row>(
      `SELECT ${selectOf(resourceDefTypeResource)} FROM ${fromOf(resourceDefTypeResource, where)} ORDER BY t.title, t.resource_def_type_id LIMIT 100`,
      params,
    )
  ).map((r) => toRecord(resourceDefTypeResource, r) as ResourceDefType);

/**
 * Spec §7 Resources. The `/Resource/Type/*` calls (List with Scope, Save, Get, Delete) and the
 * designed resource calls are the generic handlers of their definitions; SelectBySource takes a
 * source's id or name; the picker lists the types of a source that is not removed; the objects of a
 * resource are its holders as the source reports them.
 */
export const resourcesHandlers: DomainHandlers<typeof contract.resources> = {
  ...resourceHandlers(resourceDefTypeResource),
  ...resourceHandlers(resourceDefResource),

  typesBySource: async ({ db, params }) =>
    ok(
      GUID.test(params.source)
        ? await typesWhere(db, 't.source_id = $1::uuid', [params.source])
        : await typesWhere(db, 'lower(ts.name) = lower($1) AND NOT ts.is_removed', [params.source]),
    ),

  typesForPicker: async ({ db, query }) =>
    ok(
      await typesWhere(
        db,
        'NOT ts.is_removed AND ($1::uuid IS NULL OR t.source_id = $1::uuid) AND ($2::text IS NULL OR lower(t.title) LIKE $2 OR lower(t.name) LIKE $2)',
        [query.sourceId ?? null, containsPattern(query.search)],
      ),
    ),

  resourceObjects: async ({ db, params, body }) => {
    await loadRecord(db, resourceDefResource, params.id);
    return ok(await linkedPage<ResourceHolder>(db, RESOURCE_HOLDERS, params.id, body));
  },
};
