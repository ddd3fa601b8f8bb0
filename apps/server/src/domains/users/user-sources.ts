import { userSourceResource, type contract, type UserSourceOption } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import type { Queryable } from '../../db/types';
import { resourceHandlers } from '../../engine/resources/crud';

type UserSourceCalls = Pick<
  typeof contract.users,
  'sourceList' | 'sources' | 'sourcesCompact' | 'source' | 'sourceSave' | 'sourceRemove'
>;

const sourceOptions = (db: Queryable) =>
  db.query<UserSourceOption>(
    'SELECT user_source_id AS "UserSourceId", title AS "Title", is_removed AS "IsRemoved" FROM user_sources ORDER BY title',
  );

/**
 * User sources (spec §7 Users: source calls): list, get, save (`?isNew=`) and remove (marks the source
 * removed; its users stay) are the user source resource's generic handlers.
 */
export const userSourceHandlers: DomainHandlers<UserSourceCalls> = {
  ...resourceHandlers(userSourceResource),
  sources: async ({ db }) => ok(await sourceOptions(db)),
  sourcesCompact: async ({ db }) => ok((await sourceOptions(db)).filter((s) => !s.IsRemoved)),
};
