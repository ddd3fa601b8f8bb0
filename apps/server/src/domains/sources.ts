import {
  sourceResource,
  type contract,
  type Source,
  type SourceOption,
  type SourceProviderName,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import { badRequest } from '../http/errors';
import type { Queryable } from '../db/types';
import { loadRecord, resourceHandlers } from '../resources/crud';
import { fromOf, selectOf, toRecord } from '../resources/store-sql';
import { containsPattern, readSettings, replaceSettings } from './shared';
import { testSourceConnection } from './source-connection';

type Row = Record<string, unknown>;

const liveSources = async (db: Queryable, search: string | null = null) =>
  (
    await db.query<Row>(
      `SELECT ${selectOf(sourceResource)} FROM ${fromOf(sourceResource, 'NOT s.is_removed AND ($1::text IS NULL OR lower(s.title) LIKE $1)')} ORDER BY s.title LIMIT 500`,
      [search],
    )
  ).map((r) => toRecord(sourceResource, r) as Source);

const options = (rows: Source[]): SourceOption[] =>
  rows.map((s) => ({ SourceId: s.SourceId, Title: s.Title, IsRemoved: s.IsRemoved }));

/** A source that may still change (its settings, its fields): not removed. */
async function liveSource(db: Queryable, id: string): Promise<Source> {
  const source = await loadRecord(db, sourceResource, id);
  if (source.IsRemoved) throw badRequest(`${source.Title} was removed; it cannot change.`);
  return source;
}

/**
 * Resource sources (spec §7 Sources). DataList, Get, Save and Remove are the source resource's generic
 * handlers; a removed source cannot change. Secret setting values are never returned (an empty Value
 * keeps the stored one on save and in the connection test).
 */
export const sourcesHandlers: DomainHandlers<typeof contract.sources> = {
  ...resourceHandlers(sourceResource, {
    beforeSave: async (_ctx, _input, existing) => {
      if (existing?.IsRemoved) throw badRequest(`${existing.Title} was removed; it cannot change.`);
    },
  }),
  list: async ({ db }) => ok(await liveSources(db)),
  compact: async ({ db }) => ok(options(await liveSources(db))),
  selectList: async ({ db, query }) =>
    ok(options(await liveSources(db, containsPattern(query.search)).then((r) => r.slice(0, 100)))),

  settings: async ({ db, params }) => {
    await loadRecord(db, sourceResource, params.id);
    return ok({ SourceId: params.id, Settings: await readSettings(db, 'source_settings', 'source_id', params.id) });
  },

  settingsSave: async ({ db, body }) => {
    const source = await liveSource(db, body.SourceId);
    await replaceSettings(db, 'source_settings', 'source_id', body.SourceId, body.Settings);
    return ok(null, {
      message: 'Settings saved.',
      audit: { targetType: 'Source', targetId: body.SourceId, description: `${source.Title} settings` },
    });
  },

  settingsTest: async ({ db, body }) => {
    const source = await loadRecord(db, sourceResource, body.SourceId);
    const stored = new Map(
      (
        await db.query<{ name: string; value: string }>(
          'SELECT name, value FROM source_settings WHERE source_id = $1 AND is_secret',
          [body.SourceId],
        )
      ).map((r) => [r.name, r.value]),
    );
    // The test uses what was typed; a secret left empty is the stored one (the console never sees it).
    const settings = new Map(
      body.Settings.map((s) => [s.Name, s.IsSecret && s.Value === '' ? (stored.get(s.Name) ?? '') : s.Value]),
    );
    return ok(await testSourceConnection(source.ProviderName as SourceProviderName, settings));
  },
};
