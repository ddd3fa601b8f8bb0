import type { contract, ResourceDefType, Source, SourceOption } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import type { ListSpec } from '../http/paging';
import { badRequest } from '../http/errors';
import type { Queryable } from '../db/types';
import { pagedQuery } from './list-query';
import { assertNameFree, containsPattern, iso, oneRow, readSettings, replaceSettings } from './shared';

const sourceSpec: ListSpec = {
  columns: {
    Name: { sql: 's.name', type: 'text' },
    Title: { sql: 's.title', type: 'text' },
    ProviderName: { sql: 's.provider_name', type: 'text' },
    IsRemoved: { sql: 's.is_removed', type: 'boolean' },
    CreatedDate: { sql: 's.created_date', type: 'date' },
  },
  defaultOrder: 's.title, s.source_id',
  tieBreaker: 's.source_id',
};

interface SourceRow {
  source_id: string;
  name: string;
  title: string;
  provider_name: string;
  is_removed: boolean;
  created_date: Date;
}
const toSource = (r: SourceRow): Source => ({
  SourceId: r.source_id,
  Name: r.name,
  Title: r.title,
  ProviderName: r.provider_name,
  IsRemoved: r.is_removed,
  CreatedDate: iso(r.created_date),
});
const loadSource = async (db: Queryable, id: string) =>
  toSource(await oneRow<SourceRow>(db, 'SELECT * FROM sources s WHERE s.source_id = $1', [id], 'The source'));
const options = (rows: SourceRow[]): SourceOption[] =>
  rows.map((r) => ({ SourceId: r.source_id, Title: r.title, IsRemoved: r.is_removed }));

/** Settings each provider needs before it can connect (spec §9 provider identifiers). */
const REQUIRED_SETTINGS: Record<string, string[]> = {
  'fileserver-authorization-provider': ['Host'],
  'sql-authorization-provider': ['ConnectionString'],
  'sql-resource-provider': ['ConnectionString'],
  'webapi-resource-provider': ['BaseUrl'],
};

/**
 * Resource sources (spec §7 Sources). Secret setting values are never returned (an empty Value marks
 * "unchanged" on save). The settings test checks what the reference server can check without
 * reaching the outside world: required settings present, URLs well formed and on loopback only.
 */
export const sourcesHandlers: DomainHandlers<typeof contract.sources> = {
  dataList: async ({ db, body }) => ok(await pagedQuery(db, body, sourceSpec, 's.*', 'sources s WHERE TRUE', toSource)),
  list: async ({ db }) =>
    ok((await db.query<SourceRow>('SELECT * FROM sources WHERE NOT is_removed ORDER BY title')).map(toSource)),
  compact: async ({ db }) =>
    ok(options(await db.query<SourceRow>('SELECT * FROM sources WHERE NOT is_removed ORDER BY title'))),
  selectList: async ({ db, query }) =>
    ok(
      options(
        await db.query<SourceRow>(
          'SELECT * FROM sources WHERE NOT is_removed AND ($1::text IS NULL OR lower(title) LIKE $1) ORDER BY title LIMIT 100',
          [containsPattern(query.search)],
        ),
      ),
    ),
  get: async ({ db, params }) => ok(await loadSource(db, params.id)),

  save: async ({ db, body }) => {
    await assertNameFree(
      db,
      { table: 'sources', idColumn: 'source_id', noun: 'source', scope: 'NOT is_removed' },
      body.Name,
      body.SourceId,
    );
    const values = [body.Name, body.Title, body.ProviderName, body.Description ?? null];
    const [row] = body.SourceId
      ? await db.query<SourceRow>(
          'UPDATE sources SET name = $2, title = $3, provider_name = $4, description = $5 WHERE source_id = $1 AND NOT is_removed RETURNING *',
          [body.SourceId, ...values],
        )
      : await db.query<SourceRow>(
          'INSERT INTO sources (source_id, name, title, provider_name, description) VALUES (gen_random_uuid(), $1, $2, $3, $4) RETURNING *',
          values,
        );
    if (!row) throw badRequest('The source does not exist or was removed.');
    return ok(toSource(row), {
      message: 'Source saved.',
      title: 'Sources',
      audit: { targetType: 'Source', targetId: row.source_id, description: row.title },
    });
  },

  remove: async ({ db, params }) => {
    const source = await loadSource(db, params.id);
    await db.query('UPDATE sources SET is_removed = true WHERE source_id = $1', [params.id]);
    return ok(null, {
      message: 'Source removed.',
      audit: { targetType: 'Source', targetId: params.id, description: source.Title },
    });
  },

  settings: async ({ db, params }) => {
    await loadSource(db, params.id);
    return ok({ SourceId: params.id, Settings: await readSettings(db, 'source_settings', 'source_id', params.id) });
  },

  settingsSave: async ({ db, body }) => {
    const source = await loadSource(db, body.SourceId);
    await replaceSettings(db, 'source_settings', 'source_id', body.SourceId, body.Settings);
    return ok(null, {
      message: 'Settings saved.',
      audit: { targetType: 'Source', targetId: body.SourceId, description: `${source.Title} settings` },
    });
  },

  settingsTest: async ({ db, body }) => {
    const source = await loadSource(db, body.SourceId);
    const given = new Map(body.Settings.map((s) => [s.Name, s.Value]));
    const missing = (REQUIRED_SETTINGS[source.ProviderName] ?? []).filter((n) => !given.get(n)?.trim());
    if (missing.length) return ok({ IsSuccess: false, Message: `Missing settings: ${missing.join(', ')}.` });
    const url = given.get('BaseUrl');
    if (url) {
      let parsed: URL | null = null;
      try {
        parsed = new URL(url);
      } catch {
        return ok({ IsSuccess: false, Message: `"${url}" is not a valid URL.` });
      }
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) {
        return ok({
          IsSuccess: false,
          Message: 'The reference server only connects to loopback addresses; the settings are well formed.',
        });
      }
    }
    return ok({ IsSuccess: true, Message: 'The settings are complete and well formed.' });
  },
};

const typeSpec: ListSpec = {
  columns: {
    Name: { sql: 't.name', type: 'text' },
    Title: { sql: 't.title', type: 'text' },
    SourceId: { sql: 't.source_id::text', type: 'text' },
  },
  defaultOrder: 't.title, t.resource_def_type_id',
  tieBreaker: 't.resource_def_type_id',
};
interface TypeRow {
  resource_def_type_id: string;
  name: string;
  title: string;
  source_id: string | null;
}
const toType = (r: TypeRow): ResourceDefType => ({
  ResourceDefTypeId: r.resource_def_type_id,
  Name: r.name,
  Title: r.title,
  SourceId: r.source_id,
});
const loadType = async (db: Queryable, id: string) =>
  toType(
    await oneRow<TypeRow>(
      db,
      'SELECT * FROM resource_def_types WHERE resource_def_type_id = $1',
      [id],
      'The resource definition type',
    ),
  );

/** Resource definition types (spec §7 Resources). Scope of the list: a source id narrows to that source. */
export const resourcesHandlers: DomainHandlers<typeof contract.resources> = {
  typeList: async ({ db, body }) => {
    const scope = typeof body.Scope === 'string' && /^[0-9a-f-]{36}$/i.test(body.Scope) ? body.Scope : null;
    return ok(
      await pagedQuery(
        db,
        body,
        typeSpec,
        't.*',
        `resource_def_types t WHERE ${scope ? 't.source_id = $1::uuid' : 'TRUE'}`,
        toType,
        scope ? [scope] : [],
      ),
    );
  },
  typeGet: async ({ db, params }) => ok(await loadType(db, params.id)),
  typeSave: async ({ db, body }) => {
    await assertNameFree(
      db,
      { table: 'resource_def_types', idColumn: 'resource_def_type_id', noun: 'resource definition type' },
      body.Name,
      body.ResourceDefTypeId,
    );
    if (body.SourceId) await loadSource(db, body.SourceId);
    const values = [body.Name, body.Title, body.SourceId ?? null];
    const [row] = body.ResourceDefTypeId
      ? await db.query<TypeRow>(
          'UPDATE resource_def_types SET name = $2, title = $3, source_id = $4 WHERE resource_def_type_id = $1 RETURNING *',
          [body.ResourceDefTypeId, ...values],
        )
      : await db.query<TypeRow>(
          'INSERT INTO resource_def_types (resource_def_type_id, name, title, source_id) VALUES (gen_random_uuid(), $1, $2, $3) RETURNING *',
          values,
        );
    if (!row) throw badRequest('The resource definition type does not exist.');
    return ok(toType(row), {
      message: 'Resource definition type saved.',
      audit: { targetType: 'ResourceDefType', targetId: row.resource_def_type_id, description: row.title },
    });
  },
  typeDelete: async ({ db, params }) => {
    const type = await loadType(db, params.id);
    await db.query('DELETE FROM resource_def_types WHERE resource_def_type_id = $1', [params.id]);
    return ok(null, {
      message: 'Resource definition type deleted.',
      audit: { targetType: 'ResourceDefType', targetId: params.id, description: type.Title },
    });
  },
  typesBySource: async ({ db, params }) => {
    const rows = await db.query<TypeRow>(
      `SELECT t.* FROM resource_def_types t JOIN sources s ON s.source_id = t.source_id
        WHERE s.source_id::text = $1 OR lower(s.name) = lower($1) ORDER BY t.title`,
      [params.source],
    );
    return ok(rows.map(toType));
  },
  typesForPicker: async ({ db, query }) => {
    const rows = await db.query<TypeRow>(
      'SELECT * FROM resource_def_types WHERE ($1::uuid IS NULL OR source_id = $1) AND ($2::text IS NULL OR lower(title) LIKE $2) ORDER BY title LIMIT 100',
      [query.sourceId ?? null, containsPattern(query.search)],
    );
    return ok(rows.map(toType));
  },
};
