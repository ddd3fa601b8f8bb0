import {
  mergeSourceSettings,
  sourceResource,
  type contract,
  type SettingInput,
  type Source,
  type SourceOption,
  type SourceProviderName,
} from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { badRequest } from '../../engine/calls/errors';
import type { Queryable } from '../../db/types';
import { loadRecord, resourceHandlers } from '../../engine/resources/crud';
import { fromOf, selectOf, toRecord } from '../../engine/resources/store-sql';
import { containsPattern, readSettings } from '../../engine/sql/query-helpers';
import { testSourceConnection } from './source-connection';
import { createOutboundGuard } from '../../engine/outbound/guard';
import { EMPTY_ALLOW_LIST } from '../../engine/outbound/address-policy';

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
 * The source's settings merged with the ones sent (see mergeSourceSettings): a stored secret is kept
 * (or used in a test) only for the target it was saved with; otherwise 400 asking to type it again.
 */
async function mergedSettings(db: Queryable, source: Source, sent: SettingInput[]) {
  const stored = await db.query<{ name: string; value: string; is_secret: boolean }>(
    'SELECT name, value, is_secret FROM source_settings WHERE source_id = $1 ORDER BY name',
    [source.SourceId],
  );
  const merged = mergeSourceSettings(
    source.ProviderName as SourceProviderName,
    stored.map((r) => ({ name: r.name, value: r.value, isSecret: r.is_secret })),
    sent,
  );
  if ('refusal' in merged) throw badRequest(merged.refusal, [{ Message: merged.refusal, Field: merged.field }]);
  return merged;
}

/**
 * Resource sources (spec §7 Sources). DataList, Get, Save and Remove are the source resource's generic
 * handlers; a removed source cannot change. Secret setting values are never returned; one sent empty is
 * kept (and used by the connection test) while the target stays the one it was saved with, and only an
 * explicit `Clear` removes it (named in the audit entry).
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
    const { settings, cleared, typed } = await mergedSettings(db, source, body.Settings);
    await db.query('DELETE FROM source_settings WHERE source_id = $1', [source.SourceId]);
    for (const s of settings)
      await db.query('INSERT INTO source_settings (source_id, name, value, is_secret) VALUES ($1, $2, $3, $4)', [
        source.SourceId,
        s.name,
        s.value,
        s.isSecret,
      ]);
    const secrets = [
      ...(typed.length ? [`secret ${typed.join(', ')} set`] : []),
      ...(cleared.length ? [`secret ${cleared.join(', ')} cleared`] : []),
    ];
    return ok(null, {
      message: 'Settings saved.',
      audit: {
        targetType: 'Source',
        targetId: body.SourceId,
        description: `${source.Title} settings${secrets.length ? ` (${secrets.join('; ')})` : ''}`,
      },
    });
  },

  settingsTest: async ({ db, body, server }) => {
    const source = await loadRecord(db, sourceResource, body.SourceId);
    const { settings } = await mergedSettings(db, source, body.Settings);
    return ok(
      await testSourceConnection(
        source.ProviderName as SourceProviderName,
        new Map(settings.map((s) => [s.name, s.value])),
        createOutboundGuard(server.config.outboundAllow ?? EMPTY_ALLOW_LIST),
      ),
    );
  },
};
