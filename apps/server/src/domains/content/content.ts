import { contentResource, type contract, type Content, type ContentOption } from '@portcullis/api-client/contract';
import type { DomainHandlers } from '../../engine/calls/handlers';
import { ok } from '../../engine/calls/handlers';
import { loadRecord, resourceHandlers } from '../../engine/resources/crud';

/** Spec §7 Content: list, get, save and remove are the content resource's generic handlers. */
export const contentHandlers: DomainHandlers<typeof contract.content> = {
  ...resourceHandlers(contentResource),
  businessView: async ({ db, params }) => ok((await loadRecord(db, contentResource, params.id)) as Content),
  contents: async ({ db }) =>
    ok(
      await db.query<ContentOption>(
        'SELECT content_id AS "ContentId", title AS "Title" FROM contents ORDER BY title LIMIT 100',
      ),
    ),
};
