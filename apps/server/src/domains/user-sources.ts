import { CronExpressionParser } from 'cron-parser';
import type { contract, UserSource, UserSourceOption } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../http/handlers';
import { ok } from '../http/handlers';
import type { ListSpec } from '../http/paging';
import { badRequest, conflict } from '../http/errors';
import type { Queryable } from '../db/types';
import { isoOrNull, pagedQuery } from './list-query';
import { iso, oneRow } from './shared';

type UserSourceCalls = Pick<
  typeof contract.users,
  'sourceList' | 'sources' | 'sourcesCompact' | 'source' | 'sourceSave' | 'sourceRemove'
>;

const sourceListSpec: ListSpec = {
  columns: {
    Name: { sql: 's.name', type: 'text' },
    Title: { sql: 's.title', type: 'text' },
    ProviderName: { sql: 's.provider_name', type: 'text' },
    IsRemoved: { sql: 's.is_removed', type: 'boolean' },
    IsLastSyncFailed: { sql: 's.is_last_sync_failed', type: 'boolean' },
    LastSyncUpdateDate: { sql: 's.last_sync_update_date', type: 'date' },
    CreatedDate: { sql: 's.created_date', type: 'date' },
  },
  defaultOrder: 's.title, s.user_source_id',
  tieBreaker: 's.user_source_id',
};

interface SourceDbRow {
  user_source_id: string;
  name: string;
  title: string;
  description: string | null;
  provider_name: string | null;
  sync_schedule: string | null;
  is_removed: boolean;
  last_sync_update_date: Date | null;
  is_last_sync_failed: boolean;
  user_count: number;
  created_date: Date;
}
const SELECT_SOURCE = `s.*, (SELECT count(*)::int FROM users u WHERE u.user_source_id = s.user_source_id) AS user_count`;
const toSource = (r: SourceDbRow): UserSource => ({
  UserSourceId: r.user_source_id,
  Name: r.name,
  Title: r.title,
  Description: r.description,
  ProviderName: r.provider_name,
  SyncSchedule: r.sync_schedule,
  IsRemoved: r.is_removed,
  LastSyncUpdateDate: isoOrNull(r.last_sync_update_date),
  IsLastSyncFailed: r.is_last_sync_failed,
  UserCount: r.user_count,
  CreatedDate: iso(r.created_date),
});
const loadSource = async (db: Queryable, id: string) =>
  toSource(
    await oneRow<SourceDbRow>(
      db,
      `SELECT ${SELECT_SOURCE} FROM user_sources s WHERE s.user_source_id = $1`,
      [id],
      'The user source',
    ),
  );

const sourceOptions = (db: Queryable) =>
  db.query<UserSourceOption>(
    'SELECT user_source_id AS "UserSourceId", title AS "Title", is_removed AS "IsRemoved" FROM user_sources ORDER BY title',
  );

/** Spec §5 cron: five fields, or six with seconds; ranges, lists, steps and names; the ui validator says the same. */
export function checkCron(expression: string | null | undefined, field: string): void {
  if (!expression) return;
  const fields = expression.trim().split(/\s+/).length;
  let valid = fields === 5 || fields === 6;
  if (valid) {
    try {
      CronExpressionParser.parse(expression.trim());
    } catch {
      valid = false;
    }
  }
  if (!valid)
    throw badRequest('You should type valid cron.', [{ Message: 'You should type valid cron.', Field: field }]);
}

/** User sources (spec §7 Users: source calls). Removing marks the source removed; its users stay. */
export const userSourceHandlers: DomainHandlers<UserSourceCalls> = {
  sourceList: async ({ db, body }) =>
    ok(await pagedQuery(db, body, sourceListSpec, SELECT_SOURCE, 'user_sources s WHERE TRUE', toSource)),
  sources: async ({ db }) => ok(await sourceOptions(db)),
  sourcesCompact: async ({ db }) => ok((await sourceOptions(db)).filter((s) => !s.IsRemoved)),
  source: async ({ db, params }) => ok(await loadSource(db, params.id)),

  sourceSave: async ({ db, body, query }) => {
    checkCron(body.SyncSchedule, 'SyncSchedule');
    const isNew = query.isNew === 'true';
    if (!isNew && !body.UserSourceId)
      throw badRequest('UserSourceId is required when isNew=false.', [
        { Message: 'UserSourceId is required.', Field: 'UserSourceId' },
      ]);
    const [taken] = await db.query(
      'SELECT 1 FROM user_sources WHERE lower(name) = lower($1) AND user_source_id IS DISTINCT FROM $2',
      [body.Name, isNew ? null : body.UserSourceId],
    );
    if (taken) throw conflict(`A user source named "${body.Name}" already exists.`);
    const values = [
      body.Name,
      body.Title,
      body.Description ?? null,
      body.ProviderName ?? null,
      body.SyncSchedule ?? null,
    ];
    const [row] = isNew
      ? await db.query<{ user_source_id: string }>(
          'INSERT INTO user_sources (user_source_id, name, title, description, provider_name, sync_schedule) VALUES (coalesce($6::uuid, gen_random_uuid()), $1, $2, $3, $4, $5) RETURNING user_source_id',
          [...values, body.UserSourceId ?? null],
        )
      : await db.query<{ user_source_id: string }>(
          'UPDATE user_sources SET name = $2, title = $3, description = $4, provider_name = $5, sync_schedule = $6 WHERE user_source_id = $1 RETURNING user_source_id',
          [body.UserSourceId, ...values],
        );
    const source = await loadSource(db, row?.user_source_id ?? body.UserSourceId!);
    return ok(source, {
      message: 'User source saved.',
      title: 'User sources',
      audit: { targetType: 'UserSource', targetId: source.UserSourceId, description: source.Title },
    });
  },

  sourceRemove: async ({ db, params }) => {
    const source = await loadSource(db, params.id);
    await db.query('UPDATE user_sources SET is_removed = true WHERE user_source_id = $1', [params.id]);
    return ok(null, {
      message: 'User source removed.',
      audit: { targetType: 'UserSource', targetId: params.id, description: source.Title },
    });
  },
};
